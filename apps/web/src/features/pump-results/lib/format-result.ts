import { formatMoney } from '../../../lib/money.ts';

// docs/spec/pump-selection-spec.md §9 — numbers are formatted en-US with 0 to 2 decimals, currency with 2; §3 — missing
// is N/A.
export const NOT_AVAILABLE = 'N/A';

const NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A value the engine left out: null, undefined, an empty string or a number that is not finite. */
export function isMissing(value: unknown): value is null | undefined | '' {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

/** A number as a numeric reading of `value` (numbers, and numeric strings from the legacy format), or null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replaceAll(',', ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** 1234.567 → '1,234.57'; 3 → '3'; missing → 'N/A'. An optional unit follows after a space. */
export function formatNumber(value: unknown, unit?: string): string {
  const number = toNumber(value);
  if (number === null) {
    return NOT_AVAILABLE;
  }
  return unit === undefined ? NUMBER.format(number) : `${NUMBER.format(number)} ${unit}`;
}

/** 225393.16 → '$225,393.16'; 15330 → '$15,330.00' (the app's one money format); missing → 'N/A'. */
export function formatCurrency(value: unknown, currency = 'USD'): string {
  const number = toNumber(value);
  if (number === null) {
    return NOT_AVAILABLE;
  }
  return formatMoney(number, /^[A-Z]{3}$/.test(currency) ? currency : 'USD');
}

/** Text as it is (trimmed), numbers by `formatNumber`, booleans as Yes/No; missing → 'N/A'. */
export function formatText(value: unknown): string {
  if (isMissing(value)) {
    return NOT_AVAILABLE;
  }
  if (typeof value === 'number') {
    return formatNumber(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  return String(value).trim();
}

/**
 * docs/spec/pump-selection-spec.md §9 — required straight pipe is shown as 5D–10D in feet: '2.53–5.06 ft (5D–10D)'.
 * With one end missing the other is shown alone; with both missing, N/A.
 */
export function formatStraightPipe(minFt: unknown, maxFt: unknown): string {
  const min = toNumber(minFt);
  const max = toNumber(maxFt);
  if (min === null && max === null) {
    return NOT_AVAILABLE;
  }
  if (min === null || max === null) {
    return `${NUMBER.format((min ?? max) as number)} ft (${min === null ? '10D' : '5D'})`;
  }
  return `${NUMBER.format(min)}–${NUMBER.format(max)} ft (5D–10D)`;
}

/** Length × width × height in inches: '21.3 × 14 × 47 in'; any missing side reads N/A. */
export function formatEnvelope(length: unknown, width: unknown, height: unknown): string {
  const sides = [length, width, height].map((side) => toNumber(side));
  if (sides.every((side) => side === null)) {
    return NOT_AVAILABLE;
  }
  return `${sides.map((side) => (side === null ? NOT_AVAILABLE : NUMBER.format(side))).join(' × ')} in`;
}

/** An electricity rate in $/kWh as cents, so it keeps its precision within 2 decimals: 0.0882 → '8.82 ¢/kWh'. */
export function formatRatePerKwh(value: unknown): string {
  const number = toNumber(value);
  return number === null ? NOT_AVAILABLE : `${NUMBER.format(number * 100)} ¢/kWh`;
}
