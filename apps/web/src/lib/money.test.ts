import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, lineSubtotal, toMinorUnits } from './money.ts';

describe('money', () => {
  it('reads decimal strings as integer cents and writes them back with two places', () => {
    expect([
      toMinorUnits('1250.50'),
      toMinorUnits('1250.5'),
      toMinorUnits('7'),
      toMinorUnits(' 0.09 '),
    ]).toEqual([125050n, 125050n, 700n, 9n]);
    expect([toMinorUnits('-1.00'), toMinorUnits('1.005'), toMinorUnits('1e3'), toMinorUnits('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([fromMinorUnits(125050n), fromMinorUnits(5n), fromMinorUnits(0n)]).toEqual([
      '1250.50',
      '0.05',
      '0.00',
    ]);
  });

  it('multiplies in cents, so no float error creeps in', () => {
    expect(lineSubtotal('0.10', 3)).toBe('0.30');
    expect(lineSubtotal('1250.50', 3)).toBe('3751.50');
    expect(lineSubtotal('19.99', 1_000_000)).toBe('19990000.00');
    expect([lineSubtotal('1.00', 0), lineSubtotal('1.00', 1.5), lineSubtotal('abc', 2)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('formats with the currency, and falls back to the raw text when it cannot', () => {
    expect(formatMoney('3751.5', 'USD')).toBe('$3,751.50');
    expect(formatMoney('123456789012345.55', 'usd')).toBe('$123,456,789,012,345.55');
    expect(formatMoney('10.00', 'EUR')).toBe('€10.00');
    expect(formatMoney('10.00', 'NOT A CODE')).toBe('10.00 NOT A CODE');
    expect(formatMoney('n/a', 'USD')).toBe('n/a USD');
  });

  it("formats the engine's and the catalogue's numbers the same way, rounded to the cent", () => {
    // 225393.164 rounds down; 0.125 is exact in binary and rounds half away from zero, to 13 cents.
    expect(formatMoney(225393.164)).toBe('$225,393.16');
    expect(formatMoney(0.125)).toBe('$0.13');
    expect(formatMoney(1875.4)).toBe('$1,875.40');
    expect(formatMoney(-12.5)).toBe('-$12.50');
    expect(formatMoney(Number.NaN)).toBe('NaN USD');
  });
});
