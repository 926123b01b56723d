import type { Feet, Inches, Metres, Millimetres } from './brand.ts';
import { asUnit } from './brand.ts';

// International yard and pound agreement (1959), NIST SP 811: 1 ft = 0.3048 m, 1 in = 25.4 mm exactly.
const METRES_PER_FOOT = 0.3048;
const MILLIMETRES_PER_INCH = 25.4;

/** Converts metres to feet (exact, NIST SP 811). */
export function metresToFeet(lengthM: Metres | number): Feet {
  return asUnit<Feet>(lengthM / METRES_PER_FOOT);
}

/** Converts feet to metres (exact, NIST SP 811). */
export function feetToMetres(lengthFt: Feet | number): Metres {
  return asUnit<Metres>(lengthFt * METRES_PER_FOOT);
}

/** Converts millimetres to inches (exact, NIST SP 811). */
export function millimetresToInches(lengthMm: Millimetres | number): Inches {
  return asUnit<Inches>(lengthMm / MILLIMETRES_PER_INCH);
}

/** Converts inches to millimetres (exact, NIST SP 811). */
export function inchesToMillimetres(lengthIn: Inches | number): Millimetres {
  return asUnit<Millimetres>(lengthIn * MILLIMETRES_PER_INCH);
}
