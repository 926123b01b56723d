/** A pump operating point: flow gpm, head ft, shaft power hp. */
export interface AffinityPoint {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly powerHp: number;
}

/** Affinity laws for speed: Q ∝ N, H ∝ N², P ∝ N³ (HI EDB §3; exact for geometric similarity). */
export function affinityBySpeed(input: AffinityPoint & { fromRpm: number; toRpm: number }): AffinityPoint {
  const ratio = input.toRpm / input.fromRpm;
  return {
    flowGpm: input.flowGpm * ratio,
    headFt: input.headFt * ratio ** 2,
    powerHp: input.powerHp * ratio ** 3,
  };
}

/** Affinity laws for impeller trim: Q ∝ D, H ∝ D², P ∝ D³ (HI EDB §3; approximate beyond ~10–15 % trim). */
export function affinityByDiameter(input: AffinityPoint & { fromIn: number; toIn: number }): AffinityPoint {
  const ratio = input.toIn / input.fromIn;
  return {
    flowGpm: input.flowGpm * ratio,
    headFt: input.headFt * ratio ** 2,
    powerHp: input.powerHp * ratio ** 3,
  };
}
