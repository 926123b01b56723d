import type { AttributeKey } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { wizardFieldErrors, wizardFieldOf } from './duty-field-paths.ts';

const ids = new Map<AttributeKey, number>([
  ['flow_rate', 11],
  ['temperature', 14],
  ['viscosity', 16],
  ['electrical_supply', 30],
  ['speed', 31],
]);

describe('wizardFieldOf', () => {
  it('puts an engine issue under the field its duty path was read from', () => {
    expect(wizardFieldOf('flowRate.value', ids)).toBe('answer.11');
    expect(wizardFieldOf('flowRate.unit', ids)).toBe('answer.11.unit');
    expect(wizardFieldOf('fluid.temperatureF', ids)).toBe('answer.14');
    expect(wizardFieldOf('fluid.viscosityCp', ids)).toBe('answer.16');
    expect(wizardFieldOf('frequencyHz', ids)).toBe('answer.30');
    expect(wizardFieldOf('supply.phase', ids)).toBe('answer.30');
    expect(wizardFieldOf('speedRpm', ids)).toBe('answer.31');
  });

  it('sends the Submit step’s fields there, and anything else to the whole form', () => {
    expect(wizardFieldOf('quantity', ids)).toBe('quantity');
    expect(wizardFieldOf('zipCode', ids)).toBe('zip_code');
    // Head was not read from any attribute here; lifetimeYears is no wizard field.
    expect(wizardFieldOf('head.value', ids)).toBe('answer');
    expect(wizardFieldOf('lifetimeYears', ids)).toBe('answer');
  });

  it('gathers the messages of paths that land on one field', () => {
    expect(
      wizardFieldErrors({ 'flowRate.value': ['a'], flowRate: ['b'], lifetimeYears: ['c'] }, ids),
    ).toEqual({
      'answer.11': ['a', 'b'],
      answer: ['c'],
    });
  });
});
