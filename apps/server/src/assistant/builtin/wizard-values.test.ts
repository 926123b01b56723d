import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../test/part-answer.ts';
import { NO_WIZARD_VALUES, wizardValuesOf } from './wizard-values.ts';

describe('wizardValuesOf', () => {
  it('reads the pump fields by title, with their units', () => {
    const values = wizardValuesOf(
      wizardAnswer({
        'Flow rate': { value: '1,250', unit: 'gpm' },
        'differential head': { value: 35, unit: 'm' },
        Temperature: { value: 60, unit: '°C' },
        'Specific gravity': { value: 1.1 },
        'Hours per day of operation': { value: 16, unit: 'hours/day' },
        'Electricity rate': { value: 0.12, unit: '$/kWh' },
        'Electrical supply': { value: '400 V / 3 ph / 50 Hz' },
      }),
    );
    expect(values.flow).toEqual({ value: 1250, unit: 'gpm', field: 'Flow rate' });
    expect(values.head).toEqual({ value: 35, unit: 'm', field: 'differential head' });
    // 60 °C = 1.8·60 + 32 = 140 °F.
    expect(values.temperatureF).toBe(140);
    expect(values.specificGravity).toEqual({ value: 1.1, field: 'Specific gravity' });
    expect(values.hoursPerDay).toBe(16);
    expect(values.electricityRate).toBe(0.12);
    expect(values.frequencyHz).toBe(50);
  });

  it('takes the specific gravity from the fluid library when none is typed', () => {
    const values = wizardValuesOf(
      wizardAnswer({ Fluid: { value: 'Seawater' }, Temperature: { value: 60, unit: '°F' } }),
    );
    // Seawater is about 1.025 (units article); the library value at 60 °F must be close.
    expect(values.specificGravity?.value).toBeCloseTo(1.025, 1);
    expect(values.specificGravity?.field).toContain('Fluid');
  });

  it('ignores blank, zero and missing values', () => {
    expect(wizardValuesOf(undefined)).toEqual(NO_WIZARD_VALUES);
    const values = wizardValuesOf(
      wizardAnswer({
        'Flow rate': { value: '', unit: 'gpm' },
        'Differential head': { value: 0, unit: 'ft' },
      }),
    );
    expect(values.flow).toBeNull();
    expect(values.head).toBeNull();
  });
});
