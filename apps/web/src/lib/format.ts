const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jun 1, 2026, 2:30 PM' in the browser's time zone; the input itself when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: '512 bytes', '1.5 KB', '12.3 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${SIZE.format(value)} ${SIZE_UNITS[unit]}`;
}

/**
 * What an offer's cost is per, as a phrase: 'each' reads as it is ('per each' does not), 'set' as 'per set', and
 * a unit the supplier already wrote with 'per' or '/' keeps one ('per unit', not 'per per unit').
 */
export function formatCostUnit(costUnit: string): string {
  const unit = costUnit.trim().replace(/^(per\s+|\/\s*)/i, '');
  return /^(each|ea\.?)$/i.test(unit) ? 'each' : `per ${unit}`;
}
