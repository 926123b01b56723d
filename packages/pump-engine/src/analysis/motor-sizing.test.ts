import { describe, expect, it } from 'vitest';
import { motorSizingPractice, nemaServiceFactor, SINGLE_PHASE_MAX_HP, sizeMotor } from './motor-sizing.ts';

describe('motor sizing by the service (docs/decisions/0003-motor-sizing.md)', () => {
  it('API 610 only in petroleum service', () => {
    expect(motorSizingPractice('hydrocarbon')).toBe('api-610');
    expect(motorSizingPractice('lube-oil')).toBe('api-610');
    expect(motorSizingPractice('water')).toBe('nema-general-service');
    expect(motorSizingPractice('seawater')).toBe('nema-general-service');
    expect(motorSizingPractice('glycol')).toBe('nema-general-service');
  });
  it('NEMA general service: the duty at SF 1.0, the run-out under the 1.15 service factor (1.0 above 200 hp)', () => {
    expect(nemaServiceFactor(200)).toBe(1.15);
    expect(nemaServiceFactor(250)).toBe(1);
    // 18 hp at the duty, 22 hp at run-out: 20 hp (20 ≥ 18, 23 ≥ 22).
    expect(
      sizeMotor({ brakeHp: 18, endOfCurveHp: 22, runAloneHp: null, practice: 'nema-general-service' })
        .ratedHp,
    ).toBe(20);
    // 18 hp, 24 hp at run-out: 20·1.15 = 23 < 24 → 25 hp.
    expect(
      sizeMotor({ brakeHp: 18, endOfCurveHp: 24, runAloneHp: null, practice: 'nema-general-service' })
        .ratedHp,
    ).toBe(25);
    // 190 hp at the duty, 240 hp at run-out: 200·1.15 = 230 < 240; 250 hp has SF 1.0 and 250 ≥ 240.
    expect(
      sizeMotor({ brakeHp: 190, endOfCurveHp: 240, runAloneHp: null, practice: 'nema-general-service' })
        .ratedHp,
    ).toBe(250);
    // One pump of a parallel set running alone at 31 hp is continuous duty: 40 hp.
    expect(
      sizeMotor({ brakeHp: 18, endOfCurveHp: 22, runAloneHp: 31, practice: 'nema-general-service' }).ratedHp,
    ).toBe(40);
    expect(
      sizeMotor({ brakeHp: 501, endOfCurveHp: null, runAloneHp: null, practice: 'nema-general-service' })
        .ratedHp,
    ).toBeNull();
  });
  it('API 610: brake power × the driver margin, run-out not upsized', () => {
    // 18 hp = 13.4 kW ≤ 22 kW → × 1.25 = 22.5 → 25 hp; 60 hp = 44.7 kW → × 1.15 = 69 → 75 hp; 100 hp → × 1.10 = 110 → 125.
    expect(sizeMotor({ brakeHp: 18, endOfCurveHp: 60, runAloneHp: null, practice: 'api-610' }).ratedHp).toBe(
      25,
    );
    expect(
      sizeMotor({ brakeHp: 60, endOfCurveHp: null, runAloneHp: null, practice: 'api-610' }).ratedHp,
    ).toBe(75);
    expect(
      sizeMotor({ brakeHp: 100, endOfCurveHp: null, runAloneHp: null, practice: 'api-610' }).requiredHp,
    ).toBeCloseTo(110, 9);
  });
  it('single-phase motors are made to 10 hp (NEC Table 430.248)', () => {
    expect(SINGLE_PHASE_MAX_HP).toBe(10);
  });
});
