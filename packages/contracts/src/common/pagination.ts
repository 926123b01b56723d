import { z } from 'zod';

// spec: marketplace §9 — table page size 10.
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
