import { describe, expect, it } from 'vitest';
import { bestEfficiencyRow, operatingCurveRows } from '../../../lib/pump-curve.ts';
import { BEST_MATCH_PUMP, MATCH_RESPONSE, NO_MATCH_RESPONSE } from '../test-data.ts';
import { readResults } from './read-results.ts';

describe('readResults', () => {
  it('reads the real dispatcher answer: the analysis, then results 2 to 4 as matches', () => {
    const view = readResults(MATCH_RESPONSE);

    expect(view.analysis?.kind).toBe('structured');
    expect(view.noMatch).toBeNull();
    expect(view.matches.map((match) => [match.model, match.pumpId, match.confidenceLevel])).toEqual([
      ['5x5-8', 'demo-il-001658', 72],
      ['5x5-8', 'demo-il-001660', 71],
      ['5x5-7', 'demo-il-000921', 70],
    ]);
  });

  it('reads the no-match entry as the suggestion, with its HTML', () => {
    const view = readResults(NO_MATCH_RESPONSE);

    expect(view.matches).toEqual([]);
    expect(view.noMatch?.explanationHtml).toMatch(/^<p>No catalogue pump meets 90000 gpm at 3000 ft\.<\/p>/);
    expect(view.noMatch?.reasoning).toMatch(/^No catalogue pump meets/);
  });

  it('reads a search stored before a field existed: each field typed, the missing and the mistyped left out', () => {
    const [analysis] = MATCH_RESPONSE.results;
    const {
      Efficiency_Basis: _basis,
      Life_Cycle_Horizon_years: _years,
      ...older
    } = analysis?.structured_output ?? ({} as never);
    const view = readResults({
      results: [{ ...analysis, structured_output: { ...older, Flow_gpm: 'lots' } }],
    });
    if (view.analysis?.kind !== 'structured') {
      throw new Error('a structured analysis');
    }
    expect(view.analysis.output.Pump_Type).toMatch(/^End suction/);
    expect(view.analysis.output.Head_ft).toBe(120);
    expect(view.analysis.output).not.toHaveProperty('Efficiency_Basis');
    expect(view.analysis.output).not.toHaveProperty('Life_Cycle_Horizon_years');
    expect(view.analysis.output).not.toHaveProperty('Flow_gpm');
  });

  it('accepts both spellings (confidenceLevel, explanation), the legacy flat analysis, and at most 3 matches', () => {
    const entry = (model: string) => ({
      Manufacturer: 'Acme',
      Series: 'AX',
      Model: model,
      Price: '1200.5',
      Link: 'https://pumps.example.com/ax',
      confidenceLevel: '88',
      explanation: '<p>Runs at <b>98 %</b> of BEP.</p>',
    });
    const view = readResults({
      results: [{ 'Pump Classification': 'End suction' }, entry('1'), entry('2'), entry('3'), entry('4')],
    });

    expect(view.analysis).toEqual({ kind: 'legacy', values: { 'Pump Classification': 'End suction' } });
    expect(view.matches).toHaveLength(3);
    expect(view.matches[0]).toMatchObject({
      price: 1200.5,
      confidenceLevel: 88,
      reasoning: 'Runs at 98 % of BEP.',
    });
  });

  it('the best match’s duty point lies on its curve moved to the analysed diameter and speed', () => {
    const [best] = readResults(MATCH_RESPONSE).matches;
    const analysis = best?.analysis ?? {};
    const rows = operatingCurveRows(BEST_MATCH_PUMP.curve, {
      diameterRatio: Number(analysis.Impeller_Diameter_BEP_in) / BEST_MATCH_PUMP.impeller_diameter_max_in,
      speedRatio: Number(analysis.RPM) / BEST_MATCH_PUMP.nominal_speed_rpm,
    });
    const flow = Number(analysis.Flow_gpm);
    const upper = rows.findIndex((row) => row.flowGpm >= flow);
    const [a, b] = [rows[upper - 1], rows[upper]];
    if (a === undefined || b === undefined) {
      throw new Error('the duty flow is inside the curve');
    }
    const headOnCurve = a.headFt + ((flow - a.flowGpm) / (b.flowGpm - a.flowGpm)) * (b.headFt - a.headFt);

    // The engine trims to 5.79 in by the same laws; the rounding of the diameter leaves well under 1 % of head.
    expect(Math.abs(headOnCurve - Number(analysis.Head_ft)) / Number(analysis.Head_ft)).toBeLessThan(0.01);
    // …and the engine's 97.5 % of BEP flow is where the moved curve's BEP puts it.
    const bep = bestEfficiencyRow(rows);
    expect((100 * flow) / (bep?.flowGpm ?? 1)).toBeCloseTo(Number(analysis.Percent_of_BEP_Flow), 0);
  });
});
