// Number formatting for answers: en-US grouping (docs/spec/pump-selection-spec.md §9: 0 to 2 decimals) with the
// decimals chosen by magnitude so a result never claims more precision than its inputs carry.

/** 12,345 · 123 · 12.3 · 1.23 · 0.123: three significant figures below 1,000, whole numbers above. */
export function formatNumber(value: number): string {
  const magnitude = Math.abs(value);
  let decimals = 0;
  if (magnitude < 1) {
    decimals = 3;
  } else if (magnitude < 10) {
    decimals = 2;
  } else if (magnitude < 100) {
    decimals = 1;
  }
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}

/** A value with its unit, e.g. "1,234 gpm". */
export function withUnit(value: number, unit: string): string {
  return unit === '%' ? `${formatNumber(value)} %` : `${formatNumber(value)} ${unit}`;
}

/**
 * Money in US dollars with two decimals below $100 and none above (docs/spec/pump-selection-spec.md §9: currency
 * 2 decimals on screens).
 */
export function formatUsd(value: number): string {
  const decimals = Math.abs(value) < 100 ? 2 : 0;
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals })}`;
}
