import { describe, expect, it } from 'vitest';
import { roundSignificant } from './significant.ts';

describe('roundSignificant', () => {
  it('keeps 4 significant figures by default, whatever the magnitude', () => {
    expect(roundSignificant(0.0045123)).toBe(0.004512);
    expect(roundSignificant(0.15)).toBe(0.15);
    expect(roundSignificant(1234.56)).toBe(1235);
    expect(roundSignificant(123_456.7)).toBe(123_500);
    expect(roundSignificant(-87.2883)).toBe(-87.29);
    expect(roundSignificant(0)).toBe(0);
  });
  it('never fewer than 3, and prints without binary noise', () => {
    expect(roundSignificant(0.46680000001, 2)).toBe(0.467);
    expect(String(roundSignificant(0.46675, 4))).toBe('0.4668');
    expect(Number.isNaN(roundSignificant(Number.NaN))).toBe(true);
  });
});
