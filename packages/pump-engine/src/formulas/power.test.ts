import { describe, expect, it } from 'vitest';
import { expectClose, num, vector } from '../__fixtures__/vectors.ts';
import { corripioEfficiency, gulichEfficiency } from './efficiency.ts';
import { brakeHorsepower, hydraulicPowerKw, waterHorsepower } from './power.ts';
import {
  npshRequiredEstimateFt,
  specificSpeedMetric,
  specificSpeedUs,
  suctionSpecificSpeedUs,
} from './specific-speed.ts';

describe('power (HI)', () => {
  it('PV01: 900 gpm, 155 ft, SG 1, 78 %', () => {
    const v = vector('PV01');
    const input = {
      flowGpm: num(v.inputs, 'flow_gpm'),
      headFt: num(v.inputs, 'head_ft'),
      specificGravity: num(v.inputs, 'specific_gravity'),
      efficiency: num(v.inputs, 'pump_efficiency_frac'),
    };
    // 900·155/3960 = 35.2273 hp; ÷0.78 = 45.1632 hp
    expectClose(waterHorsepower(input), num(v.expected, 'water_hp'), v.tolerance_rel);
    expectClose(brakeHorsepower(input), num(v.expected, 'brake_hp'), v.tolerance_rel);
  });
  it('PV03: specific gravity scales power', () => {
    const v = vector('PV03');
    // 200·100·0.85/(3960·0.65) = 6.60451 hp
    expectClose(
      brakeHorsepower({ flowGpm: 200, headFt: 100, specificGravity: 0.85, efficiency: 0.65 }),
      num(v.expected, 'brake_hp'),
      v.tolerance_rel,
    );
  });
  it('PV05: SI hydraulic power', () => {
    const v = vector('PV05');
    const kw = hydraulicPowerKw({ densityKgM3: 998.207, flowM3s: 0.0402, headM: 100 });
    // 998.207·9.80665·0.0402·100/1000 = 39.3521 kW
    expectClose(kw, num(v.expected, 'hydraulic_power_kW'), v.tolerance_rel);
  });
});

describe('specific speed and NPSH3 (HI EDB Eq. 1.D.1, 1.D.4)', () => {
  it.each(['PV15', 'PV17'])('%s', (id) => {
    const v = vector(id);
    const ns = specificSpeedUs({
      speedRpm: num(v.inputs, 'speed_rpm'),
      flowGpm: num(v.inputs, 'flow_gpm'),
      headFt: num(v.inputs, 'head_per_stage_ft'),
    });
    expectClose(ns, num(v.expected, 'specific_speed_US'), v.tolerance_rel);
    expectClose(specificSpeedMetric(ns), num(v.expected, 'specific_speed_metric_m3s'), 0.0002);
  });
  it.each(['PV19', 'PV21'])('%s NPSH3 from Nss', (id) => {
    const v = vector(id);
    const input = {
      speedRpm: num(v.inputs, 'speed_rpm'),
      flowGpm: num(v.inputs, 'flow_gpm_per_eye'),
      suctionSpecificSpeed: num(v.inputs, 'suction_specific_speed_US'),
    };
    const npsh3 = npshRequiredEstimateFt(input);
    expectClose(npsh3, num(v.expected, 'NPSH3_ft'), v.tolerance_rel);
    expectClose(
      suctionSpecificSpeedUs({ ...input, npshRequiredFt: npsh3 }),
      input.suctionSpecificSpeed,
      1e-12,
    );
  });
});

describe('efficiency correlations (docs/reference/pump-engineering.md §3)', () => {
  it('PV79: Gülich η_opt at 500 gpm, 150 ft, 3560 rpm', () => {
    const v = vector('PV79');
    expectClose(
      gulichEfficiency({ flowGpm: 500, headFt: 150, speedRpm: 3560 }),
      num(v.expected, 'eta_opt_frac'),
      v.tolerance_rel,
    );
  });
  it('PV53: Corripio at 461 gpm', () => {
    const v = vector('PV53');
    expectClose(corripioEfficiency(461), num(v.expected, 'efficiency_frac'), v.tolerance_rel);
  });
  it('Gülich rises with size at fixed nq', () => {
    // Same nq: Q·4 with N/2 keeps N√Q constant.
    expect(gulichEfficiency({ flowGpm: 2000, headFt: 150, speedRpm: 1780 })).toBeGreaterThan(
      gulichEfficiency({ flowGpm: 500, headFt: 150, speedRpm: 3560 }),
    );
  });
});
