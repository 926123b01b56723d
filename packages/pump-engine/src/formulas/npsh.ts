import { waterDensityLbFt3, waterVaporPressurePsia } from '../fluids/water.ts';
import { atmosphericPressurePsia } from './atmosphere.ts';

/** NPSHa, ft: (p_surface − p_v)·144/ρ + z_s − h_f (HI EDB Eq. 1.D.6), pressures psia, ρ lb/ft³, heads ft. */
export function npshAvailableFromPressuresFt(input: {
  surfacePressurePsia: number;
  vaporPressurePsia: number;
  densityLbFt3: number;
  staticSuctionFt: number;
  frictionLossFt: number;
}): number {
  const pressureHeadFt = ((input.surfacePressurePsia - input.vaporPressurePsia) * 144) / input.densityLbFt3;
  return pressureHeadFt + input.staticSuctionFt - input.frictionLossFt;
}

/** NPSHa, ft, open tank of water at °F and site elevation ft (HI EDB Eq. 1.D.6; IAPWS water; US Std Atm 1976). */
export function npshAvailableFt(input: {
  temperatureF: number;
  elevationFt: number;
  staticSuctionFt: number;
  frictionLossFt: number;
}): number {
  return npshAvailableFromPressuresFt({
    surfacePressurePsia: atmosphericPressurePsia(input.elevationFt),
    vaporPressurePsia: waterVaporPressurePsia(input.temperatureF),
    densityLbFt3: waterDensityLbFt3(input.temperatureF),
    staticSuctionFt: input.staticSuctionFt,
    frictionLossFt: input.frictionLossFt,
  });
}

export type CavitationRisk = 'Low' | 'Moderate' | 'High';

/** NPSH margin and risk class: High if NPSHa/NPSH3 < 1.1; Moderate if < 1.3 or margin < 5 ft; else Low (project rule on ANSI/HI 9.6.1). */
export function cavitationRisk(input: { npshAvailableFt: number; npshRequiredFt: number }): {
  ratio: number;
  marginFt: number;
  risk: CavitationRisk;
} {
  const ratio = input.npshAvailableFt / input.npshRequiredFt;
  const marginFt = input.npshAvailableFt - input.npshRequiredFt;
  if (ratio < 1.1) {
    return { ratio, marginFt, risk: 'High' };
  }
  return { ratio, marginFt, risk: ratio < 1.3 || marginFt < 5 ? 'Moderate' : 'Low' };
}
