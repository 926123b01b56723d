import type { SortOrder } from '@specsource/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import { parts, type RequestStatus, requests } from '../../platform/db/schema/index.ts';

// The admin's and the customer's request lists (requests joined with their part) search and sort alike.

export const REQUEST_LIST_SORT_COLUMNS = {
  created_at: sql`${requests.createdAt}`,
  status: sql`${requests.status}::text`,
  order_id: sql`${requests.orderId}`,
  part: sql`lower(${parts.title})`,
} satisfies Record<string, SQL>;

/** The columns both request lists show; `requestListFieldsOf` turns them into the wire row's fields. */
export const requestListColumns = {
  id: requests.id,
  orderId: requests.orderId,
  partId: parts.id,
  partTitle: parts.title,
  partSlug: parts.slug,
  status: requests.status,
  quantity: requests.quantity,
  createdAt: requests.createdAt,
};

export function requestListFieldsOf(row: {
  id: number;
  orderId: string;
  partId: number;
  partTitle: string;
  partSlug: string;
  status: RequestStatus;
  quantity: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    order_id: row.orderId,
    part: { id: row.partId, title: row.partTitle, slug: row.partSlug },
    status: row.status,
    quantity: row.quantity,
    created_at: row.createdAt.toISOString(),
  };
}

/** Part of the order id or of the part's title, any case; empty matches every request. */
export function requestListSearch(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return sql`(lower(${requests.orderId}) like ${pattern} or lower(${parts.title}) like ${pattern})`;
}

/** Sorted by the chosen column, oldest id first on ties; unset: newest first. */
export function requestListOrder(input: {
  field: keyof typeof REQUEST_LIST_SORT_COLUMNS | undefined;
  order: SortOrder;
}): SQL[] {
  return listOrder(input, REQUEST_LIST_SORT_COLUMNS, {
    fallback: [desc(requests.createdAt), desc(requests.id)],
    tiebreak: asc(requests.id),
  });
}

/**
 * One page of a request list: `columns` of the requests (with their part) that match `where`, sorted and cut
 * as `input` asks, and how many match in all.
 */
export async function findRequestListPage<Columns extends SelectedFields>(
  db: DatabaseOrTransaction,
  columns: Columns,
  where: SQL | undefined,
  input: ListPageInput<keyof typeof REQUEST_LIST_SORT_COLUMNS>,
) {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(where)
    .orderBy(...requestListOrder(input))
    .limit(input.limit)
    .offset(input.offset);
  // Drizzle cannot resolve a field of a selection still generic in `Columns`; `total` is selected just above.
  const first = rows[0] as { total: number } | undefined;
  const count = first?.total ?? (input.offset > 0 ? await countRequestList(db, where) : 0);
  return { count, rows };
}

// Only needed past the last page: the window count then has no row to ride on.
export async function countRequestList(db: DatabaseOrTransaction, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(where);
  return row?.count ?? 0;
}
