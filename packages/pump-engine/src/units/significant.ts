/** Significant figures the engine reports by default: enough for engineering, never fixed decimals. */
export const REPORTED_SIGNIFICANT_FIGURES = 4;

/**
 * `value` rounded to `figures` significant figures (at least 3): 0.0045123 → 0.004512, 1234.56 → 1235, 0 → 0.
 * Fixed decimals would print a 0.15 hp pump as 0.2 and a 0.0045 °F rise as 0; significant figures keep both.
 * Non-finite values pass through (withoutNonFinite reports them).
 */
export function roundSignificant(value: number, figures = REPORTED_SIGNIFICANT_FIGURES): number {
  if (value === 0 || !Number.isFinite(value)) {
    return value;
  }
  const digits = Math.max(3, figures);
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const decimals = digits - 1 - exponent;
  // Divide by a power of ten when rounding to the right of the point, so 0.4668 prints as 0.4668, not 0.46680000000000005.
  if (decimals > 0) {
    const scale = 10 ** decimals;
    return Math.round(value * scale) / scale;
  }
  const scale = 10 ** -decimals;
  return Math.round(value / scale) * scale;
}
