import { describe, expect, it } from 'vitest';
import { pumpAnswerOf as answerOf } from '../../../test/part-answer.ts';
import { dutyFromAnswer } from './duty-from-answer.ts';

const flow = { title: 'Flow rate', value: '500', units: ['gpm', 'm3/h', 'L/s'], unit_value: 'gpm' };
const head = { title: 'Differential head', value: 120, units: ['ft', 'm'], unit_value: 'ft' };

describe('dutyFromAnswer', () => {
  it('reads flow, head and the rest of the specification into an engine duty', () => {
    const read = dutyFromAnswer(
      answerOf([
        flow,
        head,
        { title: 'Fluid', value: 'Seawater' },
        { title: 'Temperature', value: '40', units: ['°F', '°C'], unit_value: '°C' },
        { title: 'Specific gravity', value: '1.025' },
        { title: 'Viscosity', value: '', units: ['cP'] },
        { title: 'NPSH available', value: '9', units: ['ft', 'm'], unit_value: 'm' },
        { title: 'Hours per day of operation', value: '16', units: ['hours/day'] },
        { title: 'Days per year of operation', value: '250', units: ['days/year'] },
        { title: 'Electricity rate', value: '0.11', units: ['$/kWh'] },
        { title: 'Electrical supply', value: '400 V / 3 ph / 50 Hz' },
      ]),
      { zipCode: '77001', quantity: 2 },
    );
    expect(read).toEqual({
      ok: true,
      duty: {
        flowRate: { value: 500, unit: 'gpm' },
        head: { value: 120, unit: 'ft' },
        // 40 °C = 40 × 9/5 + 32 = 104 °F
        fluid: { name: 'Seawater', temperatureF: 104, specificGravity: 1.025 },
        npshAvailable: { value: 9, unit: 'm' },
        frequencyHz: 50,
        hoursPerDay: 16,
        daysPerYear: 250,
        electricityRatePerKwh: 0.11,
        zipCode: '77001',
        quantity: 2,
      },
      searchParams: expect.objectContaining({
        part_type: 'pump',
        flow_rate: { value: 500, unit: 'gpm' },
        differential_head: { value: 120, unit: 'ft' },
      }),
    });
  });

  it('defaults a missing unit choice to the first unit, as the wizard does', () => {
    const read = dutyFromAnswer(
      answerOf([
        { ...flow, unit_value: null, value: '30' },
        { ...head, unit_value: null },
      ]),
      {},
    );
    expect(read.ok && read.duty.flowRate).toEqual({ value: 30, unit: 'gpm' });
  });

  it('names the attribute when flow or head is missing, zero or not a number', () => {
    for (const bad of ['', 'fast', '0', null]) {
      const read = dutyFromAnswer(answerOf([{ ...flow, value: bad }, head]), {});
      expect(read.ok, String(bad)).toBe(false);
      expect(!read.ok && Object.keys(read.fieldErrors)).toEqual(['Flow rate']);
    }
    const neither = dutyFromAnswer(answerOf([]), {});
    expect(!neither.ok && Object.keys(neither.fieldErrors)).toEqual(['Flow rate', 'Differential head']);
  });

  it('refuses a unit the engine does not know', () => {
    const read = dutyFromAnswer(answerOf([{ ...flow, unit_value: 'bbl/day' }, head]), {});
    expect(read.ok).toBe(false);
  });
});
