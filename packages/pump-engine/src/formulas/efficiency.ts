import { specificSpeedMetric, specificSpeedUs } from './specific-speed.ts';

// 1 gpm = 6.30901964e-5 m³/s (NIST SP 811).
const M3S_PER_GPM = 6.30901964e-5;

/**
 * Gülich single-stage radial pump optimum efficiency (Centrifugal Pumps, Table 3.9 / eq. 3.28 family;
 * docs/reference/pump-engineering.md §3 [R]):
 * η = 1 − 0.095·(Qref/Q)^m − 0.3·(0.35 − log(nq/23))²·(Qref/Q)^0.05, m = 0.1·a·(Qref/Q)^0.15·(45/nq)^0.06.
 * Inputs: flow per impeller eye, gpm; head per stage, ft; speed, rpm.
 */
export function gulichEfficiency(input: { flowGpm: number; headFt: number; speedRpm: number }): number {
  const flowM3s = input.flowGpm * M3S_PER_GPM;
  const nq = specificSpeedMetric(specificSpeedUs(input));
  const qRatio = 1 / flowM3s;
  // a = 1 for Q ≤ 1 m³/s (Gülich).
  const a = flowM3s <= 1 ? 1 : 0.5;
  const m = 0.1 * a * qRatio ** 0.15 * (45 / nq) ** 0.06;
  return 1 - 0.095 * qRatio ** m - 0.3 * (0.35 - Math.log10(nq / 23)) ** 2 * qRatio ** 0.05;
}

/** Corripio (1982) efficiency by flow only: η = −0.316 + 0.24015 ln Q − 0.01199 ln²Q, Q gpm, valid 50–5000 (fluids). */
export function corripioEfficiency(flowGpm: number): number {
  const lnQ = Math.log(flowGpm);
  return -0.316 + 0.24015 * lnQ - 0.01199 * lnQ * lnQ;
}
