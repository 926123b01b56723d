import { describe, expect, it } from 'vitest';
import { numberText, wholeNumberText } from './number-text.ts';
import { decimalExponent, roundSignificant } from './significant.ts';

// The straightforward forms the faster ones replace: Math.log10 for the exponent, Math.pow for the scale, String for
// the text. Every report must read the same through either.
function referenceRound(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) {
    return value;
  }
  const decimals = Math.max(3, figures) - 1 - Math.floor(Math.log10(Math.abs(value)));
  if (decimals > 0) {
    const scale = 10 ** decimals;
    return Math.round(value * scale) / scale;
  }
  const scale = 10 ** -decimals;
  return Math.round(value / scale) * scale;
}

function referenceText(value: number, figures: number): string {
  const rounded = referenceRound(value, figures);
  const abs = Math.abs(rounded);
  if (abs < 1000) {
    return String(rounded);
  }
  const [whole = '0', fraction] = String(abs).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Deterministic values over 1e-12 … 1e24, either sign, with rounded and tie-prone ones among them. */
function sampleValues(): number[] {
  const values: number[] = [];
  let seed = 20_240_601;
  for (let i = 0; i < 20_000; i += 1) {
    seed = (seed * 16_807) % 2_147_483_647;
    const value = Math.exp((seed / 2_147_483_647) * 83 - 28) * (i % 3 === 0 ? -1 : 1);
    values.push(value, Math.round(value), Number(value.toPrecision(4)), Number(value.toPrecision(5)));
  }
  // Both sides of every power of ten, where the exponent is decided by Math.log10, and exact halves.
  for (let exponent = -12; exponent <= 24; exponent += 1) {
    const power = 10 ** exponent;
    for (const factor of [
      1,
      1 + 1e-16,
      1 - 1e-16,
      1 + 1e-12,
      1 - 1e-12,
      1 + 3e-12,
      0.99995,
      0.999949999,
      1.00005,
    ]) {
      values.push(power * factor, -power * factor);
    }
    values.push(2.5 * power, 1.2345 * power, 9.9995 * power, 9.99949 * power);
  }
  values.push(
    0,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    0.1 + 0.2,
    999.95,
    1e21,
    1.5e21,
  );
  return values;
}

describe('numberText and roundSignificant', () => {
  const values = sampleValues();

  it('find the exponent Math.log10 gives', () => {
    const differing = values
      .filter((value) => value !== 0 && Number.isFinite(value))
      .filter((value) => decimalExponent(value) !== Math.floor(Math.log10(Math.abs(value))));
    expect(differing).toEqual([]);
  });

  it('round and write every value as the Math.log10, Math.pow and String forms do', () => {
    const differing: string[] = [];
    for (const figures of [3, 4, 5, 6, 16]) {
      for (const value of values) {
        const rounded = roundSignificant(value, figures);
        const text = numberText(value, figures);
        if (!Object.is(rounded, referenceRound(value, figures)) || text !== referenceText(value, figures)) {
          differing.push(`${value} at ${figures}: ${rounded} '${text}'`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('writes en-US text', () => {
    expect(numberText(1_234_567)).toBe('1,235,000');
    expect(numberText(0.0045123)).toBe('0.004512');
    expect(numberText(-999.96)).toBe('-1,000');
    expect(numberText(12.000001)).toBe('12');
    expect(numberText(1234.5678, 6)).toBe('1,234.57');
    expect(numberText(3.2e-7)).toBe('3.2e-7');
    expect(wholeNumberText(100_000.4)).toBe('100,000');
  });
});
