import { describe, expect, it } from 'vitest';
import { efficiencyIn, findQuantities, specificGravityIn } from './quantities.ts';

const simple = (text: string) => findQuantities(text).map(({ value, unit, kind }) => ({ value, unit, kind }));

describe('findQuantities', () => {
  it('reads numbers with units, commas and spellings', () => {
    expect(simple('what motor for 1,200 gpm at 35 m?')).toEqual([
      { value: 1200, unit: 'gpm', kind: 'flow' },
      { value: 35, unit: 'm', kind: 'length' },
    ]);
    expect(simple('36.5 m³/h, 12 L/s and 400 USGPM')).toEqual([
      { value: 36.5, unit: 'm3/h', kind: 'flow' },
      { value: 12, unit: 'L/s', kind: 'flow' },
      { value: 400, unit: 'gpm', kind: 'flow' },
    ]);
    expect(simple('140F water, 50 psig, 3 bar, 75 kW, 1780 rpm, 100 cSt, 60 Hz')).toEqual([
      { value: 140, unit: 'F', kind: 'temperature' },
      { value: 50, unit: 'psi', kind: 'pressure' },
      { value: 3, unit: 'bar', kind: 'pressure' },
      { value: 75, unit: 'kW', kind: 'power' },
      { value: 1780, unit: 'rpm', kind: 'speed' },
      { value: 100, unit: 'cSt', kind: 'viscosity' },
      { value: 60, unit: 'Hz', kind: 'frequency' },
    ]);
  });

  it('reads prices and operating hours', () => {
    expect(simple('at $0.12/kWh, 12 cents/kWh, 16 hours a day, 6000 hours per year')).toEqual([
      { value: 0.12, unit: '$/kWh', kind: 'energyRate' },
      { value: 12, unit: 'c/kWh', kind: 'energyRate' },
      { value: 16, unit: 'h/day', kind: 'hoursPerDay' },
      { value: 6000, unit: 'h/year', kind: 'hoursPerYear' },
    ]);
  });

  it('does not read words that merely start like a unit', () => {
    expect(simple('run it 10 minutes, 5 intakes, 3 c')).toEqual([]);
  });

  it('gives a bare number the unit of its range partner', () => {
    expect(simple('slow from 3550 to 2900 rpm')).toEqual([
      { value: 3550, unit: 'rpm', kind: 'speed' },
      { value: 2900, unit: 'rpm', kind: 'speed' },
    ]);
    expect(simple('trim from 10 in to 9')).toEqual([
      { value: 10, unit: 'in', kind: 'length' },
      { value: 9, unit: 'in', kind: 'length' },
    ]);
  });

  it('keeps the words around each quantity for its role, bounded by its neighbours', () => {
    const [npsh, head] = findQuantities('NPSHa 15 ft, head 100 ft');
    expect(npsh?.before).toContain('npsha');
    expect(head?.before).toBe(', head ');
    expect(findQuantities('we have 12 ft of NPSHa')[0]?.after).toContain('npsha');
  });
});

describe('specificGravityIn and efficiencyIn', () => {
  it('reads labelled numbers', () => {
    expect(specificGravityIn('50 psi with SG 1.2')).toBe(1.2);
    expect(specificGravityIn('a specific gravity of 0.85')).toBe(0.85);
    expect(specificGravityIn('500 gpm at 120 ft')).toBeNull();
    expect(efficiencyIn('at 75% efficiency')).toBe(0.75);
    expect(efficiencyIn('pump efficiency of 0.8')).toBe(0.8);
    expect(efficiencyIn('500 gpm')).toBeNull();
  });
});
