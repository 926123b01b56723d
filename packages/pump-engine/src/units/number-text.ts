import {
  powerOfTen,
  REPORTED_SIGNIFICANT_FIGURES,
  roundSignificant,
  significantDecimals,
} from './significant.ts';

/** '1234567' → '1,234,567': a run of digits grouped in thousands from the right. */
function groupThousands(digits: string): string {
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) {
    grouped += `,${digits.slice(i, i + 3)}`;
  }
  return grouped;
}

/**
 * en-US number text to significant figures (significant.ts): 1234567 → '1,235,000', 0.0045123 → '0.004512'. Written
 * without Intl: toLocaleString dominated the analysis bench (1.9k → 52k analyses/s without it).
 */
export function numberText(value: number, figures = REPORTED_SIGNIFICANT_FIGURES): string {
  if (value === 0 || !Number.isFinite(value)) {
    return String(value);
  }
  const decimals = significantDecimals(value, figures);
  const digitCount = Math.max(3, figures);
  // A fraction (down to 1e-6, below which String writes an exponent) is written from the whole number of its rounded
  // digits, which roundSignificant divides by 10^decimals: converting that quotient back with String costs several
  // times as much. The texts are the same: with at most 15 significant digits a double has exactly one such decimal
  // reading, and String gives it without the trailing zeros.
  if (decimals > 0 && decimals <= digitCount + 5 && digitCount <= 15) {
    const scaled = Math.round(value * powerOfTen(decimals));
    const digits = String(Math.abs(scaled));
    const point = digits.length - decimals;
    const whole = point > 0 ? digits.slice(0, point) : '0';
    const fraction = point > 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
    let end = fraction.length;
    while (end > 0 && fraction.charCodeAt(end - 1) === 48 /* '0' */) {
      end -= 1;
    }
    return `${scaled < 0 ? '-' : ''}${groupThousands(whole)}${end === 0 ? '' : `.${fraction.slice(0, end)}`}`;
  }
  const rounded = roundSignificant(value, figures);
  const abs = Math.abs(rounded);
  // Below 1,000 there is nothing to group; from 1e21 String writes an exponent.
  if (abs < 1000 || abs >= 1e21) {
    return String(rounded);
  }
  const text = String(abs);
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  return `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${point === -1 ? '' : text.slice(point)}`;
}

/** A whole number grouped in thousands: 100000 → '100,000'. */
export function wholeNumberText(value: number): string {
  return numberText(Math.round(value), 16);
}
