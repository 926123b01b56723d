/** Water (hydraulic) horsepower: WHP = Q[gpm]·H[ft]·SG/3960 (HI; 3960 = 33,000 ft·lbf/min ÷ 8.333 lb/gal). */
export function waterHorsepower(input: { flowGpm: number; headFt: number; specificGravity: number }): number {
  return (input.flowGpm * input.headFt * input.specificGravity) / 3960;
}

/** Brake (shaft) horsepower: BHP = Q[gpm]·H[ft]·SG/(3960·η), η a fraction (HI 1.1–1.2 / 14.1 definitions). */
export function brakeHorsepower(input: {
  flowGpm: number;
  headFt: number;
  specificGravity: number;
  efficiency: number;
}): number {
  return waterHorsepower(input) / input.efficiency;
}

/** Hydraulic power, kW: P = ρ[kg/m³]·g·Q[m³/s]·H[m] with g = 9.80665 m/s² (ISO 9906 §3). */
export function hydraulicPowerKw(input: { densityKgM3: number; flowM3s: number; headM: number }): number {
  return (input.densityKgM3 * 9.80665 * input.flowM3s * input.headM) / 1000;
}
