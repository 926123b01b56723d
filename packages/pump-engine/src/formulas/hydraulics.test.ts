import { describe, expect, it } from 'vitest';
import { expectClose, num, vector } from '../__fixtures__/vectors.ts';
import { affinityByDiameter, affinityBySpeed } from './affinity.ts';
import { atmosphericPressurePsia } from './atmosphere.ts';
import { bepZone, percentOfBep } from './bep.ts';
import { headCoefficient, impellerDiameterIn, maxHeadPerStageFt } from './impeller.ts';
import { cavitationRisk, npshAvailableFt } from './npsh.ts';
import { pipeVelocityFtS, selectSch40Pipe } from './pipe.ts';
import {
  shutoffHeatingRateFPerMin,
  temperatureRiseF,
  temperatureRiseMassFlowF,
  thermalMinimumFlowGpm,
} from './temperature-rise.ts';
import { viscosityCorrection } from './viscosity-correction.ts';

describe('NPSH', () => {
  it('PV23: open tank at 180 °F, sea level', () => {
    const v = vector('PV23');
    expectClose(atmosphericPressurePsia(0), num(v.expected, 'atmospheric_pressure_psia'), 1e-5);
    // (14.6959 − 7.51952)·144/60.5797 + 5 − 2 = 20.0586 ft
    expectClose(
      npshAvailableFt({ temperatureF: 180, elevationFt: 0, staticSuctionFt: 5, frictionLossFt: 2 }),
      num(v.expected, 'NPSHa_ft'),
      v.tolerance_rel,
    );
  });
  it('atmosphere at 5000 ft: 14.696·(1 − 0.0065·1524/288.15)^5.25588 = 12.228 psia', () => {
    expectClose(atmosphericPressurePsia(5000), 12.228, 3e-4);
  });
  it.each(['PV27', 'PV29'])('%s: risk class', (id) => {
    const v = vector(id);
    const result = cavitationRisk({
      npshAvailableFt: num(v.inputs, 'NPSHa_ft'),
      npshRequiredFt: num(v.inputs, 'NPSH3_ft'),
    });
    expectClose(result.ratio, num(v.expected, 'margin_ratio'), v.tolerance_rel);
    expectClose(result.marginFt, num(v.expected, 'margin_ft'), v.tolerance_rel);
    expect(result.risk.toLowerCase()).toBe(v.expected.risk);
  });
  it('moderate when ratio ≥ 1.1 but margin < 5 ft (12/10 = 1.2)', () => {
    expect(cavitationRisk({ npshAvailableFt: 12, npshRequiredFt: 10 }).risk).toBe('Moderate');
    expect(cavitationRisk({ npshAvailableFt: 40, npshRequiredFt: 32 }).risk).toBe('Moderate');
  });
});

describe('temperature rise', () => {
  it('PV31: 92 ft at 70 %', () => {
    const v = vector('PV31');
    // 92·(1/0.7 − 1)/778.17 = 0.0506684 °F
    expectClose(
      temperatureRiseF({ headFt: 92, efficiency: 0.7, specificHeat: 1 }),
      num(v.expected, 'temperature_rise_F'),
      v.tolerance_rel,
    );
  });
  it('PV33 mass form, PV35 shut-off heating, PV77 thermal minimum flow', () => {
    expectClose(
      temperatureRiseMassFlowF({ massFlowLbH: 50_000, brakeHp: 20, efficiency: 0.7, specificHeat: 1 }),
      num(vector('PV33').expected, 'temperature_rise_F'),
      0.005,
    );
    expectClose(
      shutoffHeatingRateFPerMin({ shutoffBrakeHp: 10, liquidLb: 50, specificHeat: 1 }),
      num(vector('PV35').expected, 'heating_rate_F_per_min'),
      0.005,
    );
    expectClose(
      thermalMinimumFlowGpm({ brakeHp: 30, allowedRiseF: 15, specificHeat: 1 }),
      num(vector('PV77').expected, 'Q_min_thermal_gpm'),
      0.003,
    );
  });
});

describe('BEP', () => {
  it.each(['PV37', 'PV39'])('%s', (id) => {
    const v = vector(id);
    const percent = percentOfBep({
      flowGpm: num(v.inputs, 'operating_flow_gpm'),
      bepFlowGpm: num(v.inputs, 'BEP_flow_gpm'),
    });
    expectClose(percent, num(v.expected, 'percent_of_BEP'), v.tolerance_rel);
    expect(bepZone(percent).zone).not.toBe('preferred');
    expect(bepZone(percent).inApi610RatedWindow).toBe(false);
  });
  it('zones: 70–120 preferred, 40–130 allowable', () => {
    expect([69, 70, 100, 120, 121, 39, 131].map((p) => bepZone(p).zone)).toEqual([
      'allowable',
      'preferred',
      'preferred',
      'preferred',
      'allowable',
      'outside',
      'outside',
    ]);
  });
});

describe('affinity laws', () => {
  it('PV41: trim 13 → 12 in', () => {
    const v = vector('PV41');
    const out = affinityByDiameter({ flowGpm: 800, headFt: 165, powerHp: 43.3, fromIn: 13, toIn: 12 });
    expectClose(out.flowGpm, num(v.expected, 'flow2_gpm'), v.tolerance_rel);
    expectClose(out.headFt, num(v.expected, 'head2_ft'), v.tolerance_rel);
    expectClose(out.powerHp, num(v.expected, 'power2_hp'), v.tolerance_rel);
  });
  it('speed 1780 → 3560 doubles flow, ×4 head, ×8 power', () => {
    expect(affinityBySpeed({ flowGpm: 100, headFt: 50, powerHp: 2, fromRpm: 1780, toRpm: 3560 })).toEqual({
      flowGpm: 200,
      headFt: 200,
      powerHp: 16,
    });
  });
});

describe('impeller diameter', () => {
  it('PV43: 500 gpm, 150 ft, 3560 rpm', () => {
    const v = vector('PV43');
    expectClose(
      headCoefficient(num(v.expected, 'nq_metric')),
      num(v.expected, 'head_coefficient_psi'),
      v.tolerance_rel,
    );
    expectClose(
      impellerDiameterIn({ flowGpm: 500, headFt: 150, speedRpm: 3560 }),
      num(v.expected, 'impeller_diameter_in'),
      v.tolerance_rel,
    );
  });
  it('PV75: max head per stage for 13 in at 1780 rpm', () => {
    const v = vector('PV75');
    expectClose(
      maxHeadPerStageFt({ diameterIn: 13, speedRpm: 1780, ku: 1 }),
      num(v.expected, 'head_per_stage_ft'),
      v.tolerance_rel,
    );
  });
});

describe('Sch 40 pipe selection', () => {
  it.each(['PV45', 'PV47'])('%s', (id) => {
    const v = vector(id);
    const flowGpm = num(v.inputs, 'flow_gpm');
    const suction = selectSch40Pipe({
      flowGpm,
      maxVelocityFtS: num(v.inputs, 'suction_velocity_limit_ft_per_s'),
    });
    const discharge = selectSch40Pipe({
      flowGpm,
      maxVelocityFtS: num(v.inputs, 'discharge_velocity_limit_ft_per_s'),
    });
    expect(suction?.nps).toBe(num(v.expected, 'suction_NPS_in'));
    expectClose(suction?.insideDiameterIn, num(v.expected, 'suction_ID_in'), v.tolerance_rel);
    expectClose(suction?.velocityFtS, num(v.expected, 'suction_velocity_ft_per_s'), v.tolerance_rel);
    expect(discharge?.nps).toBe(num(v.expected, 'discharge_NPS_in_all_sizes'));
    expectClose(discharge?.velocityFtS, num(v.expected, 'discharge_velocity_ft_per_s'), v.tolerance_rel);
    const preferred = selectSch40Pipe({
      flowGpm,
      maxVelocityFtS: num(v.inputs, 'discharge_velocity_limit_ft_per_s'),
      preferredOnly: true,
    });
    expect(preferred?.nps).toBe(num(v.expected, 'discharge_NPS_in_skip_nonpreferred_1.25_2.5_3.5_5'));
    expectClose(
      preferred?.velocityFtS,
      num(v.expected, 'discharge_velocity_ft_per_s_preferred'),
      v.tolerance_rel,
    );
  });
  it('fix: preferred sizes skip NPS 5 and 2½ (500 gpm at ≤ 10 ft/s: NPS 5 at 8.02 ft/s → NPS 6 at 5.55 ft/s)', () => {
    // NPS 4: 0.408498·500/4.026² = 12.60 ft/s > 10; NPS 5 (8.02 ft/s) is non-preferred; NPS 6: 0.408498·500/6.066² = 5.551
    expect(selectSch40Pipe({ flowGpm: 500, maxVelocityFtS: 10 })?.nps).toBe(5);
    const pipe = selectSch40Pipe({ flowGpm: 500, maxVelocityFtS: 10, preferredOnly: true });
    expect(pipe?.nps).toBe(6);
    expectClose(pipe?.velocityFtS, 5.551, 1e-3);
    // 120 gpm at ≤ 10 ft/s: NPS 2 gives 0.408498·120/2.066² = 11.48 > 10; NPS 2½ (8.05) skipped → NPS 3 at 5.21 ft/s
    expect(selectSch40Pipe({ flowGpm: 120, maxVelocityFtS: 10, preferredOnly: true })?.nps).toBe(3);
  });
  it('null above NPS 24', () => {
    // NPS 24 at 5 ft/s carries 5·22.639²/0.408498 = 6273 gpm
    expect(selectSch40Pipe({ flowGpm: 7000, maxVelocityFtS: 5 })).toBeNull();
    expectClose(pipeVelocityFtS({ flowGpm: 6273, insideDiameterIn: 22.639 }), 5, 1e-3);
  });
});

describe('HI 9.6.7 viscosity correction', () => {
  it('PV59: 500 gpm, 150 ft, 3560 rpm, 100 cSt', () => {
    const v = vector('PV59');
    const f = viscosityCorrection({ flowGpm: 500, headFt: 150, speedRpm: 3560, viscosityCst: 100 });
    expectClose(f.B, num(v.expected, 'B'), v.tolerance_rel);
    expectClose(f.CQ, num(v.expected, 'C_Q'), v.tolerance_rel);
    expectClose(f.CH, num(v.expected, 'C_H_at_BEP'), v.tolerance_rel);
    expectClose(f.Ceta, num(v.expected, 'C_eta'), v.tolerance_rel);
  });
  it('no correction for B ≤ 1 (water) and C_H grows toward 1 at low flow', () => {
    expect(viscosityCorrection({ flowGpm: 500, headFt: 150, speedRpm: 3560, viscosityCst: 1 })).toMatchObject(
      {
        CQ: 1,
        CH: 1,
        Ceta: 1,
      },
    );
    const part = viscosityCorrection({
      flowGpm: 500,
      headFt: 150,
      speedRpm: 3560,
      viscosityCst: 100,
      flowRatio: 0.5,
    });
    // C_H = 1 − (1 − 0.956353)·0.5^0.75 = 1 − 0.043647·0.594604 = 0.974048
    expectClose(part.CH, 0.974048, 1e-4);
  });
});
