import type { CataloguePump } from '../analysis/catalogue.ts';
import type { IndexData } from './catalogue-index.ts';
import type { Candidate, MatchDuty } from './feasibility.ts';
import { evaluatePump } from './feasibility.ts';
import { Heap } from './heap.ts';
import type { CostBasis, ScoreTerms } from './score.ts';
import {
  bepTerm,
  efficiencyTerm,
  leadTimeTerm,
  lifeCycleCostTerm,
  lifeCycleCostUsd,
  npshTerm,
  scoreFromTerms,
} from './score.ts';
import { costScoreBound, floorBasis, lifeCycleCostFloorUsd, partialScoreBound } from './score-bound.ts';
import { findCandidates, forEachPlausible } from './search.ts';

export interface Ranked {
  readonly candidate: Candidate;
  readonly pump: CataloguePump;
  readonly terms: ScoreTerms;
  readonly score: number;
}

function costOf(data: IndexData, candidate: Candidate, duty: MatchDuty, basis: CostBasis): number {
  return lifeCycleCostUsd({
    pump: data.pumps[candidate.index] as CataloguePump,
    flowGpm: duty.flowGpm,
    headFt: duty.headFt,
    brakeHp: candidate.brakeHp,
    motorHp: candidate.motorHp,
    basis,
  });
}

function scored(
  data: IndexData,
  candidate: Candidate,
  cost: number,
  cheapest: number,
  duty: MatchDuty,
): Ranked {
  const pump = data.pumps[candidate.index] as CataloguePump;
  const terms: ScoreTerms = {
    efficiency: efficiencyTerm(candidate.efficiency),
    bep: bepTerm(candidate.percentOfBep),
    npsh: npshTerm(duty.npshAvailableFt, candidate.npshRequiredFt),
    lifeCycleCost: lifeCycleCostTerm(cost, cheapest),
    leadTime: leadTimeTerm(pump.leadTimeWeeks),
  };
  return { candidate, pump, terms, score: scoreFromTerms(terms) };
}

/** The ranking order: score, then pump id (never the catalogue order), then the exhaustive search's order. */
function before(data: IndexData, a: Ranked, b: Ranked): boolean {
  if (a.score !== b.score) {
    return a.score > b.score;
  }
  if (a.pump.id !== b.pump.id) {
    return a.pump.id < b.pump.id;
  }
  return (data.rank[a.candidate.index] as number) < (data.rank[b.candidate.index] as number);
}

/** Every feasible pump solved and scored, sorted (the reference the pruned ranking must reproduce). */
export function rankExhaustive(data: IndexData, duty: MatchDuty, basis: CostBasis): Ranked[] {
  return rankCandidates(data, duty, basis, findCandidates(data, duty).candidates);
}

/** Candidates scored against the cheapest life-cycle cost among them, in the ranking order. */
export function rankCandidates(
  data: IndexData,
  duty: MatchDuty,
  basis: CostBasis,
  candidates: readonly Candidate[],
): Ranked[] {
  const costs = candidates.map((candidate) => costOf(data, candidate, duty, basis));
  const cheapest = costs.reduce((min, cost) => Math.min(min, cost), Number.POSITIVE_INFINITY);
  const ranked = candidates.map((candidate, k) =>
    scored(data, candidate, costs[k] as number, cheapest, duty),
  );
  // Deterministic: score, then pump id (a stable sort keeps the search order for equal ids).
  return ranked.sort(
    (a, b) => b.score - a.score || (a.pump.id < b.pump.id ? -1 : a.pump.id > b.pump.id ? 1 : 0),
  );
}

/**
 * The same sequence as rankExhaustive, produced lazily by branch and bound (bounds in score-bound.ts):
 * 1. Every pump passing the pre-filter gets a bound from the index; nothing is solved yet.
 * 2. T_lcc needs the query's cheapest life-cycle cost exactly: solve pumps in rising order of their cost floor until the
 *    next floor is no lower than the cheapest cost found (no unsolved pump can be cheaper).
 * 3. Then solve pumps in falling order of their score bound, and hand out the best solved pump once its score beats
 *    every unsolved bound (strictly: bounds carry a slack, so ties between solved and unsolved pumps cannot occur).
 * Falls back to the exhaustive ranking if a cost is not a number (then no bound is meaningful); scores of valid pumps are
 * finite.
 */
export function* rankPruned(data: IndexData, duty: MatchDuty, basis: CostBasis): Generator<Ranked> {
  const slots: number[] = [];
  const partial: number[] = [];
  const floors: number[] = [];
  const f = floorBasis(duty, basis);
  forEachPlausible(data, duty, (slot, lo, hi) => {
    slots.push(slot);
    partial.push(partialScoreBound(data, slot, duty, lo, hi));
    const floor = lifeCycleCostFloorUsd(data, slot, f);
    floors.push(Number.isNaN(floor) ? 0 : floor);
  });
  // Per pump (by position in `slots`): undefined unsolved, null infeasible, else its candidate and cost.
  const solved: ({ candidate: Candidate; cost: number } | null | undefined)[] = new Array(slots.length).fill(
    undefined,
  );
  const solve = (p: number) => {
    const result = evaluatePump(data, slots[p] as number, duty);
    solved[p] = result.ok
      ? { candidate: result.candidate, cost: costOf(data, result.candidate, duty, basis) }
      : null;
    return solved[p];
  };

  let cheapest = Number.POSITIVE_INFINITY;
  const byFloor = new Heap(
    slots.map((_, p) => p),
    (a, b) => (floors[a] as number) < (floors[b] as number),
  );
  while (byFloor.size > 0 && !((floors[byFloor.peek() as number] as number) >= cheapest)) {
    const cost = solve(byFloor.pop() as number)?.cost;
    cheapest = cost === undefined ? cheapest : Math.min(cheapest, cost);
  }
  if (Number.isNaN(cheapest)) {
    yield* rankExhaustive(data, duty, basis);
    return;
  }

  const exact = new Heap<Ranked>([], (a, b) => before(data, a, b));
  const bounds: number[] = partial.map((value, p) => value + costScoreBound(cheapest, floors[p] as number));
  const unsolved: number[] = [];
  solved.forEach((entry, p) => {
    if (entry) {
      exact.push(scored(data, entry.candidate, entry.cost, cheapest, duty));
    } else if (entry === undefined) {
      unsolved.push(p);
    }
  });
  const byBound = new Heap(unsolved, (a, b) => (bounds[a] as number) > (bounds[b] as number));
  for (;;) {
    const best = exact.peek();
    const next = byBound.peek();
    if (best !== undefined && (next === undefined || best.score > (bounds[next] as number))) {
      yield exact.pop() as Ranked;
    } else if (next !== undefined) {
      const entry = solve(byBound.pop() as number);
      if (entry) {
        exact.push(scored(data, entry.candidate, entry.cost, cheapest, duty));
      }
    } else {
      return;
    }
  }
}
