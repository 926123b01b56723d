import { annualEnergyKwh } from '@specsource/pump-engine';
import { flowOf, headOf, inputsLine, powerHpOf, specificGravityOf } from '../facts.ts';
import { formatNumber, formatUsd, withUnit } from '../format.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, hasAny, missing } from './calculator.ts';
import { rateOf, rateText } from './energy-cost/electricity-rate.ts';
import { inputPowerOf } from './energy-cost/input-power.ts';
import { hoursOf } from './energy-cost/operating-hours.ts';

// Energy per year and its cost: from a stated shaft or electrical power, or from the duty through brake horsepower
// and a NEMA Premium motor's efficiency.

export const energyCost: Calculator = (facts) => {
  if (
    !hasAny(
      facts,
      /\bcost|kwh|energy|electricity|power bill|per year|a year|annual|operating cost|running cost/,
    )
  ) {
    return null;
  }
  if (hasAny(facts, /life.?cycle|\blcc\b|total cost of ownership|\btco\b/) && facts.quantities.length === 0) {
    return null;
  }
  const power = powerHpOf(facts);
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity.value);
  if (power === null && (flow === null || head === null)) {
    if (facts.quantities.length === 0 && facts.wizard.flow === null) {
      return null;
    }
    return missing(
      'the energy per year',
      [FIELDS.flow, FIELDS.head],
      'power cost per year for 500 gpm at 120 ft at $0.12/kWh',
    );
  }
  const drawn = inputPowerOf(facts, power, flow, head, specificGravity);
  if (drawn === null) {
    return null;
  }
  const { inputKw, inputs, steps } = drawn;
  const { hoursPerYear, hoursInput } = hoursOf(facts);
  inputs.push(['operation', hoursInput]);
  const kwh = annualEnergyKwh({ inputKw, hoursPerDay: hoursPerYear / 365, daysPerYear: 365 });
  steps.push(
    `Energy = P_in × hours = ${formatNumber(inputKw)} kW × ${formatNumber(hoursPerYear)} h = **${withUnit(Math.round(kwh), 'kWh/year')}** (HI/Europump, Pump Life Cycle Costs, energy term C_e).`,
  );
  const rate = rateOf(facts);
  if (rate !== null) {
    inputs.push(['electricity rate', rate]);
    steps.push(
      `Cost = ${formatNumber(Math.round(kwh))} kWh × ${rateText(rate.value)}/kWh = **${formatUsd(kwh * rate.value)} per year**.`,
    );
  }
  return [
    '**Energy use and cost per year**',
    inputsLine(inputs),
    steps.map((step) => `- ${step}`).join('\n'),
    rate === null
      ? `For the cost I need the electricity rate: enter it in the wizard's '${FIELDS.electricityRate}' field ($/kWh) or add it to the question, e.g. "at $0.12/kWh".`
      : "Energy is usually the largest part of a pump's life-cycle cost; a pump sized close to its BEP, or speed control on a variable-flow system, pays back quickly.",
  ].join('\n\n');
};
