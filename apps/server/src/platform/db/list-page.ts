import type { SortOrder } from '@specsource/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** One page of a table list, sorted by `field` (unset: the list's default order) and filtered by `search`. */
export interface ListPageInput<Field extends string> {
  search: string;
  field: Field | undefined;
  order: SortOrder;
  limit: number;
  offset: number;
}

/**
 * The ORDER BY of a table list: the chosen column in the chosen direction, then `tiebreak` so pages never
 * overlap; with no column chosen, the list's `fallback` order.
 */
export function listOrder<Field extends string>(
  input: { field: Field | undefined; order: SortOrder },
  columns: Record<Field, SQL | AnyColumn>,
  options: { fallback: SQL[]; tiebreak: SQL },
): SQL[] {
  if (input.field === undefined) {
    return options.fallback;
  }
  return [(input.order === 'desc' ? desc : asc)(columns[input.field]), options.tiebreak];
}
