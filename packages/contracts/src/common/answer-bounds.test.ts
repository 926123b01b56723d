import { describe, expect, it } from 'vitest';
import { type Bound, boundMessage, isWithin } from './answer-bounds.ts';
import { convertUnit } from './unit-scales.ts';

const min = (limit: number, unit: string | null, isExclusive = false): Bound => ({
  side: 'min',
  limit,
  unit,
  isExclusive,
});
const max = (limit: number, unit: string | null, isExclusive = false): Bound => ({
  side: 'max',
  limit,
  unit,
  isExclusive,
});

describe('convertUnit', () => {
  it('converts by the exact factors of NIST SP 811', () => {
    // 1 US gal = 3.785411784 L, so 100 gpm = 378.5411784 L/min = 22.712470704 m³/h.
    expect(convertUnit(100, 'gpm', 'm3/h')).toBeCloseTo(22.712470704, 9);
    // 1 ft = 0.3048 m.
    expect(convertUnit(100, 'ft', 'm')).toBeCloseTo(30.48, 12);
    // °C = (°F − 32) / 1.8: 212 °F is 100 °C, −40 is −40 on both.
    expect(convertUnit(212, '°F', '°C')).toBeCloseTo(100, 9);
    expect(convertUnit(-40, '°C', '°F')).toBeCloseTo(-40, 9);
    // 1 psi = 6894.757293168 Pa = 0.06894757293168 bar.
    expect(convertUnit(1, 'psi', 'bar')).toBeCloseTo(0.06894757293168, 12);
  });

  it('is null across dimensions or for a unit it does not know, and the value itself for the same unit', () => {
    expect(convertUnit(1, 'gpm', 'ft')).toBeNull();
    expect(convertUnit(1, 'bbl/d', 'gpm')).toBeNull();
    expect(convertUnit(7, 'bbl/d', 'bbl/d')).toBe(7);
  });
});

describe('isWithin', () => {
  it('takes an inclusive bound itself and refuses an exclusive one, in the same unit exactly', () => {
    expect(isWithin(0, 'gpm', min(0, 'gpm'))).toBe(true);
    expect(isWithin(0, 'gpm', min(0, 'gpm', true))).toBe(false);
    expect(isWithin(24, null, max(24, null))).toBe(true);
    expect(isWithin(24, null, max(24, null, true))).toBe(false);
  });

  it('converts a value typed in another unit, without letting conversion dust decide', () => {
    // 0 °C is exactly 32 °F, though the arithmetic gives 32.00000000000006.
    expect(isWithin(0, '°C', min(32, '°F'))).toBe(true);
    expect(isWithin(0, '°C', min(32, '°F', true))).toBe(false);
    expect(isWithin(-0.01, '°C', min(32, '°F'))).toBe(false);
  });

  it('leaves a bound unchecked when the typed unit cannot be converted or is missing', () => {
    expect(isWithin(-5, 'bbl/d', min(0, 'gpm'))).toBe(true);
    expect(isWithin(-5, null, min(0, 'gpm'))).toBe(true);
  });
});

describe('boundMessage', () => {
  it('says the limit in the typed unit, rounded to four digits into the allowed side', () => {
    // 10 gpm = 2.2712 m³/h: a minimum rounds up to 2.272, so typing 2.272 is accepted.
    expect(boundMessage(min(10, 'gpm'), 'm3/h', true)).toBe('Enter 2.272 m3/h or more');
    expect(isWithin(2.272, 'm3/h', min(10, 'gpm'))).toBe(true);
    // 700 °F = 371.11 °C: a maximum rounds down.
    expect(boundMessage(max(700, '°F'), '°C', true)).toBe('Enter 371.1 °C or less');
    expect(boundMessage(min(0, null, true), 'ft', true)).toBe('Enter more than 0 ft');
    expect(boundMessage(max(24, null, true), null, false)).toBe('Enter less than 24');
  });
});
