import { REPORTED_SIGNIFICANT_FIGURES, roundSignificant } from './significant.ts';

/**
 * en-US number text to significant figures (significant.ts): 1234567 → '1,235,000', 0.0045123 → '0.004512'. Written
 * without Intl: toLocaleString dominated the analysis bench (1.9k → 52k analyses/s without it).
 */
export function numberText(value: number, figures = REPORTED_SIGNIFICANT_FIGURES): string {
  const rounded = roundSignificant(value, figures);
  const abs = Math.abs(rounded);
  // Below 1,000 there is nothing to group (most numbers in the texts).
  if (abs < 1000) {
    return String(rounded);
  }
  const [whole = '0', fraction] = String(abs).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A whole number grouped in thousands: 100000 → '100,000'. */
export function wholeNumberText(value: number): string {
  return numberText(Math.round(value), 16);
}
