import type { CataloguePump } from '../analysis/catalogue.ts';
import { CONSTRAINT_LABELS, violationText } from '../analysis/constraint-text.ts';
import type { NormalisedDuty } from '../analysis/duty.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import { CONSTRAINT_IDS, pumpViolations } from '../analysis/selection-rules.ts';
import { AOR_MAX_PERCENT } from '../formulas/bep.ts';
import type { IndexData } from './catalogue-index.ts';
import type { Candidate, MatchDuty } from './feasibility.ts';
import { evaluatePump, packedRunAlone } from './feasibility.ts';
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
 * The constraints a hydraulically feasible pump breaks: its attributes (selection-rules.ts pumpViolations) and those
 * only the solve can tell — a VFD pump needing more than a requested speed, a motor above the single-phase limit, an
 * NPSH3 too high for any suction lift, and one pump of a parallel set running out alone.
 */
export function candidateViolations(
  data: IndexData,
  candidate: Candidate,
  duty: MatchDuty,
  normalised: NormalisedDuty,
): ConstraintId[] {
  const i = candidate.index;
  const pump = data.pumps[i] as CataloguePump;
  const broken = new Set(pumpViolations(pump, normalised));
  const rules = duty.rules;
  if (rules.speedCeilingRpm !== null && data.isVariableSpeed[i] === 1) {
    if (candidate.ratio * (data.nominalRpm[i] as number) > rules.speedCeilingRpm) {
      broken.add('speed');
    }
  }
  if (rules.maxMotorHp !== null && candidate.motorHp > rules.maxMotorHp) {
    broken.add('supply_phase');
  }
  if (rules.liftNpshCeilingFt !== null) {
    const rule = npshMarginRule({
      service: duty.service,
      temperatureF: duty.temperatureF,
      suctionSpecificSpeed: data.suctionSpecificSpeed[i] as number,
    });
    if (npshNeededFt(rule, candidate.npshRequiredFt) > rules.liftNpshCeilingFt) {
      broken.add('suction_lift');
    }
  }
  if (rules.runningPumps > 1) {
    const alone = packedRunAlone(data, i, duty, candidate.ratio);
    const isNpshShort = duty.npshAvailableFt !== null && duty.npshAvailableFt < alone.npshRequiredFt;
    if (!alone.isOnCurve || alone.percentOfBep > AOR_MAX_PERCENT || isNpshShort) {
      broken.add('redundancy');
    }
  }
  return CONSTRAINT_IDS.filter((id) => broken.has(id));
}

/**
 * Every pump that meets the duty with the constraints relaxed (hydraulics, NPSH margin, a motor of at most 500 hp),
 * each with the constraints it breaks: the pre-filter's pumps (block-pruned, search.ts) solved exactly, as the search.
 */
export function relaxedCandidates(
  data: IndexData,
  duty: MatchDuty,
  normalised: NormalisedDuty,
): RelaxedCandidate[] {
  const relaxed: MatchDuty = { ...duty, rules: relaxedRules(duty.rules) };
  const found: RelaxedCandidate[] = [];
  forEachPlausible(data, relaxed, (slot) => {
    const result = evaluatePump(data, slot, relaxed);
    if (result.ok) {
      found.push({
        candidate: result.candidate,
        broken: candidateViolations(data, result.candidate, duty, normalised),
      });
    }
  });
  return found;
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
  return CONSTRAINT_IDS.map((constraint) => ({
    constraint,
    label: CONSTRAINT_LABELS[constraint],
    removed: candidates.filter((entry) => entry.broken.includes(constraint)).length,
    removed_alone: candidates.filter((entry) => entry.broken.length === 1 && entry.broken[0] === constraint)
      .length,
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
