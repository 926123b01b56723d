/** A Sch 40 pipe size: nominal size and inside diameter, in. */
export interface PipeSize {
  readonly nps: number;
  readonly insideDiameterIn: number;
}

// Sch 40 inside diameters, in (ASME B36.10M via CalebBell fluids nearest_pipe; docs/reference/pump-engineering.md
// §2.7).
export const SCH40_PIPES: readonly PipeSize[] = [
  { nps: 1, insideDiameterIn: 1.049 },
  { nps: 1.5, insideDiameterIn: 1.612 },
  { nps: 2, insideDiameterIn: 2.066 },
  { nps: 2.5, insideDiameterIn: 2.468 },
  { nps: 3, insideDiameterIn: 3.068 },
  { nps: 4, insideDiameterIn: 4.026 },
  { nps: 5, insideDiameterIn: 5.047 },
  { nps: 6, insideDiameterIn: 6.066 },
  { nps: 8, insideDiameterIn: 7.982 },
  { nps: 10, insideDiameterIn: 10.018 },
  { nps: 12, insideDiameterIn: 11.936 },
  { nps: 14, insideDiameterIn: 13.124 },
  { nps: 16, insideDiameterIn: 15.0 },
  { nps: 18, insideDiameterIn: 16.869 },
  { nps: 20, insideDiameterIn: 18.812 },
  { nps: 24, insideDiameterIn: 22.639 },
];

/**
 * Mean velocity in a pipe, ft/s: V = 0.4085·Q[gpm]/d[in]² (docs/reference/pump-engineering.md §0;
 * = Q/(448.83·π·d²/576)).
 */
export function pipeVelocityFtS(input: { flowGpm: number; insideDiameterIn: number }): number {
  return (0.408498 * input.flowGpm) / input.insideDiameterIn ** 2;
}

/**
 * Sizes API 610 avoids and distributors rarely stock: NPS 1¼, 2½, 3½, 5, 7, 9 (docs/reference/pump-engineering.md §1
 * Suction/Discharge; PV45 "skip non-preferred").
 */
export const NON_PREFERRED_NPS: readonly number[] = [1.25, 2.5, 3.5, 5, 7, 9];

// The preferred sizes, listed once rather than filtered at every selection.
const PREFERRED_SCH40_PIPES: readonly PipeSize[] = SCH40_PIPES.filter(
  (pipe) => !NON_PREFERRED_NPS.includes(pipe.nps),
);

/**
 * Smallest Sch 40 size (NPS 1–24) whose velocity is at or under the limit (docs/reference/pump-engineering.md §1);
 * optionally preferred sizes only; null above NPS 24.
 */
export function selectSch40Pipe(input: {
  flowGpm: number;
  maxVelocityFtS: number;
  preferredOnly?: boolean;
}): { nps: number; insideDiameterIn: number; velocityFtS: number } | null {
  for (const pipe of input.preferredOnly === true ? PREFERRED_SCH40_PIPES : SCH40_PIPES) {
    const velocityFtS = pipeVelocityFtS({ flowGpm: input.flowGpm, insideDiameterIn: pipe.insideDiameterIn });
    if (velocityFtS <= input.maxVelocityFtS) {
      return { nps: pipe.nps, insideDiameterIn: pipe.insideDiameterIn, velocityFtS };
    }
  }
  return null;
}
