/** Specific speed, US units: Ns = N[rpm]·√Q[gpm]/H[ft]^0.75, Q per impeller eye, H per stage (HI EDB Eq. 1.D.1). */
export function specificSpeedUs(input: { speedRpm: number; flowGpm: number; headFt: number }): number {
  return (input.speedRpm * Math.sqrt(input.flowGpm)) / input.headFt ** 0.75;
}

/** Metric specific speed nq (rpm, m³/s, m) from the US value: Ns_US = 51.645·nq (HI EDB; CalebBell fluids). */
export function specificSpeedMetric(specificSpeedUsValue: number): number {
  return specificSpeedUsValue / 51.645;
}

/** Suction specific speed, US: Nss = N·√Q_eye/NPSH3^0.75 (HI EDB Eq. 1.D.4). */
export function suctionSpecificSpeedUs(input: {
  speedRpm: number;
  flowGpm: number;
  npshRequiredFt: number;
}): number {
  return (input.speedRpm * Math.sqrt(input.flowGpm)) / input.npshRequiredFt ** 0.75;
}

/** NPSH3 estimate, ft: (N[rpm]·√Q_eye[gpm]/Nss)^(4/3), Q per impeller eye (HI EDB Eq. 1.D.4 rearranged). */
export function npshRequiredEstimateFt(input: {
  speedRpm: number;
  flowGpm: number;
  suctionSpecificSpeed: number;
}): number {
  return ((input.speedRpm * Math.sqrt(input.flowGpm)) / input.suctionSpecificSpeed) ** (4 / 3);
}

/**
 * Conservative design suction specific speed, US units (docs/reference/pump-engineering.md §1: 8500; 11,000 is the
 * upper limit).
 */
export const DESIGN_SUCTION_SPECIFIC_SPEED = 8500;
