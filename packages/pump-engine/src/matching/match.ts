import { analyzeNormalisedWithPump } from '../analysis/analyze-with-pump.ts';
import type { Duty, DutyNormalisation, NormalisedDuty } from '../analysis/duty.ts';
import { normaliseDuty } from '../analysis/duty.ts';
import { electricityRate } from '../analysis/electricity-rates.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import { dutyNpshAvailableFt } from '../analysis/suction.ts';
import { roundSignificant } from '../units/significant.ts';
import { type CatalogueIndex, type IndexData, pumpOfSlot, slotSource } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { matchRules, relaxedRules } from './match-rules.ts';
import { explainNoMatch, noMatchEntry } from './no-match.ts';
import { explainConstraintMiss } from './no-match-constraints.ts';
import { npshNeededFt } from './npsh-margin.ts';
import type { Ranked } from './ranking.ts';
import { rankPruned } from './ranking.ts';
import { matchReasoning } from './reasoning.ts';
import type { Rejection } from './rejection.ts';
import { alternativesInOrder, relaxedCandidates } from './relaxation.ts';
import type { CostBasis } from './score.ts';
import { confidenceLevel } from './score.ts';
import { diagnoseNearest } from './search.ts';
import type { MatchEntry, PumpMatch } from './types.ts';

export const DEFAULT_MATCH_LIMIT = 3;

/**
 * ANSI/HI 9.6.3 preferred operating region, 70–120 % of BEP flow: a pump running there is ranked ahead of every pump
 * that only reaches the duty inside its allowable region, whatever their scores (docs/benchmarks.md 'Acceptance':
 * the top match is within its POR when the catalogue has such a pump). Within each group the documented score
 * decides.
 */
export function isInPreferredRegion(percentOfBep: number): boolean {
  // Judged on the value as reported (significant figures, `Percent_of_BEP_Flow`), so a pump shown at 70 % ranks with
  // the preferred ones: ranking on 69.996 while showing 70 would contradict what the user reads.
  const reported = roundSignificant(percentOfBep);
  return reported >= 70 && reported <= 120;
}
const MAX_MATCH_LIMIT = 100;

/** The analysis of a ranked pump, or the reason the full analysis disagrees with the fast solve. */
function confirm(
  query: DutyNormalisation,
  data: IndexData,
  ranked: Ranked,
  normalised: NormalisedDuty,
  broken: readonly ConstraintId[] = [],
): PumpMatch | Rejection {
  const { candidate } = ranked;
  const pump = pumpOfSlot(data, candidate.index);
  const full = analyzeNormalisedWithPump(query, pump);
  const analysis = full.structured_output;
  const reject: Rejection = {
    index: candidate.index,
    reason: 'analysis_failed',
    miss: 0,
    limit: 0,
    actual: 0,
  };
  // The analysis checks the constraints on its own (viscosity-corrected) numbers: it may not find one more broken.
  const brokenByAnalysis = full.issues.filter((issue) => issue.code === 'constraint_not_met').length;
  if (analysis === null || analysis.Motor_Power_Rating_hp === null || brokenByAnalysis > broken.length) {
    return reject;
  }
  // Viscous duties shift the operating point (HI 9.6.7), so the analysis has the last word on the region and NPSH.
  if (analysis.Percent_of_BEP_Flow < 39.95 || analysis.Percent_of_BEP_Flow > 130.05) {
    const percent = analysis.Percent_of_BEP_Flow;
    const limit = percent < 40 ? 40 : 130;
    return {
      ...reject,
      reason: 'outside_aor',
      miss: Math.max(limit / percent, percent / limit) - 1,
      limit,
      actual: percent,
    };
  }
  const available = analysis.NPSH_Available_ft;
  if (candidate.npshRule !== null && available !== null) {
    const needed = npshNeededFt(candidate.npshRule, analysis.NPSH_Required_ft);
    if (available < needed - 0.01) {
      const miss = available > 0 ? needed / available - 1 : needed;
      return { ...reject, reason: 'npsh_margin', miss, limit: needed, actual: available };
    }
  }
  const confidence = confidenceLevel(ranked.score, {
    npshAvailableKnown: available !== null,
    npshCurvePublished: pump.curve.every((point) => point.npshRequiredFt !== null),
    pricePublished: pump.listPrice !== null,
    leadTimePublished: pump.leadTimeWeeks !== null,
    inPreferredRegion: isInPreferredRegion(analysis.Percent_of_BEP_Flow),
  });
  return {
    Manufacturer: pump.manufacturer,
    Series: pump.series,
    Model: pump.model,
    Price: pump.listPrice === null ? null : Math.round(pump.listPrice.amount * 100) / 100,
    Currency: pump.listPrice?.currency ?? null,
    Link: pump.productUrl ?? `/pumps/${pump.id}`,
    confidence_level: confidence.level,
    ai_reasoning: matchReasoning({
      pump,
      candidate,
      analysis,
      terms: ranked.terms,
      score: Math.round(ranked.score * 10_000) / 10_000,
      confidence,
      duty: normalised,
      broken,
    }),
    pump_id: pump.id,
    score: Math.round(ranked.score * 10_000) / 10_000,
    analysis,
  };
}

/**
 * Catalogue matches for a duty (docs/design.md 'Pump engine contract'): every pump that can meet the duty head at
 * the duty flow by trim or speed inside its allowable region, with the NPSH margin and a standard motor, ranked by the
 * documented score (SCORE_WEIGHTS); up to `limit` (default 3) entries, or one 'No Matches Found' entry explaining why.
 * Deterministic: the same duty and catalogue give the same entries whatever the catalogue's order.
 */
export function match(duty: Duty, index: CatalogueIndex, options?: { limit?: number }): MatchEntry[] {
  const data = index as IndexData;
  const requested = options?.limit ?? DEFAULT_MATCH_LIMIT;
  const limit = Number.isFinite(requested)
    ? Math.min(MAX_MATCH_LIMIT, Math.max(1, Math.floor(requested)))
    : DEFAULT_MATCH_LIMIT;
  const normalised = normaliseDuty(duty);
  const d = normalised.duty;
  if (d === null) {
    const errors = normalised.issues
      .filter((issue) => issue.severity === 'error')
      .map((issue) => issue.message);
    return [
      noMatchEntry(
        'The duty cannot be matched as given.',
        errors,
        'What to change: correct the fields named above.',
      ),
    ];
  }
  const context: MatchDuty = {
    flowGpm: d.flowGpm,
    headFt: d.headFt,
    specificGravity: d.fluid.specificGravity,
    service: d.fluid.service,
    temperatureF: d.fluid.temperatureF,
    npshAvailableFt: dutyNpshAvailableFt(d, false),
    viscosityCst: d.fluid.viscosityCst,
    rules: matchRules(d),
  };
  const basis: CostBasis = {
    ratePerKwh: electricityRate({ ratePerKwh: d.electricityRatePerKwh, zipCode: d.zipCode }).ratePerKwh,
    hoursPerDay: d.hoursPerDay,
    daysPerYear: d.daysPerYear,
    lifetimeYears: d.lifetimeYears,
    discountRate: d.discountRate,
    energyEscalation: d.energyEscalation,
    isCleanService: d.fluid.service === 'water' || d.fluid.service === 'glycol',
  };
  const matches: PumpMatch[] = [];
  const disagreements: Rejection[] = [];
  // Pumps only inside the allowable region wait until the preferred ones are exhausted (kept in score order, a few
  // spare in case the full analysis refuses some).
  const allowableOnly: Ranked[] = [];
  const tryConfirm = (ranked: Ranked) => {
    const result = confirm(normalised, data, ranked, d);
    if ('pump_id' in result) {
      matches.push(result);
    } else {
      disagreements.push(result);
    }
  };
  for (const ranked of rankPruned(data, context, basis)) {
    if (matches.length >= limit) {
      break;
    }
    if (isInPreferredRegion(ranked.candidate.percentOfBep)) {
      tryConfirm(ranked);
    } else if (allowableOnly.length < limit * 4) {
      allowableOnly.push(ranked);
    }
  }
  for (const ranked of allowableOnly) {
    if (matches.length >= limit) {
      break;
    }
    tryConfirm(ranked);
  }
  if (matches.length > 0) {
    return matches;
  }
  return [explainMiss(normalised, data, context, basis, d, disagreements)];
}

/**
 * Nothing meets every constraint. When pumps meet the flow and head with the constraints relaxed, say which
 * constraints removed them, how many each, and offer the best of them, marked with what it relaxes; otherwise the
 * hydraulic diagnosis of the nearest pumps.
 */
function explainMiss(
  query: DutyNormalisation,
  data: IndexData,
  context: MatchDuty,
  basis: CostBasis,
  normalised: NormalisedDuty,
  disagreements: Rejection[],
): MatchEntry {
  const search = relaxedCandidates(data, context);
  const relaxed = search.candidates;
  if (relaxed.length > 0) {
    let alternative = null;
    for (const ranked of alternativesInOrder(data, context, basis, relaxed).slice(0, 4)) {
      // The ranking keeps each candidate object, so its entry is found by identity (no map over thousands of them).
      const broken = relaxed.find((entry) => entry.candidate === ranked.candidate)?.broken ?? [];
      const result = confirm(query, data, ranked, normalised, broken);
      if ('pump_id' in result) {
        alternative = { match: result, pump: pumpOfSlot(data, ranked.candidate.index), broken };
        break;
      }
    }
    return explainConstraintMiss({ duty: context, normalised, search, alternative });
  }
  const hydraulic: MatchDuty = { ...context, rules: relaxedRules(context.rules) };
  return explainNoMatch({
    duty: hydraulic,
    pumps: slotSource(data),
    rejections: [...diagnoseNearest(data, hydraulic), ...disagreements],
  });
}
