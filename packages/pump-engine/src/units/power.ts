import type { Horsepower, Kilowatts } from './brand.ts';
import { asUnit } from './brand.ts';

// NIST SP 811: 1 hp = 550 ft·lbf/s = 550 × 0.3048 m × 4.4482216152605 N per s (≈ 745.69987 W), exact.
export const WATTS_PER_HP = 550 * 0.3048 * 4.4482216152605;
// NIST SP 811: 1 BTU_IT/h = 0.29307107017 W, so 1 kW = 3412.1416 BTU/h and 1 hp = 2544.4336 BTU/h.
export const BTU_PER_HOUR_PER_KW = 1000 / 0.29307107017;
export const BTU_PER_HOUR_PER_HP = WATTS_PER_HP / 0.29307107017;

/** Converts mechanical horsepower to kW (exact, NIST SP 811). */
export function hpToKw(powerHp: Horsepower | number): Kilowatts {
  return asUnit<Kilowatts>((powerHp * WATTS_PER_HP) / 1000);
}

/** Converts kW to mechanical horsepower (exact, NIST SP 811). */
export function kwToHp(powerKw: Kilowatts | number): Horsepower {
  return asUnit<Horsepower>((powerKw * 1000) / WATTS_PER_HP);
}
