import {
  annualEnergyKwh,
  brakeHorsepower,
  nemaMotorRatingHp,
  nemaPremiumEfficiency,
} from '@specsource/pump-engine';
import {
  type Facts,
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  KW_PER_HP,
  powerHpOf,
  type Sourced,
  specificGravityOf,
  wizardSource,
} from '../facts.ts';
import { formatNumber, formatUsd, withUnit } from '../format.ts';
import { efficiencyIn, quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, HI_POWER, hasAny, missing } from './calculator.ts';
import { estimateEfficiency } from './efficiency-estimate.ts';

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
  const inputs: Array<readonly [string, Sourced]> = [];
  const steps: string[] = [];
  let shaftHp: number;
  const isElectricalInput = hasAny(
    facts,
    /motor input|input power|power input|\binput\b|electrical|electric power|power draw|\bdraws?\b|consum|from the grid|wire/,
  );
  if (power !== null && isElectricalInput) {
    shaftHp = Number.NaN;
    inputs.push(['electrical input', power]);
  } else if (power !== null) {
    shaftHp = power.value;
    inputs.push(['shaft power', power]);
  } else if (flow !== null && head !== null) {
    const typedEfficiency = efficiencyIn(facts.text);
    const estimate = typedEfficiency === null ? estimateEfficiency(facts, flow.value, head.value) : null;
    const efficiency = typedEfficiency ?? estimate?.efficiency ?? 0.7;
    shaftHp = brakeHorsepower({
      flowGpm: flow.value,
      headFt: head.value,
      specificGravity: specificGravity.value,
      efficiency,
    });
    inputs.push(['flow', flow], ['head', head], ['specific gravity', specificGravity]);
    inputs.push([
      'pump efficiency',
      {
        value: efficiency,
        shown: `${formatNumber(efficiency * 100)} %`,
        source:
          typedEfficiency !== null
            ? FROM_QUESTION
            : 'estimated: DOE PSAT achievable efficiency (HI chart fits)',
      },
    ]);
    steps.push(`BHP = Q·H·SG/(3960·η) = ${withUnit(shaftHp, 'hp')} (${HI_POWER}).`);
  } else {
    return null;
  }
  let inputKw: number;
  if (power !== null && isElectricalInput) {
    // Already what the meter sees: no motor efficiency to apply.
    inputKw = power.value * KW_PER_HP;
  } else {
    const rating = nemaMotorRatingHp(shaftHp) ?? 500;
    const motorEfficiency = nemaPremiumEfficiency({ ratedHp: rating, poles: 4 }) ?? 0.95;
    inputKw = (shaftHp * KW_PER_HP) / motorEfficiency;
    steps.push(
      `Motor input = BHP × 0.7457 / η_motor = ${formatNumber(shaftHp)} × 0.7457 / ${motorEfficiency.toFixed(3)} = ${withUnit(inputKw, 'kW')} (η_motor: NEMA Premium, ${formatNumber(rating)} hp 4-pole, NEMA MG 1 Table 12-12).`,
    );
  }
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

function hoursOf(facts: Facts): { hoursPerYear: number; hoursInput: Sourced } {
  const perYear = quantitiesOf(facts.quantities, 'hoursPerYear')[0];
  if (perYear !== undefined) {
    return {
      hoursPerYear: perYear.value,
      hoursInput: { value: perYear.value, shown: withUnit(perYear.value, 'h/year'), source: FROM_QUESTION },
    };
  }
  const perDay = quantitiesOf(facts.quantities, 'hoursPerDay')[0]?.value;
  const days = quantitiesOf(facts.quantities, 'daysPerYear')[0]?.value;
  const hoursPerDay = perDay ?? facts.wizard.hoursPerDay;
  const daysPerYear = days ?? facts.wizard.daysPerYear;
  const hours = (hoursPerDay ?? 24) * (daysPerYear ?? 365);
  const source =
    perDay !== undefined || days !== undefined
      ? FROM_QUESTION
      : facts.wizard.hoursPerDay !== null || facts.wizard.daysPerYear !== null
        ? `the wizard's '${FIELDS.hoursPerDay}' / '${FIELDS.daysPerYear}' fields`
        : `assumed continuous duty, the engine's default; set '${FIELDS.hoursPerDay}' in the wizard`;
  return {
    hoursPerYear: hours,
    hoursInput: {
      value: hours,
      shown: `${formatNumber(hoursPerDay ?? 24)} h/day × ${formatNumber(daysPerYear ?? 365)} days/year`,
      source,
    },
  };
}

/** $0.10, $0.125: cents always shown, fractions of a cent kept. */
function rateText(rate: number): string {
  return `$${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

function rateOf(facts: Facts): Sourced | null {
  const typed = quantitiesOf(facts.quantities, 'energyRate')[0];
  if (typed !== undefined) {
    const value = typed.unit === 'c/kWh' ? typed.value / 100 : typed.value;
    return { value, shown: `${rateText(value)}/kWh`, source: FROM_QUESTION };
  }
  const wizard = facts.wizard.electricityRate;
  return wizard === null
    ? null
    : { value: wizard, shown: `${rateText(wizard)}/kWh`, source: wizardSource(FIELDS.electricityRate) };
}
