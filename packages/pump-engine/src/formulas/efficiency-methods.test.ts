import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectClose, num, vector } from '../__fixtures__/vectors.ts';
import {
  psatAchievableEfficiency,
  psatAverageEfficiencyPct,
  psatDeviationFactor,
  psatSpecificSpeedCorrection,
} from './psat-efficiency.ts';
import {
  doeMinimumEfficiencyPct,
  euMinimumEfficiencyPct,
  isInDoePumpScope,
} from './regulatory-efficiency.ts';

describe('PSAT achievable efficiency (DOE PSAT/MEASUR, AMO-Tools-Suite)', () => {
  it.each(['PV49', 'PV51'])('%s', (id) => {
    const v = vector(id);
    const flowGpm = num(v.inputs, 'flow_gpm');
    const average = psatAverageEfficiencyPct({ style: 'END_SUCTION_ANSI_API', flowGpm });
    expectClose(average, num(v.expected, 'average_efficiency_pct_size_only'), v.tolerance_rel);
    expectClose(
      average * psatDeviationFactor(flowGpm),
      num(v.expected, 'max_efficiency_pct_size_only'),
      v.tolerance_rel,
    );
    expectClose(
      psatAchievableEfficiency({
        style: 'END_SUCTION_ANSI_API',
        flowGpm,
        headFt: num(v.inputs, 'head_ft'),
        speedRpm: num(v.inputs, 'speed_rpm'),
        stages: num(v.inputs, 'stages'),
        viscosityCst: num(v.inputs, 'kinematic_viscosity_cSt'),
      }),
      num(v.expected, 'achievable_efficiency_frac'),
      v.tolerance_rel,
    );
  });
  it('PV49 by hand: 500 gpm, 150 ft, 3560 rpm', () => {
    // η_pre = 84.655455 − 18.706336·e^(−0.0016056629·500) − 20.655962·e^(−0.0081197589·500)
    //       = 84.655455 − 18.706336·0.448017 − 20.655962·0.017253 = 84.655455 − 8.380747 − 0.356371 = 75.9184 %
    // Ns = 3560·√500/150^0.75 = 3560·22.36068/42.86257 = 1857.2; ΔSS(1857) = 0.254 points
    // DF = 1 + (0.10806 + 18.077243·e^(−0.782313·2.69897) + 30.525232·e^(−0.80684·2.69897))/100 = 1.057553
    // η = (0.759184 − 0.002538)·1.057553 = 0.80019
    expectClose(
      psatSpecificSpeedCorrection({ style: 'END_SUCTION_ANSI_API', specificSpeedUs: 1857.2 }),
      0.002538,
      0.01,
    );
    expectClose(psatDeviationFactor(500), 1.057553, 1e-5);
  });
  // The examples of docs/reference/pump-engineering.md §3.
  it('worked examples: 2000/200/1780 → 0.861 (ANSI); 5000/150/1780 double suction ≈ 0.91', () => {
    const base = { headFt: 200, speedRpm: 1780, stages: 1, viscosityCst: 1 };
    expectClose(
      psatAchievableEfficiency({ ...base, style: 'END_SUCTION_ANSI_API', flowGpm: 2000 }),
      0.861,
      0.002,
    );
    expectClose(
      psatAchievableEfficiency({ ...base, headFt: 150, style: 'DOUBLE_SUCTION', flowGpm: 5000 }),
      0.91,
      0.01,
    );
  });
  it('never rises as the pump shrinks below 15 gpm, and viscosity only lowers it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        fc.double({ min: 1.01, max: 2, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        (flowGpm, factor, cst) => {
          const at = (q: number, nu: number) =>
            psatAchievableEfficiency({
              style: 'END_SUCTION_ANSI_API',
              flowGpm: q,
              headFt: 100,
              speedRpm: 3560 * Math.sqrt(flowGpm / q),
              stages: 1,
              viscosityCst: nu,
            });
          // Same Ns (N√Q constant), bigger flow: never less efficient.
          expect(at(flowGpm * factor, 1)).toBeGreaterThanOrEqual(at(flowGpm, 1) - 1e-12);
          expect(at(flowGpm, cst)).toBeLessThanOrEqual(at(flowGpm, 1) + 1e-12);
        },
      ),
    );
  });
});

describe('regulatory minimum efficiencies', () => {
  it('PV55: DOE η_pump,STD, ESCC 3600, 300 gpm, 150 ft', () => {
    const v = vector('PV55');
    const result = doeMinimumEfficiencyPct({
      equipmentClass: 'ESCC',
      nominalSpeedRpm: 3600,
      bepFlowGpm: num(v.inputs, 'BEP_flow_gpm'),
      bepHeadFt: num(v.inputs, 'BEP_head_ft'),
    });
    // Ns = 3600·√300/150^0.75 = 3600·17.32051/42.86257 = 1454.77
    expectClose(result.specificSpeedUs, num(v.expected, 'specific_speed_US'), v.tolerance_rel);
    // lnQ = 5.703782, lnNs = 7.282603: −0.85·32.5331 − 0.38·41.5383 − 11.48·53.0363 + 17.80·5.703782
    //   + 179.80·7.282603 − 686.02 = 72.62 %
    expectClose(result.efficiencyPct, num(v.expected, 'eta_pump_STD_pct'), v.tolerance_rel);
  });
  it('PV57: EU 547/2012, ESOB 1450, 100 m³/h, 30 m', () => {
    const v = vector('PV57');
    const result = euMinimumEfficiencyPct({
      bepFlowM3h: num(v.inputs, 'BEP_flow_m3_per_h'),
      bepHeadM: num(v.inputs, 'BEP_head_m'),
      speedRpm: num(v.inputs, 'speed_rpm'),
      cValue: num(v.inputs, 'C_value_ESOB_1450_MEI_0.4'),
    });
    // ns = 1450·√(100/3600)/30^0.75 = 1450·0.166667/12.8190 = 18.8528
    expectClose(result.nsMetric, num(v.expected, 'ns_metric'), v.tolerance_rel);
    expectClose(result.bepPct, num(v.expected, 'eta_BEP_min_pct'), v.tolerance_rel);
    expectClose(result.partLoadPct, num(v.expected, 'eta_part_load_75pct_min_pct'), v.tolerance_rel);
    expectClose(result.overloadPct, num(v.expected, 'eta_overload_110pct_min_pct'), v.tolerance_rel);
  });
  it('DOE scope: 25–459 gpm, ≤ 459 ft, 1–200 hp', () => {
    expect(isInDoePumpScope({ bepFlowGpm: 300, bepHeadFt: 150, shaftHp: 15 })).toBe(true);
    expect(isInDoePumpScope({ bepFlowGpm: 20, bepHeadFt: 40, shaftHp: 0.4 })).toBe(false);
    expect(isInDoePumpScope({ bepFlowGpm: 500, bepHeadFt: 120, shaftHp: 18 })).toBe(false);
  });
});
