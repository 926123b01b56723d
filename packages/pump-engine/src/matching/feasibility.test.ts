import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeWithPump } from '../analysis/analyze-with-pump.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { waterDuty } from './__fixtures__/water-duty.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { evaluatePump } from './feasibility.ts';
import { type IndexData, pumpOfSlot } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { UNCONSTRAINED_RULES } from './match-rules.ts';
import { npshMarginRule, npshNeededFt } from './npsh-margin.ts';
import { isPlausible } from './prefilter.ts';

const duty = waterDuty;

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
      // BHP = 400·130/(3960·0.779661) = 16.842 hp (SG 1). NEMA general service: the curve's largest power, at its last
      // point (800 gpm, 127.5 ft, η 0.512): 800·127.5/(3960·0.512) = 50.304 hp, × y³ (0.769836) = 38.725 hp at this
      // trim, needs R·1.15 ≥ 38.725 → R ≥ 33.67 → 40 hp (25 hp would overload at run-out).
      expect(result.candidate.brakeHp).toBeCloseTo(16.842, 3);
      expect(result.candidate.motorHp).toBe(40);
      // API 610 (petroleum service): 16.842 × 1.25 (≤ 22 kW) = 21.05 → 25 hp NEMA.
      const api = evaluatePump(
        index(),
        0,
        duty({ rules: { ...UNCONSTRAINED_RULES, motorPractice: 'api-610' } }),
      );
      expect(api.ok && api.candidate.motorHp).toBe(25);
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
    // BHP = 20,000·130/(3960·0.78954) = 831.6 hp, over 500 hp already; the need quoted is the larger of it and the
    // run-out power over the 1.15 service factor: 32,000·127.5/(3960·0.512) = 2012.3 hp × 0.93864³ = 1664.1 hp → 1447.1.
    expect(r?.reason).toBe('motor_over_500hp');
    expect(r?.actual).toBeCloseTo(1447.1, 0);
  });

  it('50/60 Hz: a pump is solved at its rated speed whatever the site (off its frequency it runs from a drive)', () => {
    const fifty = index({ frequencyHz: 50, nominalSpeedRpm: 2900 });
    const sixtySite = { ...UNCONSTRAINED_RULES, frequencyHz: 60 as const, siteDrive: true };
    // The published curve applies: BEP 500 gpm at 150 ft, not the across-the-line 600 gpm at 216 ft.
    const onDrive = evaluatePump(fifty, 0, duty({ flowGpm: 500, headFt: 150, rules: sixtySite }));
    expect(onDrive.ok && onDrive.candidate.percentOfBep).toBeCloseTo(100, 6);
    expect(evaluatePump(fifty, 0, duty({ flowGpm: 600, headFt: 216, rules: sixtySite })).ok).toBe(false);
  });

  it('a single-phase supply caps the motor at 10 hp: the 40 hp set is refused, a 7.5 hp one passes', () => {
    const onePhase = { ...UNCONSTRAINED_RULES, maxMotorHp: 10 };
    expect(rejection(duty({ rules: onePhase }))).toMatchObject({
      reason: 'single_phase_motor',
      limit: 10,
      actual: 40,
    });
    // 100 gpm at 40 ft on a pump a quarter the size: BHP ≈ 1.3 hp, run-out ≈ 3.1 hp → 3 hp.
    const small = evaluatePump(
      index({}, { bepFlowGpm: 125, bepHeadFt: 46 }),
      0,
      duty({ flowGpm: 100, headFt: 40, rules: onePhase }),
    );
    expect(small.ok && small.candidate.motorHp).toBeLessThanOrEqual(10);
  });

  it('a requested speed caps a VFD pump: 60 ft needs 2319 rpm, refused under 2000 rpm (+3 % slip)', () => {
    const vfd = index({ variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 } });
    const capped = { ...UNCONSTRAINED_RULES, speedCeilingRpm: 2000 * 1.03 };
    expect(
      rejection(duty({ headFt: 60, rules: capped }), {
        variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 },
      }),
    ).toMatchObject({ reason: 'head_short' });
    expect(evaluatePump(vfd, 0, duty({ headFt: 60, rules: { ...capped, speedCeilingRpm: 2400 } })).ok).toBe(
      true,
    );
  });

  it('2 × 50 %: one pump running alone on the all-friction system curve must stay on its curve and in its AOR', () => {
    const parallel = { ...UNCONSTRAINED_RULES, runningPumps: 2 };
    // Each pump 250 gpm at 130 ft: 187.5y² − 18.75y − 130 = 0 → y = 0.884166. Alone, its head 146.56 − 0.066318·q meets
    // the system's 130·(q/500)²: q = 470.98 gpm at 115.35 ft, 106.54 % of its BEP (0.884166·500 gpm).
    const fine = evaluatePump(index(), 0, duty({ flowGpm: 250, rules: parallel }));
    expect(fine.ok && fine.candidate.runAlone?.flowGpm).toBeCloseTo(470.978, 2);
    expect(fine.ok && fine.candidate.runAlone?.percentOfBep).toBeCloseTo(106.536, 2);
    expect(fine.ok && fine.candidate.runAlone?.headFt).toBeCloseTo(115.346, 2);
    // Each pump 550 gpm at 146 ft (y ≈ 1, 110 % of BEP): alone, 187.5 − 0.075·q = 146·(q/1100)² at q ≈ 974 gpm, past
    // the curve's last point (800 gpm): refused. The same pump as duty/standby (one running) is fine.
    expect(rejection(duty({ flowGpm: 550, headFt: 146, rules: parallel }))?.reason).toBe('run_alone');
    expect(rejection(duty({ flowGpm: 550, headFt: 146 }))).toBeNull();
  });

  it('a VFD pump meets the head by speed within its range', () => {
    const vfd = index({ variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 } });
    const result = evaluatePump(vfd, 0, duty({ headFt: 60 }));
    // y²·150·(1.25 − 0.2/y) = 60 → 187.5y² − 30y − 60 = 0 → y = (30 + √45,900)/375 = 0.651314 (2319 rpm).
    expect(result.ok && result.candidate.ratio).toBeCloseTo(0.651314, 6);
  });
});

describe('ANSI/HI 9.6.1 margins by application (docs/reference/pump-engineering.md §2.4)', () => {
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
        fc.constantFrom(null, 1500, 3000),
        (flowGpm, headFt, speedCeilingRpm) => {
          const d = duty({ flowGpm, headFt, rules: { ...UNCONSTRAINED_RULES, speedCeilingRpm } });
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

describe('viscous duties: placed as the full analysis places them (ANSI/HI 9.6.7 water-equivalent duty)', () => {
  const pumps = [
    testPump('t', { bepFlowGpm: 500, bepHeadFt: 150 }),
    testPump(
      'v',
      { bepFlowGpm: 300, bepHeadFt: 90 },
      { variableSpeed: { minSpeedRpm: 900, maxSpeedRpm: 4000 } },
    ),
    testPump('s', { bepFlowGpm: 60, bepHeadFt: 180 }),
  ];
  const data = buildCatalogueIndex(pumps) as IndexData;
  const PLACEMENT = new Set(['flow_beyond_curve', 'head_short', 'head_excess']);

  it('a viscous duty the fast solve accepts, the analysis reaches; one it refuses for placement, it cannot (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 1200, noNaN: true }),
        fc.double({ min: 20, max: 260, noNaN: true }),
        fc.double({ min: 5, max: 800, noNaN: true }),
        (flowGpm, headFt, viscosityCst) => {
          const d = duty({ flowGpm, headFt, viscosityCst });
          // The index orders its pumps its own way: slot i holds pumpOfSlot(data, i).
          pumps.forEach((_, i) => {
            const pump = pumpOfSlot(data, i);
            const fast = evaluatePump(data, i, d);
            const full = analyzeWithPump(
              {
                flowRate: { value: flowGpm, unit: 'gpm' },
                head: { value: headFt, unit: 'ft' },
                fluid: { specificGravity: 1, viscosityCp: viscosityCst, temperatureF: 68 },
              },
              pump,
            );
            const unreachable = full.issues.some((issue) => issue.code === 'duty_not_reachable');
            const where = `${pump.id} at ${flowGpm} gpm, ${headFt} ft, ${viscosityCst} cSt`;
            // Accepted: never a pump whose full analysis then fails to place it (the waste this check removes).
            if (fast.ok) {
              expect(unreachable, where).toBe(false);
            }
            // Refused for placement: only a pump the analysis cannot place either. A pump refused first by another
            // rule (its region, its motor) says nothing about placement: the viscous check runs last.
            if (!fast.ok && PLACEMENT.has(fast.rejection.reason)) {
              expect(unreachable, where).toBe(true);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses, before any full analysis, a pump the water curve places but the corrected duty does not reach', () => {
    // 400 gpm at 150 ft on the 12 in pump: on water 187.5·y² − 30·y = 150, y = (30 + √113,400)/375 = 0.97800, inside
    // its trim range; in a 200 cSt oil the water-equivalent head H/C_H lies above what the full impeller gives at Q/C_Q.
    const single = index();
    const water = evaluatePump(single, 0, duty({ flowGpm: 400, headFt: 150 }));
    expect(water.ok && water.candidate.ratio).toBeCloseTo(0.978, 4);
    const oil = evaluatePump(single, 0, duty({ flowGpm: 400, headFt: 150, viscosityCst: 200 }));
    expect(oil.ok ? null : oil.rejection.reason).toBe('head_short');
  });
});
