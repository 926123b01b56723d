import type { IssuePath, Result } from '../issues.ts';
import { fail, ok } from '../issues.ts';
import type { Feet } from './brand.ts';
import { asUnit, isFiniteNumber } from './brand.ts';
import { metresToFeet } from './length.ts';

// NIST SP 811: 1 psi = 6.894757293168361 kPa (4.4482216152605 N over 0.00064516 m²).
export const KPA_PER_PSI = 6.894757293168361;
/** Density of water at 60 °F, the specific-gravity reference (IAPWS-95 via CoolProp 8.0.0: 999.0171 kg/m³ at 1 atm = 62.3666 lb/ft³). */
export const WATER_60F_DENSITY_LB_FT3 = 62.3666;

export const HEAD_UNITS = ['ft', 'm', 'psi', 'bar', 'kPa'] as const;
export type HeadUnit = (typeof HEAD_UNITS)[number];

/** Finds the canonical head or pressure unit for user text (`FT`, `feet`, `kpa`…), or null. */
export function headUnitFrom(text: string): HeadUnit | null {
  const key = text.trim().toLowerCase();
  const aliases: Record<string, HeadUnit> = {
    feet: 'ft',
    foot: 'ft',
    metre: 'm',
    meter: 'm',
    metres: 'm',
    meters: 'm',
  };
  return HEAD_UNITS.find((unit) => unit.toLowerCase() === key) ?? aliases[key] ?? null;
}

/** Converts psi to feet of a liquid of specific gravity `sg` (H = 144·p/ρ, HI EDB; ρ = SG·ρ_water,60°F). */
export function psiToFeet(pressurePsi: number, specificGravity: number): Feet {
  return asUnit<Feet>((144 * pressurePsi) / (specificGravity * WATER_60F_DENSITY_LB_FT3));
}

/** Converts feet of a liquid of specific gravity `sg` to psi (inverse of psiToFeet). */
export function feetToPsi(headFt: number, specificGravity: number): number {
  return (headFt * specificGravity * WATER_60F_DENSITY_LB_FT3) / 144;
}

/** Converts a head (ft, m) or pressure (psi, bar, kPa; through SG) to feet of liquid. */
export function headToFeet(value: number, unit: HeadUnit, specificGravity: number): Feet {
  switch (unit) {
    case 'ft':
      return asUnit<Feet>(value);
    case 'm':
      return metresToFeet(value);
    case 'psi':
      return psiToFeet(value, specificGravity);
    case 'bar':
      return psiToFeet((value * 100) / KPA_PER_PSI, specificGravity);
    case 'kPa':
      return psiToFeet(value / KPA_PER_PSI, specificGravity);
  }
}

/** Validates a `{value, unit}` head or pressure from user input and returns feet of liquid. */
export function parseHead(
  input: { value: unknown; unit: unknown },
  specificGravity: number,
  path: IssuePath,
  options: { allowZero?: boolean; allowNegative?: boolean } = {},
): Result<Feet> {
  const unit = typeof input.unit === 'string' ? headUnitFrom(input.unit) : null;
  if (unit === null) {
    return fail('unknown_unit', [...path, 'unit'], `Head unit must be one of ${HEAD_UNITS.join(', ')}.`);
  }
  if (!isFiniteNumber(input.value)) {
    return fail('invalid_number', [...path, 'value'], 'Head must be a finite number.');
  }
  const tooLow = options.allowNegative ? false : options.allowZero ? input.value < 0 : input.value <= 0;
  if (tooLow) {
    return fail('out_of_range', [...path, 'value'], 'Head must be greater than 0.');
  }
  return ok(headToFeet(input.value, unit, specificGravity));
}
