// US Standard Atmosphere 1976 troposphere: p = p0·(1 − L·h/T0)^(g0·M/(R*·L)), L = 0.0065 K/m, T0 = 288.15 K.
const SEA_LEVEL_PSIA = 14.69595;
const LAPSE_OVER_T0_PER_M = 0.0065 / 288.15;
const BAROMETRIC_EXPONENT = 5.25588;

/** Atmospheric pressure, psia, at a site elevation in ft (US Standard Atmosphere 1976; HI EDB calculator). */
export function atmosphericPressurePsia(elevationFt: number): number {
  const elevationM = elevationFt * 0.3048;
  return SEA_LEVEL_PSIA * (1 - LAPSE_OVER_T0_PER_M * elevationM) ** BAROMETRIC_EXPONENT;
}
