import { describe, expect, it } from 'vitest';
import { formatMinorUnits, positiveMoneySchema, toMinorUnits } from './money.ts';

const schema = positiveMoneySchema({
  invalid: 'Enter a cost such as 1234.50',
  notPositive: 'Cost must be more than 0',
});

describe('money on the wire', () => {
  it('reads decimal strings into whole cents without float error', () => {
    expect(toMinorUnits('1234.50')).toBe(123450);
    expect(toMinorUnits('1234.5')).toBe(123450);
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('7')).toBe(700);
    expect(toMinorUnits(' 0.07 ')).toBe(7);
  });

  it('writes cents back with two places', () => {
    expect(formatMinorUnits(123450)).toBe('1234.50');
    expect(formatMinorUnits(29)).toBe('0.29');
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(-5)).toBe('-0.05');
  });

  it('refuses signs, exponents, three decimals and zero with the field message', () => {
    for (const bad of ['-1', '1e3', '1.234', 'abc', '', '12345678901']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('Enter a cost such as 1234.50');
    }
    expect(schema.safeParse('0.00').error?.issues[0]?.message).toBe('Cost must be more than 0');
    expect(schema.parse('0.01')).toBe('0.01');
  });
});
