import type { LEAD_TIME_UNITS } from '@specsource/contracts';

/** '3 weeks', '1 week' (docs/spec/marketplace-spec.md §2 'Lead Time (lead time and its unit)'). */
export function leadTimeText(leadTime: number, unit: (typeof LEAD_TIME_UNITS)[number]): string {
  return `${leadTime} ${leadTime === 1 ? unit.replace(/s$/, '') : unit}`;
}
