import { describe, expect, it } from 'vitest';
import { promisedDateOf, subtotalOf } from './offer-comparison.ts';

describe('subtotalOf', () => {
  it('multiplies in minor units and formats two places', () => {
    expect(subtotalOf(3, 125_050)).toBe('3751.50');
    expect(subtotalOf(1, 29)).toBe('0.29');
    expect(subtotalOf(7, 5)).toBe('0.35');
    // 1,000,000 × 9,999,999,999.99: past 2^53 minor units, still exact.
    expect(subtotalOf(1_000_000, 999_999_999_999)).toBe('9999999999990000.00');
  });
});

describe('promisedDateOf', () => {
  it('adds days or weeks to today, across month and leap-day boundaries', () => {
    expect(promisedDateOf('2026-11-23', 10, 'days')).toBe('2026-12-03');
    expect(promisedDateOf('2026-11-23', 3, 'weeks')).toBe('2026-12-14');
    expect(promisedDateOf('2028-02-27', 2, 'days')).toBe('2028-02-29');
    expect(promisedDateOf('2026-12-31', 0, 'weeks')).toBe('2026-12-31');
  });
});
