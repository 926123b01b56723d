import { describe, expect, it } from 'vitest';
import { isLaunchQuarterPast, quarterLabel } from './launch-quarter.ts';

describe('quarterLabel', () => {
  it('names the quarter a day falls in, and the ones after it across years', () => {
    const day = new Date('2026-11-26T19:00:00Z');
    expect(quarterLabel(day)).toBe('Q4 2026');
    expect(quarterLabel(day, 1)).toBe('Q1 2027');
    expect(quarterLabel(day, 2)).toBe('Q2 2027');
    expect(quarterLabel(new Date('2027-03-31T23:59:59Z'))).toBe('Q1 2027');
    expect(quarterLabel(new Date('2027-04-01T00:00:00Z'), 3)).toBe('Q1 2028');
  });
});

describe('isLaunchQuarterPast', () => {
  it('a quarter has passed from the day after its last day', () => {
    // Q1 2026 ends on 31 March 2026.
    expect(isLaunchQuarterPast('Q1 2026', '2026-03-31')).toBe(false);
    expect(isLaunchQuarterPast('Q1 2026', '2026-04-01')).toBe(true);
    // Q4 ends on 31 December.
    expect(isLaunchQuarterPast('q4 2026', '2026-12-31')).toBe(false);
    expect(isLaunchQuarterPast(' Q4  2026 ', '2027-01-01')).toBe(true);
  });

  it('text that is not a quarter is never past', () => {
    expect(isLaunchQuarterPast('Spring 2020', '2026-11-26')).toBe(false);
    expect(isLaunchQuarterPast('Q5 2020', '2026-11-26')).toBe(false);
  });
});
