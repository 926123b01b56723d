import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatEnvelope,
  formatNumber,
  formatRatePerKwh,
  formatStraightPipe,
  formatText,
} from './format-result.ts';

// docs/spec/pump-selection-spec.md §9 (number formats) and §3 (missing values display as N/A).
describe('result formatting (en-US, 0–2 decimals, currency 2, N/A for missing)', () => {
  it('numbers: grouping, at most 2 decimals, no padding', () => {
    expect(formatNumber(134402, 'kWh/year')).toBe('134,402 kWh/year');
    expect(formatNumber(0.038, '°F')).toBe('0.04 °F');
    expect(formatNumber(18.875)).toBe('18.88');
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(0.9991)).toBe('1');
    // The legacy format sends numbers as text.
    expect(formatNumber('1234.5')).toBe('1,234.5');
  });

  it('missing values read N/A', () => {
    for (const missing of [null, undefined, '', '  ', Number.NaN, Number.POSITIVE_INFINITY, 'abc']) {
      expect(formatNumber(missing, 'ft')).toBe('N/A');
      expect(formatCurrency(missing)).toBe('N/A');
    }
    expect(formatText(null)).toBe('N/A');
    expect(formatText('  ')).toBe('N/A');
  });

  it('currency: always 2 decimals, in the entry’s currency', () => {
    expect(formatCurrency(262029.28)).toBe('$262,029.28');
    expect(formatCurrency(15330)).toBe('$15,330.00');
    expect(formatCurrency(0.005)).toBe('$0.01');
    expect(formatCurrency(1000, 'EUR')).toBe('€1,000.00');
    // An unreadable currency code falls back to dollars rather than throwing.
    expect(formatCurrency(5, 'dollars')).toBe('$5.00');
  });

  it('straight pipe is 5D–10D in feet', () => {
    expect(formatStraightPipe(2.53, 5.06)).toBe('2.53–5.06 ft (5D–10D)');
    expect(formatStraightPipe(null, 5.06)).toBe('5.06 ft (10D)');
    expect(formatStraightPipe(2.5, null)).toBe('2.5 ft (5D)');
    expect(formatStraightPipe(null, undefined)).toBe('N/A');
  });

  it('envelope, rate and text', () => {
    expect(formatEnvelope(53.7, 20, 18)).toBe('53.7 × 20 × 18 in');
    expect(formatEnvelope(53.7, null, 18)).toBe('53.7 × N/A × 18 in');
    expect(formatEnvelope(null, null, null)).toBe('N/A');
    expect(formatRatePerKwh(0.0882)).toBe('8.82 ¢/kWh');
    expect(formatText(true)).toBe('Yes');
    expect(formatText(1234.567)).toBe('1,234.57');
  });
});
