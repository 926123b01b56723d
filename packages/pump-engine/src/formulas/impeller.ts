import { specificSpeedMetric, specificSpeedUs } from './specific-speed.ts';

/**
 * Gülich optimum head coefficient for radial impellers: ψ = 1.21·exp(−0.77·nq/100) (Gülich eq. 3.26,
 * docs/reference/pump-engineering.md §1 [R]).
 */
export function headCoefficient(nq: number): number {
  return 1.21 * Math.exp((-0.77 * nq) / 100);
}

/**
 * BEP impeller diameter, in: D = 1838.5·Ku·√H[ft]/N[rpm], Ku = 1/√ψ (u₂ = Ku·√(2gH); docs/reference/pump-engineering.md
 * §1, PV43).
 */
export function impellerDiameterIn(input: { flowGpm: number; headFt: number; speedRpm: number }): number {
  const nq = specificSpeedMetric(specificSpeedUs(input));
  const ku = 1 / Math.sqrt(headCoefficient(nq));
  return (1838.5 * ku * Math.sqrt(input.headFt)) / input.speedRpm;
}

/** Head per stage reachable by a diameter, ft: H = (D·N/(1838.5·Ku))² (inverse of the above; reference PV75). */
export function maxHeadPerStageFt(input: { diameterIn: number; speedRpm: number; ku: number }): number {
  return ((input.diameterIn * input.speedRpm) / (1838.5 * input.ku)) ** 2;
}
