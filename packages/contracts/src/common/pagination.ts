import { z } from 'zod';

// docs/spec/marketplace-spec.md §9 — table page size 10.
export const TABLE_PAGE_SIZE = 10;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** `{count, next, previous, results}` as every list in the specs answers. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
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
  return PageQuerySchema.extend({
    field: z.enum(sortFields, { error: `Sort by one of: ${sortFields.join(', ')}` }).optional(),
    order_by: z.enum(SORT_ORDERS, { error: "Sort order is 'asc' or 'desc'" }).optional().default('asc'),
    search: z.string().trim().max(LIST_SEARCH_MAX_LENGTH).optional().default(''),
  });
}
