/** Significant figures the engine reports by default: enough for engineering, never fixed decimals. */
export const REPORTED_SIGNIFICANT_FIGURES = 4;

// 10^0 … 10^22, the powers a double holds exactly, each computed by the same `10 ** n` the rounding would evaluate:
// reading the table gives identical values without a Math.pow call per number (the analysis rounds ~60 per call).
const POWERS_OF_TEN: readonly number[] = Array.from({ length: 23 }, (_, n) => 10 ** n);

/** 10^n for a whole n ≥ 0: from the table where it reaches, else computed. */
export function powerOfTen(n: number): number {
  return n < POWERS_OF_TEN.length ? (POWERS_OF_TEN[n] as number) : 10 ** n;
}

// 10^-8 … 10^22: the decades that bracket the numbers the engine reports.
const DECADE_MIN_EXPONENT = -8;
const DECADES: readonly number[] = Array.from({ length: 31 }, (_, i) => 10 ** (i + DECADE_MIN_EXPONENT));
// Well inside a decade no accurate log10 (Math.log10 errs by under an ulp) can floor to another exponent.
const DECADE_EDGE = 1e-12;

/**
 * ⌊log10 |value|⌋ of a finite, non-zero value, as Math.floor(Math.log10(|value|)) gives it: found by comparing with the
 * decades, several times cheaper than the logarithm, except within a relative 1e-12 of a power of ten (or outside the
 * table), where the logarithm itself decides.
 */
export function decimalExponent(value: number): number {
  const abs = Math.abs(value);
  let lo = 0;
  let hi = DECADES.length - 1;
  if (abs > (DECADES[lo] as number) && abs < (DECADES[hi] as number)) {
    // Bisect to DECADES[lo] ≤ abs < DECADES[hi], neighbours.
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (abs >= (DECADES[mid] as number)) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    if (
      abs > (DECADES[lo] as number) * (1 + DECADE_EDGE) &&
      abs < (DECADES[hi] as number) * (1 - DECADE_EDGE)
    ) {
      return lo + DECADE_MIN_EXPONENT;
    }
  }
  return Math.floor(Math.log10(abs));
}

/**
 * Decimal places that keep `figures` significant figures (at least 3) of a finite, non-zero `value`: 2 for 12.345 at
 * 4 figures, −2 for 123456 (round to hundreds).
 */
export function significantDecimals(value: number, figures: number): number {
  return Math.max(3, figures) - 1 - decimalExponent(value);
}

/**
 * `value` rounded to `figures` significant figures (at least 3): 0.0045123 → 0.004512, 1234.56 → 1235, 0 → 0.
 * Fixed decimals would print a 0.15 hp pump as 0.2 and a 0.0045 °F rise as 0; significant figures keep both.
 * Non-finite values pass through (withoutNonFinite reports them).
 */
export function roundSignificant(value: number, figures = REPORTED_SIGNIFICANT_FIGURES): number {
  if (value === 0 || !Number.isFinite(value)) {
    return value;
  }
  const decimals = significantDecimals(value, figures);
  // Divide by a power of ten when rounding to the right of the point, so 0.4668 prints as 0.4668, not 0.46680000000000005.
  if (decimals > 0) {
    const scale = powerOfTen(decimals);
    return Math.round(value * scale) / scale;
  }
  const scale = powerOfTen(-decimals);
  return Math.round(value / scale) * scale;
}
