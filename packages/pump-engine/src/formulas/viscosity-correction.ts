/** HI 9.6.7 correction factors: flow C_Q, head C_H and efficiency C_η, with the parameter B. */
export interface ViscosityFactors {
  readonly B: number;
  readonly CQ: number;
  readonly CH: number;
  readonly Ceta: number;
}

/** Largest B for which ANSI/HI 9.6.7-2010 is valid (beyond it: positive displacement). */
export const VISCOSITY_B_MAX = 40;

/** ANSI/HI 9.6.7-2010 parameter B = 26.6·ν^0.5·H^0.0625/(Q^0.375·N^0.25), water BEP Q gpm, H ft per stage, ν cSt. */
export function viscosityParameterB(input: {
  flowGpm: number;
  headFt: number;
  speedRpm: number;
  viscosityCst: number;
}): number {
  return (
    (26.6 * input.viscosityCst ** 0.5 * input.headFt ** 0.0625) /
    (input.flowGpm ** 0.375 * input.speedRpm ** 0.25)
  );
}

/**
 * viscosityParameterB at one viscosity and speed, for a fixed-point iteration over flow and head: the ν and N terms are
 * taken once instead of at every step, and each B equals viscosityParameterB's for the same inputs.
 */
export function viscosityParameterBAt(
  viscosityCst: number,
  speedRpm: number,
): (flowGpm: number, headFt: number) => number {
  const viscosityTerm = 26.6 * viscosityCst ** 0.5;
  const speedTerm = speedRpm ** 0.25;
  return (flowGpm, headFt) => (viscosityTerm * headFt ** 0.0625) / (flowGpm ** 0.375 * speedTerm);
}

/**
 * ANSI/HI 9.6.7-2010 factors at a flow ratio Q/Q_BEP (default 1, the BEP): C_Q = 2.71^(−0.165·(log B)^3.15),
 * C_H = 1 − (1 − C_Q)·(Q/Q_BEP)^0.75, C_η = B^(−0.0547·B^0.69); all 1 for B ≤ 1. Inputs: water BEP gpm, ft/stage, rpm, cSt.
 */
export function viscosityCorrection(input: {
  flowGpm: number;
  headFt: number;
  speedRpm: number;
  viscosityCst: number;
  flowRatio?: number;
}): ViscosityFactors {
  const B = viscosityParameterB(input);
  if (B <= 1) {
    return { B, CQ: 1, CH: 1, Ceta: 1 };
  }
  const CQ = flowCorrection(B);
  return { B, CQ, CH: headCorrection(CQ, input.flowRatio ?? 1), Ceta: efficiencyCorrection(B) };
}

/** ANSI/HI 9.6.7-2010 C_Q = 2.71^(−0.165·(log B)^3.15), 1 for B ≤ 1. */
export function flowCorrection(B: number): number {
  return B <= 1 ? 1 : 2.71 ** (-0.165 * Math.log10(B) ** 3.15);
}

/** ANSI/HI 9.6.7-2010 C_H = 1 − (1 − C_Q)·(Q/Q_BEP)^0.75 at a flow ratio Q/Q_BEP (1 at B ≤ 1, where C_Q is 1). */
export function headCorrection(CQ: number, flowRatio: number): number {
  return 1 - (1 - CQ) * flowRatio ** 0.75;
}

/** ANSI/HI 9.6.7-2010 C_η = B^(−0.0547·B^0.69), 1 for B ≤ 1: it falls as B rises, so a floor under B bounds it above. */
export function efficiencyCorrection(B: number): number {
  return B <= 1 ? 1 : B ** (-0.0547 * B ** 0.69);
}
