import type { CataloguePump } from '../analysis/catalogue.ts';
import { CONSTRAINT_LABELS, violationText } from '../analysis/constraint-text.ts';
import type { NormalisedDuty } from '../analysis/duty.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import { CONSTRAINT_IDS, isSupplyServed } from '../analysis/selection-rules.ts';
import { AOR_MAX_PERCENT } from '../formulas/bep.ts';
import type { Candidate } from './feasibility.ts';
import { evaluatePump, packedRunAlone } from './feasibility.ts';
import type { IndexData } from './index-data.ts';
import { kthSmallest } from './kth-smallest.ts';
import type { MatchDuty } from './match-duty.ts';
import { relaxedRules } from './match-rules.ts';
import { npshMarginRule, npshNeededFt } from './npsh-margin.ts';
import type { Ranked } from './ranking.ts';
import { rankCandidates } from './ranking.ts';
import type { CostBasis } from './score.ts';
import { forEachPlausible } from './search.ts';
import type { ConstraintRemoval } from './types.ts';

/** A pump that meets the flow and head with every selection constraint relaxed, and the constraints it breaks. */
export interface RelaxedCandidate {
  readonly candidate: Candidate;
  readonly broken: ConstraintId[];
}

/**
 * The constraints a hydraulically feasible pump breaks: its attributes (the index's bits, as the search reads them) and
 * those only the solve can tell — a speed above a requested one, a motor above the single-phase limit, an NPSH3 too
 * high for any suction lift, and one pump of a parallel set running out alone.
 */
export function candidateViolations(data: IndexData, candidate: Candidate, duty: MatchDuty): ConstraintId[] {
  const i = candidate.index;
  const rules = duty.rules;
  // One bit per constraint, by its position in CONSTRAINT_IDS (which fixes the reported order).
  let broken = 0;
  const add = (id: ConstraintId) => {
    broken |= 1 << CONSTRAINT_IDS.indexOf(id);
  };
  // The attribute rules, read from the index's bits (match-rules.ts; a property test holds them to pumpViolations).
  const traits = data.traits[i] as number;
  for (const rule of rules.traits) {
    if ((traits & rule.mask) === 0) {
      add(rule.constraint);
    }
  }
  const isVfd = data.isVariableSpeed[i] === 1;
  const served = isSupplyServed(
    { frequencyHz: data.frequencyHz[i] as number, isVariableSpeed: isVfd },
    { frequencyHz: rules.frequencyHz, variableSpeed: rules.siteDrive },
  );
  if (!served) {
    add('supply_frequency');
  }
  if (rules.siteDrive === false && isVfd) {
    add('variable_speed');
  }
  if (rules.speedCeilingRpm !== null) {
    const running = (isVfd ? candidate.ratio : 1) * (data.nominalRpm[i] as number);
    if (running > rules.speedCeilingRpm) {
      add('speed');
    }
  }
  if (rules.maxMotorHp !== null && candidate.motorHp > rules.maxMotorHp) {
    add('supply_phase');
  }
  if (rules.liftNpshCeilingFt !== null) {
    const rule = npshMarginRule({
      service: duty.service,
      temperatureF: duty.temperatureF,
      suctionSpecificSpeed: data.suctionSpecificSpeed[i] as number,
    });
    if (npshNeededFt(rule, candidate.npshRequiredFt) > rules.liftNpshCeilingFt) {
      add('suction_lift');
    }
  }
  if (rules.runningPumps > 1) {
    const alone = packedRunAlone(data, i, duty, candidate.ratio);
    const isNpshShort = duty.npshAvailableFt !== null && duty.npshAvailableFt < alone.npshRequiredFt;
    if (!alone.isOnCurve || alone.percentOfBep > AOR_MAX_PERCENT || isNpshShort) {
      add('redundancy');
    }
  }
  return broken === 0 ? [] : CONSTRAINT_IDS.filter((_, bit) => (broken & (1 << bit)) !== 0);
}

/**
 * How many of the pre-filter's pumps the relaxed search solves when some of them meet the flow and head: the nearest to
 * the duty, and the answer says so ("Of the 256 pumps nearest the duty …"). Counting every pump near a duty took the
 * slowest 1 % of constrained queries on the 20,000-pump catalogue to 1.4 ms (decision 0011 has the figures).
 */
export const RELAXED_SEARCH_BUDGET = 256;

/** The relaxed search: the pumps that meet the flow and head, how many were examined, and of how many the pre-filter let through. */
export interface RelaxedSearch {
  readonly candidates: RelaxedCandidate[];
  readonly examined: number;
  readonly plausible: number;
}

/**
 * Every pump that meets the duty with the constraints relaxed (hydraulics, NPSH margin, a motor of at most 500 hp),
 * each with the constraints it breaks: the pre-filter's pumps (block-pruned, search.ts) solved exactly, as the search —
 * the RELAXED_SEARCH_BUDGET of them nearest the duty by BEP flow (log distance) when there are more, and all of them
 * when none of the nearest meets the flow and head (else a duty some pump meets would be told that none does).
 */
export function relaxedCandidates(data: IndexData, duty: MatchDuty): RelaxedSearch {
  const relaxed: MatchDuty = { ...duty, rules: relaxedRules(duty.rules) };
  const slots: number[] = [];
  forEachPlausible(data, relaxed, (slot) => {
    slots.push(slot);
  });
  const solveAll = (chosen: readonly number[]): RelaxedCandidate[] => {
    const candidates: RelaxedCandidate[] = [];
    for (const slot of chosen) {
      const result = evaluatePump(data, slot, relaxed);
      if (result.ok) {
        candidates.push({
          candidate: result.candidate,
          broken: candidateViolations(data, result.candidate, duty),
        });
      }
    }
    return candidates;
  };
  if (slots.length <= RELAXED_SEARCH_BUDGET) {
    return { candidates: solveAll(slots), examined: slots.length, plausible: slots.length };
  }
  const chosen = nearest(data, slots, duty.flowGpm);
  const candidates = solveAll(chosen);
  if (candidates.length > 0) {
    return { candidates, examined: chosen.length, plausible: slots.length };
  }
  // None of the nearest met the flow and head: the rest, in order, give the same list as solving every slot.
  const solved = new Set(chosen);
  const rest = solveAll(slots.filter((slot) => !solved.has(slot)));
  return { candidates: rest, examined: slots.length, plausible: slots.length };
}

/**
 * The RELAXED_SEARCH_BUDGET slots whose BEP flow is nearest `flowGpm` (log distance): the first of them, in the order
 * slab, BEP head, exhaustive-search order, whose distance is within the budget's — the index's earlier slot order, kept
 * so that the tiling inside a slab (index-blocks.ts) never changes which pumps are counted.
 */
function nearest(data: IndexData, slots: readonly number[], flowGpm: number): number[] {
  // A plain loop: Float64Array.from with a mapping function and a full sort took 0.17 ms on 2,000 slots.
  const distance = new Float64Array(slots.length);
  for (let k = 0; k < slots.length; k += 1) {
    distance[k] = Math.abs(Math.log((data.bepFlow[slots[k] as number] as number) / flowGpm));
  }
  const limit = kthSmallest(distance.slice(), RELAXED_SEARCH_BUDGET - 1);
  const within = slots.filter((_, k) => (distance[k] as number) <= limit);
  if (within.length <= RELAXED_SEARCH_BUDGET) {
    // No tie at the limit to break: the order does not matter.
    return within;
  }
  const slabStarts = data.groups
    .flatMap((group) => group.slabs.map((slab) => data.blocks.start[slab.blockFrom] as number))
    .sort((a, b) => a - b);
  const slabOf = (slot: number) => {
    let lo = 0;
    let hi = slabStarts.length;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if ((slabStarts[mid] as number) <= slot) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return lo;
  };
  return within
    .map((slot) => ({ slot, slab: slabOf(slot) }))
    .sort(
      (a, b) =>
        a.slab - b.slab ||
        (data.bepHead[a.slot] as number) - (data.bepHead[b.slot] as number) ||
        (data.rank[a.slot] as number) - (data.rank[b.slot] as number),
    )
    .slice(0, RELAXED_SEARCH_BUDGET)
    .map((entry) => entry.slot);
}

/**
 * The alternatives in the order they are offered: those breaking the fewest constraints, ranked among themselves by
 * the documented score (rankExhaustive's order, life-cycle costs compared within that group).
 */
export function alternativesInOrder(
  data: IndexData,
  duty: MatchDuty,
  basis: CostBasis,
  candidates: readonly RelaxedCandidate[],
): Ranked[] {
  const breaking = candidates.filter((entry) => entry.broken.length > 0);
  const fewest = Math.min(...breaking.map((entry) => entry.broken.length));
  const group = breaking.filter((entry) => entry.broken.length === fewest).map((entry) => entry.candidate);
  return rankCandidates(data, { ...duty, rules: relaxedRules(duty.rules) }, basis, group);
}

/** Per constraint: how many relaxed candidates it removes, and how many it alone removes. */
export function constraintRemovals(candidates: readonly RelaxedCandidate[]): ConstraintRemoval[] {
  // One pass over the candidates (a duty without a match may have thousands).
  const removed = new Map<ConstraintId, number>();
  const removedAlone = new Map<ConstraintId, number>();
  for (const { broken } of candidates) {
    for (const constraint of broken) {
      removed.set(constraint, (removed.get(constraint) ?? 0) + 1);
    }
    const only = broken.length === 1 ? broken[0] : undefined;
    if (only !== undefined) {
      removedAlone.set(only, (removedAlone.get(only) ?? 0) + 1);
    }
  }
  return CONSTRAINT_IDS.map((constraint) => ({
    constraint,
    label: CONSTRAINT_LABELS[constraint],
    removed: removed.get(constraint) ?? 0,
    removed_alone: removedAlone.get(constraint) ?? 0,
  }))
    .filter((removal) => removal.removed > 0)
    .sort(
      (a, b) =>
        b.removed - a.removed || CONSTRAINT_IDS.indexOf(a.constraint) - CONSTRAINT_IDS.indexOf(b.constraint),
    );
}

/** What each broken constraint means for this pump, for the alternative's label and reasoning. */
export function relaxesOf(
  pump: CataloguePump,
  broken: readonly ConstraintId[],
  normalised: NormalisedDuty,
): { constraint: ConstraintId; label: string; reason: string }[] {
  return broken.map((constraint) => ({
    constraint,
    label: CONSTRAINT_LABELS[constraint],
    reason: violationText(constraint, pump, normalised),
  }));
}
