import { describe, expect, it } from 'vitest';
import { orderTotalsOf, taxOf } from './order-totals.ts';

// Worked by hand: tax = subtotal × rate / 10 000, rounded half up to a whole cent.

describe('taxOf', () => {
  it('rounds an exact half cent up, where banker’s rounding would go down to the even cent', () => {
    // 1000 × 825 / 10 000 = 82.5 → 83 (half to even would give 82).
    expect(taxOf(1000, 825)).toBe(83);
    // 200 × 825 / 10 000 = 16.5 → 17.
    expect(taxOf(200, 825)).toBe(17);
  });

  it('rounds below a half down and above it up', () => {
    // 123 × 825 / 10 000 = 10.1475 → 10.
    expect(taxOf(123, 825)).toBe(10);
    // 375 150 × 825 / 10 000 = 30 949.875 → 30 950.
    expect(taxOf(375_150, 825)).toBe(30_950);
  });

  it('is 0 at a 0 rate (the default) and on a 0 subtotal', () => {
    expect(taxOf(375_150, 0)).toBe(0);
    expect(taxOf(0, 825)).toBe(0);
  });

  it('stays exact where subtotal × rate passes 2^53', () => {
    // 123 456 789 012 345 × 825 = 101 851 850 935 184 625; / 10 000 = 10 185 185 093 518.4625 → …518.
    expect(taxOf(123_456_789_012_345, 825)).toBe(10_185_185_093_518);
  });

  it('refuses amounts and rates that are not whole and non-negative', () => {
    expect(() => taxOf(-1, 825)).toThrow(RangeError);
    expect(() => taxOf(10.5, 825)).toThrow(RangeError);
    expect(() => taxOf(100, 8.25)).toThrow(RangeError);
  });
});

describe('orderTotalsOf', () => {
  it('multiplies the unit cost by the quantity and adds the tax', () => {
    // 3 × 1250.50 = 3751.50; tax 8.25 % = 309.49875 → 309.50; total 4061.00.
    expect(orderTotalsOf({ quantity: 3, unitCostMinor: 125_050, taxRateBps: 825 })).toEqual({
      subtotalMinor: 375_150,
      taxMinor: 30_950,
      totalMinor: 406_100,
    });
    expect(orderTotalsOf({ quantity: 2, unitCostMinor: 125_050, taxRateBps: 0 })).toEqual({
      subtotalMinor: 250_100,
      taxMinor: 0,
      totalMinor: 250_100,
    });
  });

  it('answers null when the total would not be an exact JavaScript number', () => {
    // 1 000 000 × 9 999 999 999.99 = 9 999 999 999 990 000 00 cents, past 2^53 ≈ 9.007 × 10^15.
    expect(orderTotalsOf({ quantity: 1_000_000, unitCostMinor: 999_999_999_999, taxRateBps: 0 })).toBeNull();
    // The subtotal fits, the tax on top does not.
    expect(
      orderTotalsOf({ quantity: 1, unitCostMinor: Number.MAX_SAFE_INTEGER, taxRateBps: 825 }),
    ).toBeNull();
  });
});
