import { describe, expect, it } from 'vitest';
import { pumpAnswerOf, wizardAnswer } from '../../../../test/part-answer.ts';
import { NO_WIZARD_VALUES, wizardValuesOf } from './wizard-values.ts';

describe('wizardValuesOf', () => {
  it('reads the pump fields by key, whatever an admin titled them, with their units', () => {
    const values = wizardValuesOf(
      pumpAnswerOf([
        { title: 'Design flow', key: 'flow_rate', value: '1,250', units: ['gpm'], unit_value: 'gpm' },
        { title: 'Total dynamic head', key: 'head', value: 35, units: ['ft', 'm'], unit_value: 'm' },
        { title: 'Liquid temperature', key: 'temperature', value: 60, units: ['°F', '°C'], unit_value: '°C' },
        { title: 'SG', key: 'specific_gravity', value: 1.1 },
        { title: 'Run hours', key: 'hours_per_day', value: 16, units: ['hours/day'] },
        { title: 'Power price', key: 'electricity_rate', value: 0.12, units: ['$/kWh'] },
        {
          title: 'Mains',
          key: 'electrical_supply',
          type: 'select',
          value: 'Three-phase 400 V, 50 cycles',
          options: ['Three-phase 400 V, 50 cycles'],
          option_keys: ['400v-3ph-50hz'],
        },
        // A field titled like the seed's flow but without the key is not the flow.
        { title: 'Flow rate', value: 9, units: ['gpm'] },
      ]),
    );
    expect(values.flow).toEqual({ value: 1250, unit: 'gpm', field: 'Design flow' });
    expect(values.head).toEqual({ value: 35, unit: 'm', field: 'Total dynamic head' });
    // 60 °C = 1.8·60 + 32 = 140 °F.
    expect(values.temperatureF).toBe(140);
    expect(values.specificGravity).toEqual({ value: 1.1, field: 'SG' });
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
