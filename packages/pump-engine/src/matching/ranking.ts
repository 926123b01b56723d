import type { Candidate } from './feasibility.ts';
import { evaluatePump } from './feasibility.ts';
import { Heap, KeyHeap } from './heap.ts';
import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import type { CostBasis, ScoreTerms } from './score.ts';
import {
  bepTerm,
  efficiencyTerm,
  lifeCycleCostTerm,
  lifeCycleCostUsd,
  npshTerm,
  scoreFromTerms,
} from './score.ts';
import {
  blockCostFloorUsd,
  blockPartialScoreBound,
  costScoreBound,
  efficiencyCeiling,
  floorBasis,
  lifeCycleCostFloorUsd,
  partialScoreBound,
} from './score-bound.ts';
import type { PlausibleBlock } from './search.ts';
import { findCandidates, forEachPlausibleBlock, forEachPlausibleSlot } from './search.ts';

/** A solved, scored pump; `candidate.index` is its slot (pumpOfSlot reads the pump whole). */
export interface Ranked {
  readonly candidate: Candidate;
  readonly terms: ScoreTerms;
  readonly score: number;
}

function costOf(data: IndexData, candidate: Candidate, duty: MatchDuty, basis: CostBasis): number {
  const slot = candidate.index;
  const listUsd = data.listUsd[slot] as number;
  return lifeCycleCostUsd({
    pump: {
      listUsd: Number.isNaN(listUsd) ? null : listUsd,
      stages: data.stages[slot] as number,
      poles: data.poles[slot] as number,
    },
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
  const terms: ScoreTerms = {
    efficiency: efficiencyTerm(candidate.efficiency),
    bep: bepTerm(candidate.percentOfBep),
    npsh: npshTerm(duty.npshAvailableFt, candidate.npshRequiredFt),
    lifeCycleCost: lifeCycleCostTerm(cost, cheapest),
    leadTime: data.leadTerm[candidate.index] as number,
  };
  return { candidate, terms, score: scoreFromTerms(terms) };
}

/** Pump ids compared by their place in id order (catalogue-index.ts idOrderOf): <0, 0 or >0 as the ids compare. */
function compareIds(data: IndexData, a: Ranked, b: Ranked): number {
  return (data.idOrder[a.candidate.index] as number) - (data.idOrder[b.candidate.index] as number);
}

/** The ranking order: score, then pump id (never the catalogue order), then the exhaustive search's order. */
function before(data: IndexData, a: Ranked, b: Ranked): boolean {
  if (a.score !== b.score) {
    return a.score > b.score;
  }
  const byId = compareIds(data, a, b);
  if (byId !== 0) {
    return byId < 0;
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
  return ranked.sort((a, b) => b.score - a.score || compareIds(data, a, b));
}

/** A bound as a heap key, largest first; a bound that is not a number is taken as +∞ (never prunes). */
const boundKey = (bound: number) => (Number.isNaN(bound) ? Number.NEGATIVE_INFINITY : -bound);

/**
 * The same sequence as rankExhaustive, produced lazily by branch and bound over the index's blocks (bounds in
 * score-bound.ts). A plausible block (search.ts) waits in the queues under its block bound; only when it comes first is it
 * opened, its slots passing the pre-filter getting their own bounds. Nothing is solved until it leads a queue:
 * 1. T_lcc needs the query's cheapest life-cycle cost exactly: solve pumps in rising order of their cost floor (blocks by
 *    the floor under all their slots) until the next floor is no lower than the cheapest cost found (no unsolved pump
 *    can be cheaper).
 * 2. Then solve pumps in falling order of their score bound (blocks by the bound over all their slots), and hand out the
 *    best solved pump once its score beats every unsolved bound (strictly: bounds carry a slack, so ties between solved
 *    and unsolved pumps cannot occur).
 * A block's bound holds each of its slots', so the order handed out is rankExhaustive's whatever is opened when. Falls
 * back to the exhaustive ranking if a cost is not a number (then no bound is meaningful); scores of valid pumps are finite.
 */
export function* rankPruned(data: IndexData, duty: MatchDuty, basis: CostBasis): Generator<Ranked> {
  const f = floorBasis(duty, basis);
  const blocks: PlausibleBlock[] = [];
  const blockFloors: number[] = [];
  forEachPlausibleBlock(data, duty, (block) => {
    blocks.push(block);
    const floor = blockCostFloorUsd(data, block, f);
    blockFloors.push(Number.isNaN(floor) ? 0 : floor);
  });
  // The cheapest life-cycle cost found so far (phase 1), then the query's cheapest.
  let cheapest = Number.POSITIVE_INFINITY;
  // Opened slots, by position: slot, pre-filter interval, efficiency ceiling, cost floor; then, once solved, infeasible
  // or its candidate and cost. A block's slots take consecutive positions [blockFrom[q], blockTo[q]).
  const slots: number[] = [];
  const los: number[] = [];
  const his: number[] = [];
  const ceilings: number[] = [];
  const floors: number[] = [];
  const solved: ({ candidate: Candidate; cost: number } | null | undefined)[] = [];
  const blockFrom = new Uint32Array(blocks.length);
  const blockTo = new Uint32Array(blocks.length);
  /** Opens block position `q`: each plausible slot gets a position, its efficiency ceiling and its cost floor. */
  const open = (q: number) => {
    blockFrom[q] = slots.length;
    forEachPlausibleSlot(data, duty, blocks[q] as PlausibleBlock, (slot, lo, hi) => {
      slots.push(slot);
      los.push(lo);
      his.push(hi);
      const efficiency = efficiencyCeiling(data, slot, duty, lo, hi);
      ceilings.push(efficiency);
      const floor = lifeCycleCostFloorUsd(data, slot, f, efficiency);
      floors.push(Number.isNaN(floor) ? 0 : floor);
      solved.push(undefined);
    });
    blockTo[q] = slots.length;
  };
  const solve = (p: number) => {
    const result = evaluatePump(data, slots[p] as number, duty);
    solved[p] = result.ok
      ? { candidate: result.candidate, cost: costOf(data, result.candidate, duty, basis) }
      : null;
    return solved[p];
  };

  // Ids in the queues: a slot position p ≥ 0, or a block position q as −1 − q.
  const isOpened = new Uint8Array(blocks.length);
  const byFloor = new KeyHeap();
  blocks.forEach((_, q) => {
    byFloor.push(-1 - q, blockFloors[q] as number);
  });
  while (byFloor.size > 0 && !(byFloor.peekKey() >= cheapest)) {
    const id = byFloor.pop();
    if (id < 0) {
      const q = -1 - id;
      isOpened[q] = 1;
      open(q);
      for (let p = blockFrom[q] as number; p < (blockTo[q] as number); p += 1) {
        // The cheapest found only falls, so a slot whose floor is already no lower would never leave the queue.
        if (!((floors[p] as number) >= cheapest)) {
          byFloor.push(p, floors[p] as number);
        }
      }
    } else {
      const cost = solve(id)?.cost;
      cheapest = cost === undefined ? cheapest : Math.min(cheapest, cost);
    }
  }
  if (Number.isNaN(cheapest)) {
    yield* rankExhaustive(data, duty, basis);
    return;
  }

  const exact = new Heap<Ranked>([], (a, b) => before(data, a, b));
  for (const entry of solved) {
    if (entry) {
      exact.push(scored(data, entry.candidate, entry.cost, cheapest, duty));
    }
  }
  // Every block waits under its block bound, opened in phase 1 or not: its slots' own bounds are taken only when it
  // comes first (most of phase 1's blocks never do).
  const byBound = new KeyHeap();
  blocks.forEach((block, q) => {
    const bound =
      blockPartialScoreBound(data, block, duty) + costScoreBound(cheapest, blockFloors[q] as number);
    byBound.push(-1 - q, boundKey(bound));
  });
  /** Block position q's slots not solved yet, each under its own bound. */
  const pushSlotsByBound = (q: number) => {
    for (let p = blockFrom[q] as number; p < (blockTo[q] as number); p += 1) {
      if (solved[p] === undefined) {
        const slot = slots[p] as number;
        const partial = partialScoreBound(
          data,
          slot,
          duty,
          los[p] as number,
          his[p] as number,
          ceilings[p] as number,
        );
        byBound.push(p, boundKey(partial + costScoreBound(cheapest, floors[p] as number)));
      }
    }
  };
  for (;;) {
    const best = exact.peek();
    if (best !== undefined && (byBound.size === 0 || best.score > -byBound.peekKey())) {
      yield exact.pop() as Ranked;
    } else if (byBound.size > 0) {
      const id = byBound.pop();
      if (id < 0) {
        const q = -1 - id;
        if (isOpened[q] === 0) {
          isOpened[q] = 1;
          open(q);
        }
        pushSlotsByBound(q);
      } else {
        const entry = solve(id);
        if (entry) {
          exact.push(scored(data, entry.candidate, entry.cost, cheapest, duty));
        }
      }
    } else {
      return;
    }
  }
}
