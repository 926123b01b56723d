import { viscosityCorrection } from '@specsource/pump-engine';
import {
  type Facts,
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  type Sourced,
  specificGravityOf,
  speedsOf,
  wizardSource,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { namedLiquidOf } from '../named-liquid.ts';
import { quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, hasAny, missing } from './calculator.ts';

// The HI 9.6.7 correction factors for a viscous liquid and the equivalent water duty.

const EXAMPLE_NAMED = 'viscosity correction for ISO VG 46 at 40 °C, 300 gpm at 150 ft';

/** The kinematic viscosity of a library liquid the question names, at its temperature (question or wizard). */
function libraryViscosityOf(facts: Facts): Sourced | 'needs-temperature' | null {
  const named = namedLiquidOf(facts.text, facts.quantities, facts.wizard.temperatureF);
  if (named === null) {
    return null;
  }
  const { liquid, temperatureF } = named;
  // Viscosity changes several-fold over the range: no temperature, or one outside the library's, is no value.
  if (temperatureF === null || temperatureF < liquid.rangeF.min || temperatureF > liquid.rangeF.max) {
    return 'needs-temperature';
  }
  const properties = liquid.at(temperatureF);
  // ν = μ/ρ with ρ = SG·0.9990171 g/cm³ (water at 60 °F), as the engine's resolveFluid computes it.
  const cst = properties.viscosityCp / (properties.specificGravity * 0.9990171);
  return {
    value: cst,
    shown: withUnit(cst, 'cSt'),
    source: `${liquid.name} at ${Math.round(temperatureF)} °F in the engine's fluid library (${named.isTemperatureFromQuestion ? FROM_QUESTION : wizardSource(FIELDS.temperature)})`,
  };
}

export const viscosity: Calculator = (facts) => {
  if (!hasAny(facts, /viscos|\bcst\b|\bcp\b|\bssu\b|9\.6\.7/)) {
    return null;
  }
  const viscosityQuantity = quantitiesOf(facts.quantities, 'viscosity')[0];
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity.value);
  const fromLibrary =
    viscosityQuantity === undefined && facts.wizard.viscosityCp === null ? libraryViscosityOf(facts) : null;
  if (viscosityQuantity === undefined && facts.wizard.viscosityCp === null && fromLibrary === null) {
    return null;
  }
  if (fromLibrary === 'needs-temperature') {
    return missing('the HI 9.6.7 viscosity correction', [FIELDS.temperature], EXAMPLE_NAMED);
  }
  if (flow === null || head === null) {
    return missing(
      'the HI 9.6.7 viscosity correction',
      [flow === null ? FIELDS.flow : '', head === null ? FIELDS.head : ''].filter((field) => field !== ''),
      'viscosity correction for 300 gpm at 150 ft, 3550 rpm, 100 cSt',
    );
  }
  let viscosityCst: number;
  let viscosityInput: Sourced;
  if (viscosityQuantity !== undefined) {
    viscosityCst =
      viscosityQuantity.unit === 'cP'
        ? viscosityQuantity.value / specificGravity.value
        : viscosityQuantity.unit === 'SSU'
          ? 0.22 * viscosityQuantity.value - 135 / viscosityQuantity.value
          : viscosityQuantity.value;
    viscosityInput = {
      value: viscosityCst,
      shown: withUnit(viscosityQuantity.value, viscosityQuantity.unit),
      source: FROM_QUESTION,
    };
  } else if (fromLibrary !== null) {
    viscosityCst = fromLibrary.value;
    viscosityInput = fromLibrary;
  } else {
    const cp = facts.wizard.viscosityCp ?? 1;
    viscosityCst = cp / specificGravity.value;
    viscosityInput = {
      value: viscosityCst,
      shown: withUnit(cp, 'cP'),
      source: wizardSource(FIELDS.viscosity),
    };
  }
  const typedSpeed = speedsOf(facts)[0];
  const speed: Sourced =
    typedSpeed !== undefined
      ? { value: typedSpeed, shown: withUnit(typedSpeed, 'rpm'), source: FROM_QUESTION }
      : { value: 1780, shown: '1,780 rpm', source: 'assumed: 4-pole, usual for viscous service' };
  const factors = viscosityCorrection({
    flowGpm: flow.value,
    headFt: head.value,
    speedRpm: speed.value,
    viscosityCst,
  });
  const inputs = inputsLine([
    ['flow', flow],
    ['head', head],
    ['speed', speed],
    ['viscosity', viscosityInput],
    ['specific gravity', specificGravity],
  ]);
  const formula =
    'ANSI/HI 9.6.7-2010: B = 26.6·ν^0.5·H^0.0625/(Q^0.375·N^0.25) (water BEP, Q gpm, H ft per stage, ν cSt); C_Q = 2.71^(−0.165·(log B)^3.15), C_H = C_Q at BEP, C_η = B^(−0.0547·B^0.69); no correction for B ≤ 1, and above B ≈ 40 a positive-displacement pump is the better choice.';
  if (factors.B <= 1) {
    return [`**No viscosity correction needed:** B = ${factors.B.toFixed(2)} ≤ 1.`, inputs, formula].join(
      '\n\n',
    );
  }
  return [
    `**HI 9.6.7 viscosity correction:** B = ${factors.B.toFixed(2)} → C_Q = **${factors.CQ.toFixed(3)}**, C_H = **${factors.CH.toFixed(3)}**, C_η = **${factors.Ceta.toFixed(3)}**`,
    inputs,
    `On the viscous liquid the pump gives about ${formatNumber(factors.CQ * 100)} % of its water flow and ${formatNumber(factors.CH * 100)} % of its water head at BEP, at ${formatNumber(factors.Ceta * 100)} % of its water efficiency; to size, divide the duty by C_Q and C_H to get the equivalent water duty (${withUnit(flow.value / factors.CQ, 'gpm')} at ${withUnit(head.value / factors.CH, 'ft')}), and power rises by 1/C_η.`,
    formula,
  ].join('\n\n');
};
