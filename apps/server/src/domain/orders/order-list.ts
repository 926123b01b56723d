import type { ORDER_SORT_FIELDS, OrderRow } from '@specsource/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import { orders, parts, requests, reviewVersions } from '../../platform/db/schema/index.ts';
import { orderedVersion, rowColumns, toOrderRow } from './order-row.ts';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Whose orders a list shows: a customer's own, a supplier's (of their offers), or every order (admins). */
export type OrderListScope = { customerId: number } | { supplierId: number } | 'all';

const ORDER_SORT_COLUMNS = {
  created_at: sql`${orders.createdAt}`,
  status: sql`${orders.status}::text`,
  total: sql`${orders.totalMinor}`,
  id: sql`${orders.id}`,
} satisfies Record<OrderSortField, SQL>;

function scopeCondition(scope: OrderListScope): SQL | undefined {
  if (scope === 'all') {
    return undefined;
  }
  return 'customerId' in scope
    ? eq(orders.customerId, scope.customerId)
    : eq(orders.supplierId, scope.supplierId);
}

/** The search box: part of the order number, the request's number, the part's title or the PO number. */
function searchCondition(search: string): SQL | undefined {
  if (search === '') {
    return undefined;
  }
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return sql`(${orders.id}::text like ${pattern} or lower(${requests.orderId}) like ${pattern} or lower(${parts.title}) like ${pattern} or lower(coalesce(${orders.poNumber}, '')) like ${pattern})`;
}

/**
 * docs/design.md 'Customer lists': one page of orders in `scope`, sorted by the chosen column (ties by id), newest
 * first when none is chosen; `count` is the number of orders that match.
 */
export async function orderRowsPage(
  db: DatabaseOrTransaction,
  input: ListPageInput<OrderSortField> & { scope: OrderListScope },
): Promise<{ count: number; rows: OrderRow[] }> {
  const where = and(scopeCondition(input.scope), searchCondition(input.search));
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(reviewVersions, orderedVersion)
    .where(where)
    .orderBy(
      ...listOrder(input, ORDER_SORT_COLUMNS, {
        fallback: [desc(orders.createdAt), desc(orders.id)],
        tiebreak: asc(orders.id),
      }),
    )
    .limit(input.limit)
    .offset(input.offset);
  const count = rows[0]?.total ?? (input.offset > 0 ? await countOrders(db, where) : 0);
  return { count, rows: rows.map(toOrderRow) };
}

// Only needed past the last page: the window count then has no row to ride on.
async function countOrders(db: DatabaseOrTransaction, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(where);
  return row?.count ?? 0;
}
