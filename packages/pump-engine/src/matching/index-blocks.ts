import { AOR_MAX_PERCENT, AOR_MIN_PERCENT } from '../formulas/bep.ts';
import { polylineMaxOver } from '../formulas/polyline.ts';
import { viscosityParameterB } from '../formulas/viscosity-correction.ts';
import { curveAt } from './curve-placement.ts';
import { COEFFICIENT_BINS, headCoefficient, raiseCoefficientEnvelope } from './head-coefficient-envelope.ts';
import type { Blocks } from './index-data.ts';

/**
 * The index's tiles (a sort-tile-recursive packing): each group's pumps, in BEP-flow order, are cut into slabs of about
 * √(n·BLOCK) pumps; each slab is re-sorted by BEP head and cut into runs, each run re-sorted by BEP efficiency and cut
 * into blocks of BLOCK pumps. A block stores the extremes of
 * the pre-filter's inputs, so a query drops a whole block with the pre-filter's own arithmetic (see search.ts blockRatios).
 */
export const BLOCK = 32;

// The envelope's bins over x = flow / BEP flow: 0.4–0.5, …, 1.2–1.3.
const ENVELOPE_FROM = 0.4;
const ENVELOPE_STEP = 0.1;
export const ENVELOPE_BINS = 9;
// Bins reach this far past their edges, so a duty point on an edge is in both (rounding of x = Q/(y·Q_BEP)).
const ENVELOPE_SLACK = 1e-9;

/**
 * The most efficiency any pump of block b can have at a feasible duty point with x = flow/BEP flow in [xa, xb]: the
 * envelope's highest bin meeting that span; 0 when the span misses the allowable region (no feasible point there).
 */
export function blockEfficiencyCeiling(blocks: Blocks, b: number, xa: number, xb: number): number {
  // A bin more rather than less where the span ends on an edge.
  const first = Math.max(0, Math.floor((xa - ENVELOPE_FROM) / ENVELOPE_STEP - 1e-6));
  const last = Math.min(ENVELOPE_BINS - 1, Math.floor((xb - ENVELOPE_FROM) / ENVELOPE_STEP + 1e-6));
  let best = 0;
  for (let k = first; k <= last; k += 1) {
    best = Math.max(best, blocks.efficiencyEnvelope[b * ENVELOPE_BINS + k] as number);
  }
  return best;
}

/**
 * Slot order for one group: `members` (pump numbers, already in BEP-flow order) regrouped slab by slab, each slab sorted
 * by BEP head and cut into runs of about √(blocks per slab) blocks, each run sorted by BEP efficiency (ties: the order
 * before), so a block holds pumps alike in BEP flow, head and efficiency — the ranking's block bounds (efficiency, cost
 * floor) then separate blocks as the pre-filter does. Returns the pumps in slot order and the slab cuts (positions).
 */
export function tileGroup(
  members: readonly number[],
  bepHead: Float64Array,
  bepEfficiency: Float64Array,
): { tiled: number[]; cuts: number[] } {
  const n = members.length;
  const slabSize = Math.max(BLOCK, Math.ceil(Math.sqrt(n * BLOCK) / BLOCK) * BLOCK);
  const runSize = BLOCK * Math.max(1, Math.ceil(Math.sqrt(slabSize / BLOCK)));
  const tiled: number[] = [];
  const cuts: number[] = [0];
  for (let from = 0; from < n; from += slabSize) {
    const slab = members.slice(from, from + slabSize).map((pump, k) => ({ pump, k }));
    slab.sort((a, b) => (bepHead[a.pump] as number) - (bepHead[b.pump] as number) || a.k - b.k);
    for (let run = 0; run < slab.length; run += runSize) {
      const part = slab.slice(run, run + runSize).map(({ pump }, k) => ({ pump, k }));
      part.sort((a, b) => (bepEfficiency[a.pump] as number) - (bepEfficiency[b.pump] as number) || a.k - b.k);
      for (const { pump } of part) {
        tiled.push(pump);
      }
    }
    cuts.push(tiled.length);
  }
  return { tiled, cuts };
}

/** Min and max of column values over slots [from, to). */
function extremes(column: Float64Array, from: number, to: number): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = from; i < to; i += 1) {
    lo = Math.min(lo, column[i] as number);
    hi = Math.max(hi, column[i] as number);
  }
  return [lo, hi];
}

/** The block extremes over the slot columns, for blocks starting at `starts` (plus the final end). */
export function buildBlocks(
  starts: readonly number[],
  columns: {
    ratioLo: Float64Array;
    ratioHi: Float64Array;
    aorFlowLo: Float64Array;
    aorFlowHi: Float64Array;
    aorHeadMin: Float64Array;
    aorHeadMax: Float64Array;
    traits: Uint32Array;
    bepFlow: Float64Array;
    bepEfficiency: Float64Array;
    leadTerm: Float64Array;
    listUsd: Float64Array;
    curveStart: Uint32Array;
    curveEnd: Uint32Array;
    flow: Float64Array;
    efficiency: Float64Array;
    head: Float64Array;
    bepHead: Float64Array;
    stages: Float64Array;
    eyes: Uint8Array;
    nominalRpm: Float64Array;
  },
): Blocks {
  const count = starts.length - 1;
  const blocks: Blocks = {
    start: Uint32Array.from(starts),
    ratioLoMin: new Float64Array(count),
    ratioHiMax: new Float64Array(count),
    aorFlowLoMin: new Float64Array(count),
    aorFlowHiMax: new Float64Array(count),
    aorHeadMinMin: new Float64Array(count),
    aorHeadMaxMax: new Float64Array(count),
    traitsAny: new Uint32Array(count),
    bepFlowMin: new Float64Array(count),
    bepFlowMax: new Float64Array(count),
    bepEfficiencyMax: new Float64Array(count),
    leadTermMax: new Float64Array(count),
    listUsdMin: new Float64Array(count),
    hasUnpriced: new Uint8Array(count),
    efficiencyEnvelope: new Float64Array(count * ENVELOPE_BINS),
    coefficientEnvelope: new Float64Array(count * COEFFICIENT_BINS),
    coefficientMin: new Float64Array(count),
    coefficientMax: new Float64Array(count),
    viscousBMin: new Float64Array(count),
    runAloneLimitMin: new Float64Array(count),
  };
  for (let b = 0; b < count; b += 1) {
    const from = starts[b] as number;
    const to = starts[b + 1] as number;
    blocks.ratioLoMin[b] = extremes(columns.ratioLo, from, to)[0];
    blocks.ratioHiMax[b] = extremes(columns.ratioHi, from, to)[1];
    blocks.aorFlowLoMin[b] = extremes(columns.aorFlowLo, from, to)[0];
    blocks.aorFlowHiMax[b] = extremes(columns.aorFlowHi, from, to)[1];
    blocks.aorHeadMinMin[b] = extremes(columns.aorHeadMin, from, to)[0];
    blocks.aorHeadMaxMax[b] = extremes(columns.aorHeadMax, from, to)[1];
    let any = 0;
    for (let i = from; i < to; i += 1) {
      any |= columns.traits[i] as number;
    }
    blocks.traitsAny[b] = any >>> 0;
    [blocks.bepFlowMin[b], blocks.bepFlowMax[b]] = extremes(columns.bepFlow, from, to);
    blocks.bepEfficiencyMax[b] = extremes(columns.bepEfficiency, from, to)[1];
    blocks.leadTermMax[b] = extremes(columns.leadTerm, from, to)[1];
    let cheapest = Number.POSITIVE_INFINITY;
    let hasUnpriced = 0;
    for (let i = from; i < to; i += 1) {
      const usd = columns.listUsd[i] as number;
      if (Number.isNaN(usd)) {
        hasUnpriced = 1;
      } else {
        cheapest = Math.min(cheapest, usd);
      }
    }
    blocks.listUsdMin[b] = cheapest;
    blocks.hasUnpriced[b] = hasUnpriced;
    let smallestB = Number.POSITIVE_INFINITY;
    for (let i = from; i < to; i += 1) {
      smallestB = Math.min(smallestB, viscousBAt1Cst(columns, i));
    }
    // Lowered by a relative 1e-9 for rounding in the powers (not monotone to the last bit).
    blocks.viscousBMin[b] = smallestB * (1 - 1e-9);
    let limit = Number.POSITIVE_INFINITY;
    for (let i = from; i < to; i += 1) {
      limit = Math.min(limit, runAloneLimit(columns, i));
    }
    blocks.runAloneLimitMin[b] = limit;
    let cMin = Number.POSITIVE_INFINITY;
    let cMax = 0;
    for (let i = from; i < to; i += 1) {
      const c = headCoefficient(columns, i);
      cMin = Math.min(cMin, c);
      cMax = Math.max(cMax, c);
      raiseCoefficientEnvelope(blocks.coefficientEnvelope, b, columns, i);
    }
    blocks.coefficientMin[b] = cMin;
    blocks.coefficientMax[b] = cMax;
    for (let i = from; i < to; i += 1) {
      const bep = columns.bepFlow[i] as number;
      const start = columns.curveStart[i] as number;
      const end = columns.curveEnd[i] as number;
      for (let k = 0; k < ENVELOPE_BINS; k += 1) {
        const xa = (ENVELOPE_FROM + k * ENVELOPE_STEP) * (1 - ENVELOPE_SLACK);
        const xb = (ENVELOPE_FROM + (k + 1) * ENVELOPE_STEP) * (1 + ENVELOPE_SLACK);
        const at = b * ENVELOPE_BINS + k;
        const top = polylineMaxOver(columns.flow, columns.efficiency, start, end, xa * bep, xb * bep);
        blocks.efficiencyEnvelope[at] = Math.max(blocks.efficiencyEnvelope[at] as number, top);
      }
    }
  }
  return blocks;
}

/**
 * Slot i's H(x*)/x*², x* = min(1.3·Q_BEP, last curve flow), on its curve at the nominal size; 0 (no limit) when the curve
 * rises anywhere past 0.4·Q_BEP. One of a parallel set running alone meets the system curve a·q² (a = H/Q_sys²) where
 * y²·H(q/y) = a·q², i.e. H(q')/q'² = a at q' = q/y. On a curve that does not rise past the duty (q' ≥ 0.4·Q_BEP, the
 * allowable region's floor, which evaluatePump checks first) H(q')/q'² falls as q' rises, so that point lies past x* (beyond
 * 130 % of BEP, or off the curve) exactly when a < H(x*)/x*², at every ratio y: evaluatePump's run-alone rule refuses the
 * pump (formulas/parallel.ts). Lowered by a relative 1e-9 for rounding.
 */
function runAloneLimit(
  columns: {
    bepFlow: Float64Array;
    curveStart: Uint32Array;
    curveEnd: Uint32Array;
    flow: Float64Array;
    head: Float64Array;
  },
  i: number,
): number {
  const start = columns.curveStart[i] as number;
  const end = columns.curveEnd[i] as number;
  const bep = columns.bepFlow[i] as number;
  for (let k = start; k < end - 1; k += 1) {
    if (
      (columns.flow[k + 1] as number) > (AOR_MIN_PERCENT / 100) * bep &&
      (columns.head[k + 1] as number) > (columns.head[k] as number)
    ) {
      return 0;
    }
  }
  const x = Math.min((AOR_MAX_PERCENT / 100) * bep, columns.flow[end - 1] as number);
  return (curveAt(columns.flow, columns.head, start, end, x) / (x * x)) * (1 - 1e-9);
}

/** Slot i's HI 9.6.7 B at its BEP (per eye and per stage) and nominal speed, for 1 cSt. */
function viscousBAt1Cst(
  columns: {
    bepFlow: Float64Array;
    bepHead: Float64Array;
    stages: Float64Array;
    eyes: Uint8Array;
    nominalRpm: Float64Array;
  },
  i: number,
): number {
  return viscosityParameterB({
    flowGpm: (columns.bepFlow[i] as number) / (columns.eyes[i] as number),
    headFt: (columns.bepHead[i] as number) / (columns.stages[i] as number),
    speedRpm: columns.nominalRpm[i] as number,
    viscosityCst: 1,
  });
}
