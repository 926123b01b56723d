import { nemaMotorRatingHp, nemaPremiumEfficiency } from '@specsource/pump-engine';
import { type Facts, KW_PER_HP, type Sourced } from '../../facts.ts';
import { formatNumber, withUnit } from '../../format.ts';
import { hasAny } from '../calculator.ts';
import { shaftPowerFromDuty } from './shaft-power-from-duty.ts';

// The power the motor draws from the grid: a stated electrical input as it is, else the shaft power (stated, or
// from the duty) through a NEMA Premium motor's efficiency. Null when neither a power nor the duty is known.

export function inputPowerOf(
  facts: Facts,
  power: Sourced | null,
  flow: Sourced | null,
  head: Sourced | null,
  specificGravity: Sourced,
): { inputKw: number; inputs: Array<readonly [string, Sourced]>; steps: string[] } | null {
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
    const duty = shaftPowerFromDuty(facts, flow, head, specificGravity);
    shaftHp = duty.shaftHp;
    inputs.push(...duty.inputs);
    steps.push(duty.step);
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
  return { inputKw, inputs, steps };
}
