import { AOR_MAX_FRACTION, AOR_MIN_FRACTION } from './catalogue-index.ts';
import type { Candidate } from './feasibility.ts';
import { evaluatePump } from './feasibility.ts';
import type { IndexData, IndexGroup } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { groupServes, traitsPass } from './match-rules.ts';
import {
  isAdmitted,
  isPlausible,
  PLAUSIBLE_SLACK,
  plausibleHigh,
  plausibleLow,
  ratioCeiling,
  speedCap,
} from './prefilter.ts';
import type { Rejection } from './rejection.ts';

/** First position in the sorted keys with key ≥ value. */
function lowerBound(keys: Float64Array, value: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as number) < value) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}

/** The group's widest reachable affinity ratios y (prefilter.ts ratioRange, without a pump's own speed cap). */
function groupRatios(group: IndexGroup): { yMin: number; yMax: number } {
  return {
    yMin: group.ratioMin,
    yMax: ratioCeiling(group.isVariableSpeed, group.ratioMax, Number.POSITIVE_INFINITY),
  };
}

/**
 * Every feasible pump: per group, binary-search the BEP-flow window that can put the duty at 40–130 % of BEP
 * (Q/(1.3·y_max) ≤ Q_BEP ≤ Q/(0.4·y_min)), apply the cheap head bounds, then the exact solve. Rejections of pumps that
 * reached the exact solve are kept for the no-match text.
 */
export function findCandidates(
  data: IndexData,
  duty: MatchDuty,
): { candidates: Candidate[]; rejections: Rejection[] } {
  const candidates: Candidate[] = [];
  const rejections: Rejection[] = [];
  for (const group of data.groups) {
    if (!groupServes(group, duty.rules)) {
      continue;
    }
    const { yMin, yMax } = groupRatios(group);
    const from = lowerBound(group.bepFlow, duty.flowGpm / (AOR_MAX_FRACTION * yMax));
    const upper = duty.flowGpm / (AOR_MIN_FRACTION * yMin);
    for (let k = from; k < group.order.length && (group.bepFlow[k] as number) <= upper; k += 1) {
      const i = group.order[k] as number;
      if (!isAdmitted(data, i, duty.rules) || !isPlausible(data, i, duty)) {
        continue;
      }
      const result = evaluatePump(data, i, duty);
      if (result.ok) {
        candidates.push(result.candidate);
      } else {
        rejections.push(result.rejection);
      }
    }
  }
  return { candidates, rejections };
}

/**
 * Block b's pre-filter interval [lo, hi] of y from the block's extremes (monotone, so it holds every slot's interval), or
 * null when the block cannot hold a pump passing the pre-filter: the attribute rules on the OR of the block's words too.
 */
function blockRatios(data: IndexData, b: number, duty: MatchDuty, isVfd: boolean): [number, number] | null {
  const blocks = data.blocks;
  if (duty.rules.traits.length > 0 && !traitsPass(blocks.traitsAny[b] as number, duty.rules)) {
    return null;
  }
  // One of a parallel set that every pump of the block runs out of its allowable region alone (index-blocks.ts).
  if (duty.rules.runningPumps > 1 && (blocks.runAloneLimitMin[b] as number) > runAloneCoefficient(duty)) {
    return null;
  }
  const lo = Math.max(
    blocks.ratioLoMin[b] as number,
    duty.flowGpm / (blocks.aorFlowHiMax[b] as number),
    Math.sqrt(duty.headFt / (blocks.aorHeadMaxMax[b] as number)),
  );
  const hi = Math.min(
    ratioCeiling(isVfd, blocks.ratioHiMax[b] as number, Number.POSITIVE_INFINITY),
    duty.flowGpm / (blocks.aorFlowLoMin[b] as number),
    Math.sqrt(duty.headFt / (blocks.aorHeadMinMin[b] as number)),
  );
  return lo <= hi * PLAUSIBLE_SLACK ? [lo, hi] : null;
}

/** The all-friction system curve's H/Q_sys² of a parallel duty (formulas/parallel.ts), ft/gpm². */
function runAloneCoefficient(duty: MatchDuty): number {
  const systemFlow = duty.flowGpm * duty.rules.runningPumps;
  return duty.headFt / (systemFlow * systemFlow);
}

/** A block that may hold a pump passing the pre-filter: its group's BEP-flow window and the block's interval of y. */
export interface PlausibleBlock {
  readonly block: number;
  readonly isVfd: boolean;
  /** The group's BEP-flow window, gpm: Q/(1.3·y_max) ≤ Q_BEP ≤ Q/(0.4·y_min). */
  readonly from: number;
  readonly upper: number;
  /** The block's pre-filter interval of y: it contains every one of its slots' intervals. */
  readonly lo: number;
  readonly hi: number;
}

/** The blocks findCandidates' pumps lie in, slab by slab, skipping those that cannot hold one. */
export function forEachPlausibleBlock(
  data: IndexData,
  duty: MatchDuty,
  visit: (block: PlausibleBlock) => void,
): void {
  for (const group of data.groups) {
    if (!groupServes(group, duty.rules)) {
      continue;
    }
    const { yMin, yMax } = groupRatios(group);
    const from = duty.flowGpm / (AOR_MAX_FRACTION * yMax);
    const upper = duty.flowGpm / (AOR_MIN_FRACTION * yMin);
    const isVfd = group.isVariableSpeed;
    for (const slab of group.slabs) {
      if (slab.bepMax < from || slab.bepMin > upper) {
        continue;
      }
      for (let b = slab.blockFrom; b < slab.blockTo; b += 1) {
        const ratios = blockRatios(data, b, duty, isVfd);
        if (ratios !== null) {
          visit({ block: b, isVfd, from, upper, lo: ratios[0], hi: ratios[1] });
        }
      }
    }
  }
}

/** The slots of a plausible block that findCandidates would solve; `visit` gets each with its pre-filter interval of y. */
export function forEachPlausibleSlot(
  data: IndexData,
  duty: MatchDuty,
  block: PlausibleBlock,
  visit: (slot: number, lo: number, hi: number) => void,
): void {
  const { from, upper, isVfd } = block;
  // Without slot rules (no attribute rule, no requested speed) a slot's own checks are skipped.
  const hasSlotRules = duty.rules.traits.length > 0 || duty.rules.speedCeilingRpm !== null;
  const end = data.blocks.start[block.block + 1] as number;
  for (let i = data.blocks.start[block.block] as number; i < end; i += 1) {
    const bep = data.bepFlow[i] as number;
    if (bep < from || bep > upper || (hasSlotRules && !isAdmitted(data, i, duty.rules))) {
      continue;
    }
    const cap =
      duty.rules.speedCeilingRpm === null ? Number.POSITIVE_INFINITY : speedCap(data, i, duty.rules);
    const lo = plausibleLow(data, i, duty, data.ratioLo[i] as number);
    const hi = plausibleHigh(data, i, duty, ratioCeiling(isVfd, data.ratioHi[i] as number, cap));
    if (lo <= hi * PLAUSIBLE_SLACK) {
      visit(i, lo, hi);
    }
  }
}

/**
 * The pumps findCandidates would solve (inside its BEP-flow window and passing isPlausible), found slab by slab and block
 * by block, skipping what cannot hold one; `visit` gets each slot with its pre-filter interval [lo, hi] of y.
 */
export function forEachPlausible(
  data: IndexData,
  duty: MatchDuty,
  visit: (slot: number, lo: number, hi: number) => void,
): void {
  forEachPlausibleBlock(data, duty, (block) => forEachPlausibleSlot(data, duty, block, visit));
}

// How many pumps nearest the duty (by BEP flow, per group) the no-match diagnosis solves exactly.
const DIAGNOSE_PER_GROUP = 256;

/**
 * For the no-match text: the exact solve on the pumps whose BEP flow is nearest the duty flow (log distance), up to
 * DIAGNOSE_PER_GROUP per group, without the pre-filter, so every failing constraint has a measured miss.
 */
export function diagnoseNearest(data: IndexData, duty: MatchDuty): Rejection[] {
  const rejections: Rejection[] = [];
  for (const group of data.groups) {
    const target = duty.flowGpm;
    let right = lowerBound(group.bepFlow, target);
    let left = right - 1;
    for (let taken = 0; taken < DIAGNOSE_PER_GROUP && (left >= 0 || right < group.order.length); taken += 1) {
      const leftGap = left >= 0 ? Math.abs(Math.log(target / (group.bepFlow[left] as number))) : Infinity;
      const rightGap =
        right < group.order.length ? Math.abs(Math.log((group.bepFlow[right] as number) / target)) : Infinity;
      const k = leftGap <= rightGap ? left-- : right++;
      const result = evaluatePump(data, group.order[k] as number, duty);
      if (!result.ok) {
        rejections.push(result.rejection);
      }
    }
  }
  return rejections;
}
