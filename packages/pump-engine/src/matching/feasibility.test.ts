import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPump } from './__fixtures__/test-pumps.ts';
import type { IndexData } from './catalogue-index.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import type { MatchDuty } from './feasibility.ts';
import { evaluatePump, isPlausible, npshMarginRule, npshNeededFt } from './feasibility.ts';

const duty = (overrides: Partial<MatchDuty> = {}): MatchDuty => ({
  flowGpm: 400,
  headFt: 130,
  specificGravity: 1,
  service: 'water',
  temperatureF: 68,
  npshAvailableFt: null,
  frequencyHz: null,
  ...overrides,
});

// One pump: BEP 500 gpm / 150 ft / 80 % at 12 in, trim to 9 in; H = 150·(1.25 − 0.25·Q/500) exactly.
const index = (overrides = {}, shape = {}) =>
  buildCatalogueIndex([testPump('p', { bepFlowGpm: 500, bepHeadFt: 150, ...shape }, overrides)]) as IndexData;

describe('evaluatePump: the exact solve', () => {
  it('meets 400 gpm at 130 ft by trim: y = (30 + √98,400)/375 = 0.91650, 87.29 % of BEP, η 0.77966', () => {
    const result = evaluatePump(index(), 0, duty());
    expect(result.ok).toBe(true);
    if (result.ok) {
      // 1.25·150·y² − 0.25·150·0.8·y − 130 = 0; q' = 400/y = 436.44 gpm, η between 0.768 (q 0.8) and 0.8 (q 1.0).
      expect(result.candidate.ratio).toBeCloseTo(0.916502, 5);
      expect(result.candidate.percentOfBep).toBeCloseTo(87.2883, 3);
      expect(result.candidate.efficiency).toBeCloseTo(0.779661, 5);
      // NPSH3 of the full-diameter curve at 400 gpm (a trim keeps the eye): 10·(0.4 + 0.6·0.64) = 7.84 ft.
      expect(result.candidate.npshRequiredFt).toBeCloseTo(7.84, 9);
      // BHP = 400·130/(3960·0.779661) = 16.842 hp (SG 1); × 1.25 (≤ 22 kW) = 21.05 → 25 hp NEMA.
      expect(result.candidate.brakeHp).toBeCloseTo(16.842, 3);
      expect(result.candidate.motorHp).toBe(25);
    }
  });
});

describe('feasibility rules, one by one', () => {
  const rejection = (d: MatchDuty, overrides = {}, shape = {}) => {
    const result = evaluatePump(index(overrides, shape), 0, d);
    return result.ok ? null : result.rejection;
  };

  it('flow past the end of the curve (800 gpm at full diameter)', () => {
    expect(rejection(duty({ flowGpm: 900, headFt: 50 }))).toMatchObject({
      reason: 'flow_beyond_curve',
      limit: 800,
      miss: 900 / 800 - 1,
    });
  });

  it('head beyond the largest impeller: 400 gpm gives 157.5 ft at 12 in', () => {
    expect(rejection(duty({ headFt: 170 }))).toMatchObject({ reason: 'head_short', limit: 157.5 });
    expect(rejection(duty({ headFt: 170 }))?.miss).toBeCloseTo(170 / 157.5 - 1, 12);
  });

  it('head below the smallest trim: at 9 in (y 0.75) 400 gpm gives 0.5625·150·(1.25 − 0.25·1.0667) = 82.97 ft', () => {
    const r = rejection(duty({ headFt: 60 }));
    expect(r?.reason).toBe('head_excess');
    expect(r?.limit).toBeCloseTo(0.5625 * 150 * (1.25 - 0.25 * (400 / 375 / 1)), 9);
  });

  it('outside the allowable region: 150 gpm at 160 ft is 31.4 % of BEP', () => {
    // 187.5·y² − 11.25·y − 160 = 0 → y = (11.25 + √120,126.6)/375 = 0.95425; %BEP = 150/(0.95425·500) = 31.44 %.
    const r = rejection(duty({ flowGpm: 150, headFt: 160 }));
    expect(r?.reason).toBe('outside_aor');
    expect(r?.limit).toBe(40);
    expect(r?.actual).toBeCloseTo(31.44, 2);
  });

  it('below the minimum continuous stable flow (scaled by the trim ratio)', () => {
    const r = rejection(duty(), { minContinuousStableFlowGpm: 450 });
    expect(r?.reason).toBe('below_min_flow');
    expect(r?.limit).toBeCloseTo(450 * 0.9165007, 3);
  });

  it('NPSH margin short of ANSI/HI 9.6.1: Nss = 3560·√500/10^0.75 = 14,157 > 7500 needs max(1.2·7.84, 7.84 + 3.28 ft)', () => {
    const r = rejection(duty({ npshAvailableFt: 11 }));
    expect(r?.reason).toBe('npsh_margin');
    expect(r?.limit).toBeCloseTo(7.84 + 1 / 0.3048, 9);
    expect(rejection(duty({ npshAvailableFt: 11.2 }))).toBeNull();
  });

  it('a driver over 500 hp: 20,000 gpm at 130 ft', () => {
    const r = rejection(duty({ flowGpm: 20_000, headFt: 130 }), {}, { bepFlowGpm: 20_000 });
    // y = (37.5 + √98,906.25)/375 = 0.93864, q = 1.06537, η = 0.8 − 0.032·0.32685 = 0.78954;
    // BHP = 20,000·130/(3960·0.78954) = 831.6 hp; × 1.1 (API 610 > 55 kW) = 914.7 hp.
    expect(r?.reason).toBe('motor_over_500hp');
    expect(r?.actual).toBeCloseTo(914.74, 1);
  });

  it('50/60 Hz: a 50 Hz pump on a 60 Hz supply runs 1.2× faster (affinity), on its own rating when none is given', () => {
    const fifty = index({ frequencyHz: 50, nominalSpeedRpm: 2900 });
    // At 60 Hz the curve becomes 1.2·Q, 1.44·H: BEP 600 gpm at 216 ft.
    const sixty = evaluatePump(fifty, 0, duty({ flowGpm: 600, headFt: 216, frequencyHz: 60 }));
    expect(sixty.ok && sixty.candidate.percentOfBep).toBeCloseTo(100, 6);
    expect(sixty.ok && sixty.candidate.speedScale).toBe(1.2);
    expect(evaluatePump(fifty, 0, duty({ flowGpm: 600, headFt: 216 })).ok).toBe(false);
  });

  it('a VFD pump meets the head by speed within its range', () => {
    const vfd = index({ variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 } });
    const result = evaluatePump(vfd, 0, duty({ headFt: 60 }));
    // y²·150·(1.25 − 0.2/y) = 60 → 187.5y² − 30y − 60 = 0 → y = (30 + √45,900)/375 = 0.651314 (2319 rpm).
    expect(result.ok && result.candidate.ratio).toBeCloseTo(0.651314, 6);
  });
});

describe('ANSI/HI 9.6.1 margins by application (reference §2.4)', () => {
  it.each([
    ['water', 68, 7000, 1.1, 0.6],
    ['water', 68, 9000, 1.2, 1],
    ['hydrocarbon', 100, 7000, 1.1, 1],
    ['water', 320, 7000, 2, 1],
    ['glycol', 40, 7000, 1, 0],
  ] as const)('%s at %d °F, Nss %d: ratio %d or %d m', (service, temperatureF, nss, ratio, metres) => {
    const rule = npshMarginRule({ service, temperatureF, suctionSpecificSpeed: nss });
    expect(rule.ratio).toBe(ratio);
    expect(rule.marginFt).toBeCloseTo(metres / 0.3048, 9);
  });

  it('takes whichever is greater: 1.1·30 = 33 ft beats 30 + 1.97 ft', () => {
    expect(npshNeededFt({ ratio: 1.1, marginFt: 0.6 / 0.3048, application: '' }, 30)).toBeCloseTo(33, 9);
  });
});

describe('pre-filter', () => {
  it('never drops a pump the exact solve accepts (property)', () => {
    const data = buildCatalogueIndex([
      testPump('t', { bepFlowGpm: 500, bepHeadFt: 150 }),
      testPump(
        'v',
        { bepFlowGpm: 300, bepHeadFt: 90 },
        { variableSpeed: { minSpeedRpm: 900, maxSpeedRpm: 4000 } },
      ),
      testPump('f', { bepFlowGpm: 800, bepHeadFt: 60 }, { frequencyHz: 50, nominalSpeedRpm: 1450 }),
    ]) as IndexData;
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 1500, noNaN: true }),
        fc.double({ min: 10, max: 300, noNaN: true }),
        fc.constantFrom(null, 50, 60),
        (flowGpm, headFt, frequencyHz) => {
          const d = duty({ flowGpm, headFt, frequencyHz });
          for (let i = 0; i < data.size; i += 1) {
            if (evaluatePump(data, i, d).ok) {
              expect(isPlausible(data, i, d)).toBe(true);
            }
          }
        },
      ),
    );
  });
});
