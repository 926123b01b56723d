import { KPA_PER_PSI, WATER_60F_DENSITY_LB_FT3 } from '../units/head.ts';
import { fahrenheitToKelvin } from '../units/temperature.ts';

// Critical point of water, IAPWS-95 (Wagner & Pruß 2002): Tc = 647.096 K, pc = 22.064 MPa, ρc = 322 kg/m³.
const CRITICAL_T_K = 647.096;
const CRITICAL_P_KPA = 22_064;
const CRITICAL_RHO_KG_M3 = 322;
// 1 lb/ft³ = 16.018463373960138 kg/m³ (NIST SP 811).
const KG_M3_PER_LB_FT3 = 16.018463373960138;

/**
 * Range the engine uses the water correlations over: ice below, and up to 400 °F, pressurised hot water and condensate
 * (the saturation equations hold to the critical point; R12-08 viscosity to 1173 K; liquid properties change by well
 * under 1 % with pressure at pump suction pressures, so saturated-liquid values serve).
 */
export const WATER_RANGE_F = { min: 32, max: 400 } as const;

/**
 * Saturation (vapour) pressure of water, psia, at °F.
 * IAPWS SR1-86(1992) "Revised supplementary release on saturation properties" (Wagner & Pruß 1993, eq. 2.5),
 * consistent with IAPWS-95 to well under 0.01 % between 273.16 K and Tc.
 */
export function waterVaporPressurePsia(temperatureF: number): number {
  const tau = 1 - fahrenheitToKelvin(temperatureF) / CRITICAL_T_K;
  const sum =
    -7.85951783 * tau +
    1.84408259 * tau ** 1.5 -
    11.7866497 * tau ** 3 +
    22.6807411 * tau ** 3.5 -
    15.9618719 * tau ** 4 +
    1.80122502 * tau ** 7.5;
  const pressureKpa = CRITICAL_P_KPA * Math.exp(sum / (1 - tau));
  return pressureKpa / KPA_PER_PSI;
}

/**
 * Density of saturated liquid water, kg/m³, at °F.
 * IAPWS SR1-86(1992) eq. 2.6 (Wagner & Pruß 1993); within 0.01 % of the 1 atm value below 212 °F.
 */
export function waterDensityKgM3(temperatureF: number): number {
  const tau = 1 - fahrenheitToKelvin(temperatureF) / CRITICAL_T_K;
  const ratio =
    1 +
    1.99274064 * tau ** (1 / 3) +
    1.09965342 * tau ** (2 / 3) -
    0.510839303 * tau ** (5 / 3) -
    1.75493479 * tau ** (16 / 3) -
    45.5170352 * tau ** (43 / 3) -
    674694.45 * tau ** (110 / 3);
  return CRITICAL_RHO_KG_M3 * ratio;
}

/** Density of liquid water, lb/ft³, at °F (IAPWS SR1-86(1992) eq. 2.6, converted per NIST SP 811). */
export function waterDensityLbFt3(temperatureF: number): number {
  return waterDensityKgM3(temperatureF) / KG_M3_PER_LB_FT3;
}

/** Specific gravity of water at °F relative to water at 60 °F (the API/HI reference temperature). */
export function waterSpecificGravity(temperatureF: number): number {
  return specificGravityOfDensity(waterDensityKgM3(temperatureF));
}

function specificGravityOfDensity(densityKgM3: number): number {
  return densityKgM3 / KG_M3_PER_LB_FT3 / WATER_60F_DENSITY_LB_FT3;
}

// IAPWS R12-08 (2008) viscosity, Table 2 (i: (ρ̄ − 1) power, j: (1/T̄ − 1) power, H_ij).
const VISCOSITY_TERMS: readonly (readonly [number, number, number])[] = [
  [0, 0, 0.520094],
  [0, 1, 0.0850895],
  [0, 2, -1.08374],
  [0, 3, -0.289555],
  [1, 0, 0.222531],
  [1, 1, 0.999115],
  [1, 2, 1.88797],
  [1, 3, 1.26613],
  [1, 5, 0.120573],
  [2, 0, -0.281378],
  [2, 1, -0.906851],
  [2, 2, -0.772479],
  [2, 3, -0.489837],
  [2, 4, -0.25704],
  [3, 0, 0.161913],
  [3, 1, 0.257399],
  [4, 0, -0.0325372],
  [4, 3, 0.0698452],
  [5, 4, 0.00872102],
  [6, 3, -0.00435673],
  [6, 5, -0.000593264],
];

/**
 * Dynamic viscosity of liquid water, cP (mPa·s), at °F.
 * IAPWS R12-08 industrial formulation μ = μ0·μ1 (eqs. 11–12; the critical term μ2 is 1 here),
 * with the density of waterDensityKgM3.
 */
export function waterViscosityCp(temperatureF: number): number {
  return viscosityCpAtDensity(temperatureF, waterDensityKgM3(temperatureF));
}

function viscosityCpAtDensity(temperatureF: number, densityKgM3: number): number {
  const reducedT = fahrenheitToKelvin(temperatureF) / CRITICAL_T_K;
  const reducedRho = densityKgM3 / CRITICAL_RHO_KG_M3;
  const mu0 =
    (100 * Math.sqrt(reducedT)) /
    (1.67752 + 2.20462 / reducedT + 0.6366564 / reducedT ** 2 - 0.241605 / reducedT ** 3);
  // The table's 21 terms use 7 powers of (ρ̄ − 1) and 6 of (1/T̄ − 1): each is taken once, not once per term.
  const rhoPowers = [0, 1, 2, 3, 4, 5, 6].map((i) => (reducedRho - 1) ** i);
  const temperaturePowers = [0, 1, 2, 3, 4, 5].map((j) => (1 / reducedT - 1) ** j);
  let sum = 0;
  for (const [i, j, h] of VISCOSITY_TERMS) {
    sum += h * (rhoPowers[i] as number) * (temperaturePowers[j] as number);
  }
  const mu1 = Math.exp(reducedRho * sum);
  // μ0·μ1 is in μPa·s; 1000 μPa·s = 1 cP.
  return (mu0 * mu1) / 1000;
}

/**
 * Specific gravity, viscosity and vapour pressure of water at °F: waterSpecificGravity, waterViscosityCp and
 * waterVaporPressurePsia, with the density both of the first two need computed once.
 */
export function waterLiquidProperties(temperatureF: number): {
  specificGravity: number;
  viscosityCp: number;
  vaporPressurePsia: number;
} {
  const densityKgM3 = waterDensityKgM3(temperatureF);
  return {
    specificGravity: specificGravityOfDensity(densityKgM3),
    viscosityCp: viscosityCpAtDensity(temperatureF, densityKgM3),
    vaporPressurePsia: waterVaporPressurePsia(temperatureF),
  };
}

/** Kinematic viscosity of water, cSt (mm²/s), at °F: ν = μ/ρ. */
export function waterKinematicViscosityCst(temperatureF: number): number {
  return (waterViscosityCp(temperatureF) * 1000) / waterDensityKgM3(temperatureF);
}

/** Specific heat of liquid water, BTU/(lb·°F): 1.00 ± 0.8 % over 32–212 °F (IAPWS-95 via CoolProp 8.0.0). */
export const WATER_SPECIFIC_HEAT_BTU_LB_F = 1.0;
