// The index's shape, apart from the code that builds it (catalogue-index.ts, index-blocks.ts) and the code that reads
// it (curve-placement.ts, prefilter.ts, search.ts), so that readers import the shape and no builder imports a reader back.
import type { CataloguePump } from '../analysis/catalogue.ts';
import type { PackedPumps, PumpSource } from './packed-pumps.ts';

/** A catalogue prepared for matching: compact typed arrays; opaque to callers. */
export interface CatalogueIndex {
  readonly size: number;
}

/**
 * Pumps sharing a rated frequency and a control mode (trim or VFD). Their slots are [start, end), tiled (index-blocks.ts);
 * `order` lists the same slots in BEP-flow order (ties: pump id), the order the exhaustive search and the diagnosis walk.
 */
export interface IndexGroup {
  readonly frequencyHz: 50 | 60;
  readonly isVariableSpeed: boolean;
  readonly start: number;
  readonly end: number;
  /** Slots in BEP-flow order. */
  readonly order: Uint32Array;
  /** BEP flow at max diameter and nominal speed, gpm, in the same order. */
  readonly bepFlow: Float64Array;
  /** Smallest and largest affinity ratio (vs nominal speed, max diameter) any pump of the group can run at. */
  readonly ratioMin: number;
  readonly ratioMax: number;
  readonly slabs: readonly Slab[];
}

/**
 * The index proper: one slot per pump in the struct-of-arrays columns (slot order: group by group, tiled, so a query
 * reads neighbouring memory). The pumps and their curves stay packed in `source`, in the catalogue's order.
 */
export interface IndexData extends CatalogueIndex {
  /** The catalogue the index was built from; slot i holds its pump `sourceOf[i]` (pumpOfSlot). */
  readonly source: PackedPumps;
  readonly sourceOf: Uint32Array;
  /** Position of the slot's pump id among the catalogue's ids in code-unit order (equal ids, equal numbers). */
  readonly idOrder: Uint32Array;
  readonly groups: readonly IndexGroup[];
  readonly blocks: Blocks;
  /** Position of the slot's pump in the exhaustive search's order (groups in fixed order, then BEP flow, then id). */
  readonly rank: Uint32Array;
  /**
   * Curve points of slot i are [curveStart[i], curveEnd[i]) of the packed pumps' curve columns (packed-pumps.ts
   * PackedCurves), which the index reads where they are: flow gpm, head ft, efficiency (filled from the power where
   * only that is published), NPSH3 ft (NaN where not published).
   */
  readonly curveStart: Uint32Array;
  readonly curveEnd: Uint32Array;
  readonly flow: Float64Array;
  readonly head: Float64Array;
  readonly efficiency: Float64Array;
  readonly npsh: Float64Array;
  /** 1 when the slot's curve publishes NPSH3 at every point; 0: it is estimated (Nss 8500). */
  readonly hasNpsh: Uint8Array;
  readonly bepFlow: Float64Array;
  readonly bepHead: Float64Array;
  readonly bepEfficiency: Float64Array;
  /** The allowable span of the max-diameter curve: 0.4·BEP flow and min(1.3·BEP flow, last curve flow), gpm. */
  readonly aorFlowLo: Float64Array;
  readonly aorFlowHi: Float64Array;
  /** Min and max head of the max-diameter curve over that span (pre-filter bounds). */
  readonly aorHeadMin: Float64Array;
  readonly aorHeadMax: Float64Array;
  readonly nominalRpm: Float64Array;
  /** Trim: D_min/D_max and 1; VFD: min and max speed over the nominal speed. */
  readonly ratioLo: Float64Array;
  readonly ratioHi: Float64Array;
  /** Minimum continuous stable flow at max diameter and nominal speed, gpm (NaN: not published). */
  readonly minStableFlow: Float64Array;
  /** Suction specific speed at BEP per eye (US), for the ANSI/HI 9.6.1 margin class; 8500 when NPSH3 is not published. */
  readonly suctionSpecificSpeed: Float64Array;
  /** Cost facts for the life-cycle-cost floor (score-bound.ts): USD list price (NaN: none), poles, stages, inline. */
  readonly listUsd: Float64Array;
  readonly poles: Uint8Array;
  readonly stages: Float64Array;
  readonly isInline: Uint8Array;
  /** The score's lead-time term, which depends on the pump alone. */
  readonly leadTerm: Float64Array;
  readonly frequencyHz: Uint8Array;
  readonly isVariableSpeed: Uint8Array;
  readonly eyes: Uint8Array;
  /** The pump's selection attributes, one-hot bit fields (match-rules.ts pumpTraits). */
  readonly traits: Uint32Array;
  /** Largest shaft power on the max-diameter curve at nominal speed, on water, hp (motor sizing's run-out check). */
  readonly maxPowerHp: Float64Array;
  /** Bytes held by the index's own typed arrays (not the packed pumps' curve columns it reads). */
  readonly typedBytes: number;
}

/** The pump in slot `slot`, whole (a packed source rebuilds it: read it for the few pumps that need all of it). */
export function pumpOfSlot(data: IndexData, slot: number): CataloguePump {
  return data.source.pumpAt(data.sourceOf[slot] as number);
}

/** The index's pumps in slot order, as a source. */
export function slotSource(data: IndexData): PumpSource {
  return {
    count: data.size,
    pumpAt: (slot) => pumpOfSlot(data, slot),
    idAt: (slot) => data.source.idAt(data.sourceOf[slot] as number),
  };
}

/** The per-block extremes, one slot per block; blocks of pump slots [start[b], start[b+1]). */
export interface Blocks {
  readonly start: Uint32Array;
  readonly ratioLoMin: Float64Array;
  readonly ratioHiMax: Float64Array;
  /** Smallest 0.4·BEP flow and largest min(1.3·BEP flow, last curve flow), gpm. */
  readonly aorFlowLoMin: Float64Array;
  readonly aorFlowHiMax: Float64Array;
  readonly aorHeadMinMin: Float64Array;
  readonly aorHeadMaxMax: Float64Array;
  /** OR of the block's attribute words: a rule no pump of the block passes fails on it too (match-rules.ts). */
  readonly traitsAny: Uint32Array;
  /** For the ranking's block bounds (score-bound.ts): BEP flow range, best BEP efficiency, best lead-time term. */
  readonly bepFlowMin: Float64Array;
  readonly bepFlowMax: Float64Array;
  readonly bepEfficiencyMax: Float64Array;
  readonly leadTermMax: Float64Array;
  /** Cheapest USD list price in the block (+∞ when none is priced), and 1 when some pump of it has no USD price. */
  readonly listUsdMin: Float64Array;
  readonly hasUnpriced: Uint8Array;
  /**
   * Per block, ENVELOPE_BINS values: bin k holds the highest efficiency any pump of the block has on its max-diameter
   * curve at flows x·Q_BEP, x in bin k of [0.4, 1.3] (the allowable region, where every feasible duty point lies).
   */
  readonly efficiencyEnvelope: Float64Array;
  /**
   * Per block, COEFFICIENT_BINS values: the highest efficiency any pump of the block has in its allowable region where
   * its head coefficient s = H(q)/q²·Q_BEP²/H_BEP falls in bin k (head-coefficient-envelope.ts), and the block's range
   * of c = Q_BEP²/H_BEP, gpm²/ft: a duty's s on a pump is (H/Q²)·c.
   */
  readonly coefficientEnvelope: Float64Array;
  readonly coefficientMin: Float64Array;
  readonly coefficientMax: Float64Array;
  /**
   * The smallest HI 9.6.7 B of the block's pumps at their BEP and nominal size for a 1 cSt liquid (B grows as ν^0.5), so
   * a viscous duty's C_η has a ceiling per block (score-bound.ts).
   */
  readonly viscousBMin: Float64Array;
  /**
   * The smallest of the block's run-alone limits (runAloneLimit): a parallel duty whose system curve H·(q/Q_sys)² has
   * H/Q_sys² below it would run every pump of the block out of its allowable region alone (search.ts blockRatios).
   */
  readonly runAloneLimitMin: Float64Array;
}

/** One slab: its BEP-flow range and its blocks [blockFrom, blockTo). */
export interface Slab {
  readonly bepMin: number;
  readonly bepMax: number;
  readonly blockFrom: number;
  readonly blockTo: number;
}
