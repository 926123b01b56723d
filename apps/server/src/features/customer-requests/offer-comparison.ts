import type { LeadTimeUnit } from '@specsource/contracts';

// The figures the comparison shows beside each offer, computed on the server (docs/design.md
// 'totals': client figures are display only).

const DAYS_PER_UNIT: Record<LeadTimeUnit, number> = { days: 1, weeks: 7 };
const MS_PER_DAY = 86_400_000;

/** `quantity` × `costMinor` as a decimal string ("1234.50"); BigInt, so no product ever loses a cent. */
export function subtotalOf(quantity: number, costMinor: number): string {
  const total = BigInt(quantity) * BigInt(costMinor);
  return `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`;
}

/** `today` (YYYY-MM-DD) plus the lead time, as YYYY-MM-DD: when the offer would arrive if ordered today. */
export function promisedDateOf(today: string, leadTime: number, unit: LeadTimeUnit): string {
  const start = Date.parse(`${today}T00:00:00Z`);
  return new Date(start + leadTime * DAYS_PER_UNIT[unit] * MS_PER_DAY).toISOString().slice(0, 10);
}
