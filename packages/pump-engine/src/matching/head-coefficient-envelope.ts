import { AOR_MAX_PERCENT, AOR_MIN_PERCENT } from '../formulas/bep.ts';
import type { Blocks } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';

/**
 * A block's efficiency envelope over the head coefficient, which bounds a block by the efficiency its pumps reach at
 * the duty itself rather than anywhere in a span of %BEP (index-blocks.ts efficiencyEnvelope).
 *
 * Why it holds: the exact solve (curve-placement.ts placeOnCurve) finds the ratio y with y²·H(Q/y) = H, so the pump runs
 * at q' = Q/y on its max-diameter curve where H(q')/q'² = H/Q² (HI affinity laws: the duty lies on the parabola through
 * the origin). Scaled by the pump's own BEP, s = H(q')/q'² · Q_BEP²/H_BEP = (H/Q²)·c with c = Q_BEP²/H_BEP, and the
 * efficiency evaluatePump takes is the curve's at q' (times C_η, applied apart). So a pump's efficiency at any duty is
 * its curve's efficiency where s(q') meets (H/Q²)·c, at q' in the allowable region (40–130 % of BEP, on the curve).
 * Bin k of a block holds the highest efficiency any of its pumps has at a point of that region whose s falls in bin k;
 * a query reads the bins its span (H/Q²)·[c_min, c_max] over the block meets. Where the block's pumps have alike c the
 * span is narrow, and the bound is close to the best efficiency a pump of the block reaches at the duty.
 */

// Bins over s, log-spaced: bin 0 below COEFFICIENT_FROM, the last from COEFFICIENT_TO up, the rest between. At BEP s = 1;
// across 40–130 % of BEP a centrifugal curve spans about 0.4–9.
const COEFFICIENT_FROM = 0.2;
const COEFFICIENT_TO = 20;
export const COEFFICIENT_BINS = 32;
const LOG_STEP = Math.log(COEFFICIENT_TO / COEFFICIENT_FROM) / (COEFFICIENT_BINS - 2);
// Each curve piece is cut into this many equal parts, each taken whole (its s range, its best efficiency).
const SUBDIVISIONS = 4;
// Relative slack on s and on the region's ends: the solver meets H within 1e-12 (curve-placement.ts), and rounding.
const SLACK = 1e-9;
// A position within this of a bin edge counts in both bins.
const EDGE = 1e-6;

/** The bin of fractional position p (bin 0 below 1, the last from COEFFICIENT_BINS − 1). */
function binAt(p: number): number {
  return Math.min(COEFFICIENT_BINS - 1, Math.max(0, Math.floor(p)));
}

/** Fractional bin position of s > 0 (−∞ at 0, +∞ at ∞). */
function positionOf(s: number): number {
  return 1 + Math.log(s / COEFFICIENT_FROM) / LOG_STEP;
}

/** The columns one pump's envelope is built from (slot columns and the packed curve columns). */
export interface CoefficientColumns {
  readonly bepFlow: Float64Array;
  readonly bepHead: Float64Array;
  readonly curveStart: Uint32Array;
  readonly curveEnd: Uint32Array;
  readonly flow: Float64Array;
  readonly head: Float64Array;
  readonly efficiency: Float64Array;
}

/** Slot i's c = Q_BEP²/H_BEP (gpm²/ft); +∞ where the BEP head is not positive. */
export function headCoefficient(columns: CoefficientColumns, i: number): number {
  const bep = columns.bepFlow[i] as number;
  const head = columns.bepHead[i] as number;
  return head > 0 ? (bep * bep) / head : Number.POSITIVE_INFINITY;
}

/**
 * Raises block b's bins (`envelope`, COEFFICIENT_BINS per block) to slot i's efficiency over its allowable region.
 * The region, [0.4·Q_BEP, min(1.3·Q_BEP, last curve flow)] widened by SLACK, is cut at the curve's points (below the
 * first point the curve is clamped: its first head and efficiency) and each piece into SUBDIVISIONS parts; on a part head
 * and efficiency are linear in q, so s = H(q)/q² · c is extreme at its ends or where its derivative vanishes
 * (q = −2·H₀/m for H = H₀ + m·q), and the efficiency at an end. Every bin the part's s range meets takes its best
 * efficiency. A slot whose coefficient is not finite raises every bin.
 */
export function raiseCoefficientEnvelope(
  envelope: Float64Array,
  b: number,
  columns: CoefficientColumns,
  i: number,
): void {
  const { flow, head, efficiency } = columns;
  const start = columns.curveStart[i] as number;
  const end = columns.curveEnd[i] as number;
  const bep = columns.bepFlow[i] as number;
  const c = headCoefficient(columns, i);
  const from = (AOR_MIN_PERCENT / 100) * bep * (1 - SLACK);
  const to = Math.min((AOR_MAX_PERCENT / 100) * bep * (1 + SLACK), flow[end - 1] as number);
  const raise = (firstBin: number, lastBin: number, value: number) => {
    for (let k = firstBin; k <= lastBin; k += 1) {
      const at = b * COEFFICIENT_BINS + k;
      envelope[at] = Math.max(envelope[at] as number, value);
    }
  };
  /** The part [qa, qb] of a piece with H = h0 + m·q and η = e0 + n·q. */
  const part = (qa: number, qb: number, h0: number, m: number, e0: number, n: number) => {
    const sOf = (q: number) => ((h0 + m * q) / (q * q)) * c;
    let sLo = Math.min(sOf(qa), sOf(qb));
    let sHi = Math.max(sOf(qa), sOf(qb));
    const turn = m === 0 ? Number.NaN : (-2 * h0) / m;
    if (turn > qa && turn < qb) {
      sLo = Math.min(sLo, sOf(turn));
      sHi = Math.max(sHi, sOf(turn));
    }
    const best = Math.max(e0 + n * qa, e0 + n * qb);
    if (Number.isFinite(c) && sLo >= 0 && sHi >= sLo) {
      raise(binAt(positionOf(sLo * (1 - SLACK)) - EDGE), binAt(positionOf(sHi * (1 + SLACK)) + EDGE), best);
    } else {
      raise(0, COEFFICIENT_BINS - 1, best);
    }
  };
  const piece = (qa: number, qb: number, h0: number, m: number, e0: number, n: number) => {
    const a = Math.max(qa, from);
    const z = Math.min(qb, to);
    if (!(a <= z && a > 0)) {
      return;
    }
    for (let j = 0; j < SUBDIVISIONS; j += 1) {
      part(
        a + ((z - a) * j) / SUBDIVISIONS,
        j === SUBDIVISIONS - 1 ? z : a + ((z - a) * (j + 1)) / SUBDIVISIONS,
        h0,
        m,
        e0,
        n,
      );
    }
  };
  // Below the first point: the clamped first head and efficiency.
  piece(0, flow[start] as number, head[start] as number, 0, efficiency[start] as number, 0);
  for (let k = start; k < end - 1; k += 1) {
    const q0 = flow[k] as number;
    const q1 = flow[k + 1] as number;
    if (!(q1 > q0)) {
      continue;
    }
    const m = ((head[k + 1] as number) - (head[k] as number)) / (q1 - q0);
    const n = ((efficiency[k + 1] as number) - (efficiency[k] as number)) / (q1 - q0);
    piece(q0, q1, (head[k] as number) - m * q0, m, (efficiency[k] as number) - n * q0, n);
  }
}

/**
 * The most efficiency any pump of block b can have at the duty: the highest bin the duty's span of s over the block meets,
 * (H/Q²)·[c_min, c_max] widened by SLACK and a bin edge.
 */
export function coefficientCeiling(
  blocks: Pick<Blocks, 'coefficientEnvelope' | 'coefficientMin' | 'coefficientMax'>,
  b: number,
  duty: Pick<MatchDuty, 'flowGpm' | 'headFt'>,
): number {
  const dutyCoefficient = duty.headFt / (duty.flowGpm * duty.flowGpm);
  const first = binAt(
    positionOf(dutyCoefficient * (blocks.coefficientMin[b] as number) * (1 - SLACK)) - EDGE,
  );
  const last = binAt(positionOf(dutyCoefficient * (blocks.coefficientMax[b] as number) * (1 + SLACK)) + EDGE);
  let best = 0;
  // A span that is not a number reads every bin.
  const [k0, k1] = Number.isNaN(first) || Number.isNaN(last) ? [0, COEFFICIENT_BINS - 1] : [first, last];
  for (let k = k0; k <= k1; k += 1) {
    best = Math.max(best, blocks.coefficientEnvelope[b * COEFFICIENT_BINS + k] as number);
  }
  return best;
}
