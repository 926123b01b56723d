import type { SUPPLIER_REQUEST_SORT_FIELDS } from '@specsource/contracts';
import { and, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import { partSuppliers, parts, requestDeclines, requests, reviews } from '../../platform/db/schema/index.ts';

export type SupplierRequestSortField = (typeof SUPPLIER_REQUEST_SORT_FIELDS)[number];

/** Suppliers never see a customer's draft, a request waiting for its customer's activation, nor a cancelled one. */
export const HIDDEN_FROM_SUPPLIERS = ['draft', 'pending_activation', 'cancelled'] as const;

/** `search`: part of the order id or of the part's title, any case; empty for all. */
export interface FindSupplierRequestsInput extends ListPageInput<SupplierRequestSortField> {
  supplierId: number;
}

const SORT_COLUMNS: Record<SupplierRequestSortField, SQL> = {
  created_at: sql`${requests.createdAt}`,
  status: sql`${requests.status}`,
  part: sql`lower(${parts.title})`,
  quantity: sql`${requests.quantity}`,
  order_id: sql`${requests.orderId}`,
};

/**
 * One page of the requests for parts the supplier is assigned to *now*: the join with part_suppliers is made
 * on every call, so a supplier removed from a part stops seeing its requests at once.
 */
export async function findSupplierRequests(db: DatabaseOrTransaction, input: FindSupplierRequestsInput) {
  const { supplierId } = input;
  const pattern = `%${escapeLike(input.search)}%`;
  const where = and(
    notInArray(requests.status, [...HIDDEN_FROM_SUPPLIERS]),
    input.search === '' ? undefined : or(ilike(requests.orderId, pattern), ilike(parts.title, pattern)),
  );
  const order = listOrder(input, SORT_COLUMNS, {
    fallback: [desc(requests.createdAt), desc(requests.id)],
    tiebreak: desc(requests.id),
  });
  const myOfferCount = sql<number>`(select count(*) from ${reviews} where ${reviews.requestId} = ${requests.id} and ${reviews.supplierId} = ${supplierId})`;
  const isDeclined = sql<boolean>`exists (select 1 from ${requestDeclines} where ${requestDeclines.requestId} = ${requests.id} and ${requestDeclines.supplierId} = ${supplierId})`;

  const rows = await db
    .select({
      id: requests.id,
      orderId: requests.orderId,
      partId: parts.id,
      partTitle: parts.title,
      quantity: requests.quantity,
      zipCode: requests.zipCode,
      status: requests.status,
      createdAt: requests.createdAt,
      myOfferCount: myOfferCount.mapWith(Number),
      isDeclined: isDeclined.mapWith(Boolean),
    })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(
      partSuppliers,
      and(eq(partSuppliers.partId, requests.partId), eq(partSuppliers.supplierId, supplierId)),
    )
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(
      partSuppliers,
      and(eq(partSuppliers.partId, requests.partId), eq(partSuppliers.supplierId, supplierId)),
    )
    .where(where);
  return { count: total?.count ?? 0, rows };
}
