import type { AnySchema } from './endpoint.ts';
import { z } from './zod-mini.ts';

// docs/spec/marketplace-spec.md §9 — table page size 10.
export const TABLE_PAGE_SIZE = 10;

export const PageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});

/** `{count, next, previous, results}` as every list in the specs answers. */
export function pageOf<Item extends AnySchema>(item: Item) {
  return z.object({
    count: z.number().check(z.int(), z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LIST_SEARCH_MAX_LENGTH = 255;

/**
 * docs/spec/marketplace-spec.md §7 — `GET {list url}?page=&field=&order_by=`: `field` is the column to sort by (one
 * of `sortFields`), `order_by` its direction, `search` the table's search box.
 */
export function listQueryOf<const Fields extends readonly [string, ...string[]]>(sortFields: Fields) {
  return z.extend(PageQuerySchema, {
    field: z.optional(z.enum(sortFields, { error: `Sort by one of: ${sortFields.join(', ')}` })),
    order_by: z._default(z.optional(z.enum(SORT_ORDERS, { error: "Sort order is 'asc' or 'desc'" })), 'asc'),
    search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(LIST_SEARCH_MAX_LENGTH))), ''),
  });
}
