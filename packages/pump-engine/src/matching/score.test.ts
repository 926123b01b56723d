import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bepTerm,
  confidenceLevel,
  efficiencyTerm,
  leadTimeTerm,
  lifeCycleCostTerm,
  npshTerm,
  SCORE_WEIGHTS,
  scoreFromTerms,
} from './score.ts';

describe('score terms (worked values)', () => {
  it('efficiency: 0.72/0.90 = 0.8, capped at 1', () => {
    expect(efficiencyTerm(0.72)).toBeCloseTo(0.8, 12);
    expect(efficiencyTerm(0.93)).toBe(1);
  });
  it('BEP: 1 at 100 %, 0.5 at 70 % and 130 %, 0 at 40 %', () => {
    expect(bepTerm(100)).toBe(1);
    expect(bepTerm(70)).toBeCloseTo(0.5, 12);
    expect(bepTerm(130)).toBeCloseTo(0.5, 12);
    expect(bepTerm(40)).toBe(0);
  });
  it('NPSH: ratio 1.75 gives 0.5; 0.5 when NPSHa is unknown', () => {
    expect(npshTerm(17.5, 10)).toBeCloseTo(0.5, 12);
    expect(npshTerm(30, 10)).toBe(1);
    expect(npshTerm(null, 10)).toBe(0.5);
  });
  it('life-cycle cost: cheapest/this', () => {
    expect(lifeCycleCostTerm(200_000, 150_000)).toBeCloseTo(0.75, 12);
  });
  it('lead time: 13 weeks gives 0.5; unknown 0.5', () => {
    expect(leadTimeTerm(13)).toBeCloseTo(0.5, 12);
    expect(leadTimeTerm(40)).toBe(0);
    expect(leadTimeTerm(null)).toBe(0.5);
  });
  it('weights sum to 1, so S is in [0, 1]', () => {
    const sum = Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(scoreFromTerms({ efficiency: 1, bep: 1, npsh: 1, lifeCycleCost: 1, leadTime: 1 })).toBeCloseTo(
      1,
      12,
    );
  });
});

describe('each term moves the score the right way (property)', () => {
  const term = fc.double({ min: 0, max: 1, noNaN: true });
  it('raising any one term never lowers S', () => {
    fc.assert(
      fc.property(
        fc.record({ efficiency: term, bep: term, npsh: term, lifeCycleCost: term, leadTime: term }),
        fc.constantFrom('efficiency', 'bep', 'npsh', 'lifeCycleCost', 'leadTime' as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (terms, key, up) => {
          const better = { ...terms, [key]: Math.min(1, terms[key] + up) };
          expect(scoreFromTerms(better)).toBeGreaterThanOrEqual(scoreFromTerms(terms) - 1e-15);
        },
      ),
    );
  });
  it('terms fall with worse data: lower η, farther from BEP, less NPSH margin, dearer, later', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 0.04, noNaN: true }),
        (x, d) => {
          expect(efficiencyTerm(x - d)).toBeLessThanOrEqual(efficiencyTerm(x));
          expect(bepTerm(100 + 60 * x + d)).toBeLessThanOrEqual(bepTerm(100 + 60 * x));
          expect(npshTerm(10 * (1 + x) - d, 10)).toBeLessThanOrEqual(npshTerm(10 * (1 + x), 10));
          expect(leadTimeTerm(26 * x + d)).toBeLessThanOrEqual(leadTimeTerm(26 * x));
          expect(lifeCycleCostTerm(1000 + d, 1000 * x)).toBeLessThanOrEqual(
            lifeCycleCostTerm(1000, 1000 * x),
          );
        },
      ),
    );
  });
});

describe('confidence_level', () => {
  const all = {
    npshAvailableKnown: true,
    npshCurvePublished: true,
    pricePublished: true,
    leadTimePublished: true,
    inPreferredRegion: true,
  };
  it('is round(100·S) with complete data', () => {
    expect(confidenceLevel(0.8234, all)).toEqual({ level: 82, factor: 1, reasons: [] });
  });
  it('drops 15 points of k without NPSHa and 10 outside the POR: 0.8·0.75 → 60', () => {
    const result = confidenceLevel(0.8, { ...all, npshAvailableKnown: false, inPreferredRegion: false });
    expect(result.level).toBe(60);
    expect(result.reasons).toEqual(['NPSHa not given', 'outside the preferred operating region']);
  });
  it('stays within 1–100', () => {
    expect(confidenceLevel(0, all).level).toBe(1);
    expect(confidenceLevel(1.2, all).level).toBe(100);
  });
});
