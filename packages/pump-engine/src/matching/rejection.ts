/** Why a pump cannot take the duty: the hydraulics first, then the constraints checked after the solve. */
export type RejectionReason =
  | 'flow_beyond_curve'
  | 'head_short'
  | 'head_excess'
  | 'outside_aor'
  | 'below_min_flow'
  | 'npsh_margin'
  | 'motor_over_500hp'
  | 'single_phase_motor'
  | 'lift_npsh'
  | 'run_alone'
  | 'analysis_failed';

/** How far a pump got through the checks, by reason (a later stage passed every earlier check). */
export const REJECTION_STAGE: Record<RejectionReason, number> = {
  flow_beyond_curve: 0,
  head_short: 1,
  head_excess: 1,
  outside_aor: 2,
  below_min_flow: 3,
  npsh_margin: 4,
  lift_npsh: 4,
  run_alone: 5,
  motor_over_500hp: 6,
  single_phase_motor: 6,
  analysis_failed: 7,
};

/** A rejected pump and by how much it missed: `miss` is the relative change the duty would need (0.12 = 12 %). */
export interface Rejection {
  readonly index: number;
  readonly reason: RejectionReason;
  readonly miss: number;
  /** The reason's own numbers, quoted in the no-match text (ft, gpm, %, hp). */
  readonly limit: number;
  readonly actual: number;
}

/** The rejection of pump `index` for `reason`, missing by `miss` (its limit and the value it had). */
export const reject = (
  index: number,
  reason: RejectionReason,
  miss: number,
  limit: number,
  actual: number,
) => ({
  ok: false as const,
  rejection: { index, reason, miss, limit, actual },
});
