import type { IndexData, IndexGroup } from './catalogue-index.ts';
import { AOR_MAX_FRACTION, AOR_MIN_FRACTION } from './catalogue-index.ts';
import type { Candidate, MatchDuty, Rejection } from './feasibility.ts';
import { evaluatePump, isPlausible } from './feasibility.ts';

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

/** The group's speed scale and its widest reachable affinity ratios y = x·s (see ratioRange). */
function groupRatios(group: IndexGroup, duty: MatchDuty): { s: number; yMin: number; yMax: number } {
  const s = duty.frequencyHz === null ? 1 : duty.frequencyHz / group.frequencyHz;
  return group.isVariableSpeed
    ? { s, yMin: group.ratioMin, yMax: Math.min(group.ratioMax, 1.2 * s) }
    : { s, yMin: group.ratioMin * s, yMax: group.ratioMax * s };
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
    const { yMin, yMax } = groupRatios(group, duty);
    const from = lowerBound(group.bepFlow, duty.flowGpm / (AOR_MAX_FRACTION * yMax));
    const upper = duty.flowGpm / (AOR_MIN_FRACTION * yMin);
    for (let k = from; k < group.order.length && (group.bepFlow[k] as number) <= upper; k += 1) {
      const i = group.order[k] as number;
      if (!isPlausible(data, i, duty)) {
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

// How many pumps nearest the duty (by BEP flow, per group) the no-match diagnosis solves exactly.
const DIAGNOSE_PER_GROUP = 256;

/**
 * For the no-match text: the exact solve on the pumps whose BEP flow is nearest the duty flow (log distance), up to
 * DIAGNOSE_PER_GROUP per group, without the pre-filter, so every failing constraint has a measured miss.
 */
export function diagnoseNearest(data: IndexData, duty: MatchDuty): Rejection[] {
  const rejections: Rejection[] = [];
  for (const group of data.groups) {
    const { s } = groupRatios(group, duty);
    const target = duty.flowGpm / s;
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
