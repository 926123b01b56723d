import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import type { Duty } from '../analysis/duty.ts';
import { normaliseDuty } from '../analysis/duty.ts';
import type { StructuredOutput } from '../analysis/structured-output.ts';
import { generateDemoCatalogue } from '../demo-catalogue/generate.ts';
import { buildCatalogueIndex } from '../matching/catalogue-index.ts';
import { match } from '../matching/match.ts';
import { bepTerm, efficiencyTerm, leadTimeTerm, npshTerm, scoreFromTerms } from '../matching/score.ts';
import type { MatchEntry, NoMatch, PumpMatch } from '../matching/types.ts';
import { realPumpCatalogue } from '../real-curves/real-catalogue.ts';
import type { OracleVerdict } from './oracle.ts';
import { attributeViolations, oracleVerdict } from './oracle.ts';
import { REGRESSION_DUTIES } from './regression-duties.ts';

// The production catalogue: the 20,000-spec demo catalogue and the real measured curves.
const PUMPS: readonly CataloguePump[] = [...generateDemoCatalogue(), ...realPumpCatalogue()];
const INDEX = buildCatalogueIndex(PUMPS);
const BY_ID = new Map(PUMPS.map((pump) => [pump.id, pump]));
// Scores recomputed from the analysis' rounded numbers differ from the matcher's exact ones by well under this.
const SCORE_TOLERANCE = 0.005;

/**
 * The oracle's own reading of the duty: every pump that breaks no constraint by its attributes and whose BEP flow could
 * serve it (a necessary window: 40–130 % of BEP at an affinity ratio of 0.3–1.2 puts the BEP between 0.64 and 8.3 × the
 * pump's flow; the window is wider), solved by analyzeWithPump and judged by the restated rules.
 */
function oracle(duty: Duty): { pump: CataloguePump; verdict: OracleVerdict }[] {
  const perPump = normaliseDuty(duty).duty?.flowGpm ?? 0;
  return PUMPS.flatMap((pump) => {
    if (attributeViolations(duty, pump).length > 0) {
      return [];
    }
    const bep = pump.curve.reduce((a, b) => ((b.efficiency ?? 0) > (a.efficiency ?? 0) ? b : a));
    const bepFlow =
      bep.efficiency === null ? (pump.curve[Math.floor(pump.curve.length / 2)]?.flowGpm ?? 0) : bep.flowGpm;
    if (bep.efficiency !== null && (bepFlow < 0.5 * perPump || bepFlow > 13 * perPump)) {
      return [];
    }
    return [{ pump, verdict: oracleVerdict(duty, pump) }];
  });
}

const isPor = (out: StructuredOutput) => out.Percent_of_BEP_Flow >= 70 && out.Percent_of_BEP_Flow <= 120;

/** The documented score (score.ts) recomputed from the analysis of each pump, life-cycle cost against the cheapest. */
function oracleScores(entries: { pump: CataloguePump; out: StructuredOutput }[]): Map<string, number> {
  const costs = entries.map(
    (entry) => entry.out.Total_Cost_Ownership_with_maintenance ?? Number.POSITIVE_INFINITY,
  );
  const cheapest = Math.min(...costs);
  return new Map(
    entries.map((entry, k) => [
      entry.pump.id,
      scoreFromTerms({
        efficiency: efficiencyTerm(entry.out.Pump_Efficiency_pct / 100),
        bep: bepTerm(entry.out.Percent_of_BEP_Flow),
        npsh: npshTerm(entry.out.NPSH_Available_ft, entry.out.NPSH_Required_ft),
        lifeCycleCost: Number.isFinite(costs[k] as number) ? cheapest / (costs[k] as number) : 0,
        leadTime: leadTimeTerm(entry.pump.leadTimeWeeks),
      }),
    ]),
  );
}

const results = REGRESSION_DUTIES.map(({ name, duty }) => ({ name, duty, entries: match(duty, INDEX) }));
const isMatch = (entry: MatchEntry): entry is PumpMatch => 'pump_id' in entry;

describe('regression: 43 duties across the range, each checked against its constraints and an oracle', () => {
  it('has at least 40 duties covering every fluid, frequency, phase, type, material, seal, drive and redundancy', () => {
    expect(REGRESSION_DUTIES.length).toBeGreaterThanOrEqual(40);
    const matched = results
      .flatMap((r) => r.entries.filter(isMatch))
      .map((m) => BY_ID.get(m.pump_id) as CataloguePump);
    expect(new Set(matched.map((pump) => pump.type)).size).toBe(7);
    expect(new Set(matched.map((pump) => pump.materialClass)).size).toBe(7);
    expect(new Set(matched.map((pump) => pump.frequencyHz))).toEqual(new Set([50, 60]));
    const stated = (key: keyof Duty) =>
      new Set(REGRESSION_DUTIES.map((r) => JSON.stringify(r.duty[key] ?? null)));
    expect(stated('redundancy').size).toBe(5);
    expect(stated('shaftSeal').size).toBe(4);
    expect([...stated('supply')].some((supply) => supply.includes('"phase":1'))).toBe(true);
    expect([...stated('suctionCondition')]).toEqual(expect.arrayContaining(['"lift"', '"flooded"']));
    expect(new Set(REGRESSION_DUTIES.map((r) => r.duty.fluid?.name ?? 'Water')).size).toBeGreaterThanOrEqual(
      9,
    );
  });

  it.each(results.map((r) => [r.name, r] as const))(
    '%s',
    (_, { duty, entries }) => {
      const verdicts = oracle(duty);
      const feasible = verdicts.filter(({ verdict }) => verdict.isHydraulic && verdict.broken.length === 0);
      const matches = entries.filter(isMatch);

      // Every match meets every constraint of its duty and the hydraulics, by the oracle; its analysis is the pump's.
      for (const m of matches) {
        const pump = BY_ID.get(m.pump_id) as CataloguePump;
        const verdict = oracleVerdict(duty, pump);
        expect(verdict.broken, `${m.pump_id} breaks no constraint`).toEqual([]);
        expect(verdict.isHydraulic, `${m.pump_id} meets the duty`).toBe(true);
        expect(m.analysis).toEqual(verdict.output);
      }

      // Something qualifies exactly when the oracle finds something.
      expect(matches.length > 0, 'matches ⇔ oracle-feasible pumps').toBe(feasible.length > 0);
      if (matches.length === 0) {
        const none = entries[0] as NoMatch;
        expect(none.Model).toBe('No Matches Found');
        const relaxed = none.relaxed_alternative;
        if (relaxed !== null) {
          // The relaxed alternative breaks exactly what it says it relaxes, and nothing the oracle calls hydraulic.
          const verdict = oracleVerdict(duty, BY_ID.get(relaxed.pump_id) as CataloguePump);
          expect(relaxed.relaxes.map((r) => r.constraint).sort()).toEqual([...verdict.broken].sort());
          expect(verdict.isHydraulic).toBe(true);
          expect(none.constraint_removals.length).toBeGreaterThan(0);
        }
        return;
      }

      // The top 3 equal or beat the oracle's best: preferred-region pumps first, then by the documented score, and no
      // oracle-feasible pump that scores clearly better than the last match shown was left out.
      const scores = oracleScores(
        feasible.map(({ pump, verdict }) => ({ pump, out: verdict.output as StructuredOutput })),
      );
      const inPor = feasible.filter(({ verdict }) => isPor(verdict.output as StructuredOutput));
      const group = inPor.length > 0 ? inPor : feasible;
      const best = Math.max(...group.map(({ pump }) => scores.get(pump.id) ?? 0));
      const first = matches[0] as PumpMatch;
      expect(isPor(first.analysis), 'the top match is in the preferred region when any pump is').toBe(
        inPor.length > 0,
      );
      expect(scores.get(first.pump_id) ?? 0).toBeGreaterThanOrEqual(best - SCORE_TOLERANCE);
      const shown = new Set(matches.map((m) => m.pump_id));
      const lastShown = matches
        .filter((m) => isPor(m.analysis) === inPor.length > 0)
        .reduce((low, m) => Math.min(low, scores.get(m.pump_id) ?? 0), Number.POSITIVE_INFINITY);
      const leftOut = group.filter(
        ({ pump }) => !shown.has(pump.id) && (scores.get(pump.id) ?? 0) > lastShown + SCORE_TOLERANCE,
      );
      expect(
        leftOut.map(({ pump }) => pump.id),
        'oracle-feasible pumps wrongly filtered',
      ).toEqual([]);
    },
    30_000,
  );
});
