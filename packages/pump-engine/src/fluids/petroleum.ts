/** A petroleum liquid described by its 60 °F density, two viscosity anchors and its vapour-pressure constants. */
export interface PetroleumLiquid {
  readonly specificGravity60F: number;
  /** API MPMS 11.1 (1980) thermal-expansion constants for its commodity group, ρ in kg/m³, α in 1/°F. */
  readonly expansionK0: number;
  readonly expansionK1: number;
  /** Kinematic viscosity anchors, cSt at 104 °F (40 °C) and 212 °F (100 °C). */
  readonly viscosity40CCst: number;
  readonly viscosity100CCst: number;
  /** EPA AP-42 §7.1 Table 7.1-2 constants: ln P[psia] = A − B/T[°R]. */
  readonly vaporA: number;
  readonly vaporB: number;
  readonly specificHeat: number;
}

// 999.0171 kg/m³: water at 60 °F (IAPWS-95), the SG reference.
const WATER_60F_KG_M3 = 999.0171;

/** Specific gravity at °F from the 60 °F value: API MPMS 11.1-1980 VCF = exp(−α·Δt·(1 + 0.8·α·Δt)), α = K0/ρ² + K1/ρ. */
export function petroleumSpecificGravity(liquid: PetroleumLiquid, temperatureF: number): number {
  const rho60 = liquid.specificGravity60F * WATER_60F_KG_M3;
  const alpha = liquid.expansionK0 / (rho60 * rho60) + liquid.expansionK1 / rho60;
  const deltaT = temperatureF - 60;
  return liquid.specificGravity60F * Math.exp(-alpha * deltaT * (1 + 0.8 * alpha * deltaT));
}

/** Kinematic viscosity, cSt, at °F: ASTM D341 (Walther) log log(ν + 0.7) = A − B·log T[K] through the two anchors. */
export function petroleumViscosityCst(liquid: PetroleumLiquid, temperatureF: number): number {
  const walther = (nu: number): number => Math.log10(Math.log10(nu + 0.7));
  const t40 = Math.log10(313.15);
  const t100 = Math.log10(373.15);
  const slope = (walther(liquid.viscosity100CCst) - walther(liquid.viscosity40CCst)) / (t100 - t40);
  const tK = Math.log10((temperatureF - 32) / 1.8 + 273.15);
  const w = walther(liquid.viscosity40CCst) + slope * (tK - t40);
  return 10 ** (10 ** w) - 0.7;
}

/** True vapour pressure, psia, at °F (EPA AP-42 §7.1 eq. 1-25 form, Table 7.1-2 constants). */
export function petroleumVaporPressurePsia(liquid: PetroleumLiquid, temperatureF: number): number {
  return Math.exp(liquid.vaporA - liquid.vaporB / (temperatureF + 459.67));
}
