import { describe, expect, it } from 'vitest';
import { num, nums, vector } from '../__fixtures__/vectors.ts';
import {
  api610DriverMarginFactor,
  frameShaftHeightIn,
  frameWidthIn,
  fullLoadSpeedRpm,
  NEMA_RATINGS_HP,
  nemaFrame,
  nemaMotorRatingHp,
  nemaPremiumEfficiency,
  polesForSpeed,
  synchronousSpeedRpm,
} from './motor.ts';

describe('motor formulas', () => {
  it('PV13: synchronous speed 120·f/poles', () => {
    const v = vector('PV13');
    const cases = v.inputs.cases_frequency_Hz_poles as [number, number][];
    expect(cases.map(([frequencyHz, poles]) => synchronousSpeedRpm({ frequencyHz, poles }))).toEqual(
      nums(v.expected, 'synchronous_rpm'),
    );
  });
  it('full-load speeds and pole lookup', () => {
    expect(fullLoadSpeedRpm({ frequencyHz: 60, poles: 4 })).toBe(1780);
    expect(fullLoadSpeedRpm({ frequencyHz: 50, poles: 2 })).toBe(2900);
    // 8 poles at 60 Hz: 900·0.985 = 886.5 → 887 rpm
    expect(fullLoadSpeedRpm({ frequencyHz: 60, poles: 8 })).toBe(887);
    expect(polesForSpeed({ speedRpm: 3560, frequencyHz: 60 })).toBe(2);
    expect(polesForSpeed({ speedRpm: 1750, frequencyHz: 60 })).toBe(4);
    expect(polesForSpeed({ speedRpm: 960, frequencyHz: 50 })).toBe(6);
  });
  it('PV07: next NEMA rating', () => {
    const v = vector('PV07');
    expect(nums(v.inputs, 'required_shaft_hp_list').map(nemaMotorRatingHp)).toEqual(
      nums(v.expected, 'nema_rating_hp_list'),
    );
    expect(nemaMotorRatingHp(3)).toBe(3);
    expect(nemaMotorRatingHp(3.2)).toBe(5);
    expect(nemaMotorRatingHp(501)).toBeNull();
  });
  it.each(['PV09', 'PV11'])('%s: API 610 margin', (id) => {
    const v = vector(id);
    const hp = num(v.inputs, 'pump_rated_power_hp');
    const factor = api610DriverMarginFactor(hp * 0.7457);
    expect(factor).toBe(num(v.expected, 'margin_factor'));
    expect(nemaMotorRatingHp(hp * factor)).toBe(num(v.expected, 'nema_rating_hp'));
  });
  it('API 610 band edges: 22 kW → 1.25, 22.1 → 1.15, 55 → 1.15, 55.1 → 1.10', () => {
    expect([22, 22.1, 55, 55.1].map(api610DriverMarginFactor)).toEqual([1.25, 1.15, 1.15, 1.1]);
  });
  it('NEMA Premium efficiency (MG-1 Table 12-12) and PV61 50 hp 4-pole', () => {
    expect(nemaPremiumEfficiency({ ratedHp: 50, poles: 4 })).toBe(
      num(vector('PV61').inputs, 'motor_efficiency_frac'),
    );
    expect(nemaPremiumEfficiency({ ratedHp: 3, poles: 4 })).toBe(0.895);
    expect(nemaPremiumEfficiency({ ratedHp: 1, poles: 2 })).toBe(0.77);
    expect(nemaPremiumEfficiency({ ratedHp: 4, poles: 4 })).toBeNull();
  });
  it('NEMA frames and PV67 dimensions', () => {
    expect(nemaFrame({ ratedHp: 25, synchronousRpm: 3600 })).toBe('284TS');
    expect(nemaFrame({ ratedHp: 10, synchronousRpm: 1800 })).toBe('215T');
    // Every rating the engine sizes, to 500 hp, has a frame at every speed.
    for (const ratedHp of NEMA_RATINGS_HP) {
      for (const synchronousRpm of [3600, 1800, 1200]) {
        expect(nemaFrame({ ratedHp, synchronousRpm })).toMatch(/^(\d{3}TS?|5[08]\d\d[SL])$/);
      }
    }
    expect(nemaFrame({ ratedHp: 150, synchronousRpm: 1200 })).toBe('447T');
    expect(nemaFrame({ ratedHp: 200, synchronousRpm: 1800 })).toBe('447T');
    expect(nemaFrame({ ratedHp: 500, synchronousRpm: 1800 })).toBe('5010L');
    expect(nemaFrame({ ratedHp: 4, synchronousRpm: 1800 })).toBeNull();
    // 5000 frames: D = 12.5 in; 5800 frames: 14.5 in (first two digits ÷ 4).
    expect(frameShaftHeightIn('5010L')).toBe(12.5);
    expect(frameShaftHeightIn('5810L')).toBe(14.5);
    const v = vector('PV67');
    const frames = v.inputs.frames as string[];
    expect(frames.map(frameShaftHeightIn)).toEqual(nums(v.expected, 'shaft_height_D_in'));
    expect(frames.map(frameWidthIn)).toEqual(nums(v.expected, 'A_max_width_in_HI_EDB'));
  });
});
