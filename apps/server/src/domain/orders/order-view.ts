import {
  formatMinorUnits,
  type ORDER_SORT_FIELDS,
  type OrderDetail,
  type OrderRow,
  type PaymentStart,
} from '@specsource/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import {
  addresses,
  orders,
  parts,
  payments,
  requests,
  reviewVersions,
} from '../../platform/db/schema/index.ts';
import { getVisibleOrder, type OrderViewer, type OrderViewerKind } from './order-access.ts';
import { findOrderHistory } from './order-history.ts';
import { EDITABLE_ORDER_STATUSES } from './order-states.ts';

// An order as every screen reads it — the list row (OrderRowSchema) and the detail
// (OrderDetailSchema) — shared by the orders feature, the lifecycle and the payments. Money leaves as decimal
// strings (docs/design.md 'Wire shapes'); the offer's terms are those of the version ordered, not today's. The
// supplier is never named: customers deal with SpecSource (OfferSchema), so no view carries it.

type OrderTableRow = typeof orders.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const billing = alias(addresses, 'billing_address');
const shipping = alias(addresses, 'shipping_address');

// The offer's terms as ordered: the version the order points at, not the offer's current one.
const orderedVersion = and(
  eq(reviewVersions.reviewId, orders.reviewId),
  eq(reviewVersions.version, orders.reviewVersion),
);

/** What a list row needs besides the order: its request's public number and the ordered version's title. */
const rowColumns = {
  order: orders,
  requestOrderId: requests.orderId,
  partTitle: parts.title,
  offerTitle: reviewVersions.title,
};

interface OrderRecord {
  order: OrderTableRow;
  requestOrderId: string;
  partTitle: string;
  offerTitle: string;
}

function toOrderRow(record: OrderRecord): OrderRow {
  const { order } = record;
  return {
    id: order.id,
    request_id: order.requestId,
    request_order_id: record.requestOrderId,
    part_title: record.partTitle,
    offer_title: record.offerTitle,
    quantity: order.quantity,
    total: formatMinorUnits(order.totalMinor),
    currency: order.currency,
    status: order.status,
    payment_status: order.paymentStatus,
    po_number: order.poNumber,
    created_at: order.createdAt.toISOString(),
  };
}

type AddressResponse = OrderDetail['shipping_address'];

/** An address row as the wire's `AddressSchema`. */
export function toAddressResponse(row: AddressRow): AddressResponse {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_no: row.phoneNo,
    street_no: row.streetNo,
    building_suit_no: row.buildingSuitNo,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
  };
}

/**
 * What the supplier of the ordered offer needs to deliver, and no more (docs/security.md): the ship-to name,
 * address and phone. The billing address and the buyer's e-mail stay with SpecSource, the seller of record.
 */
function toDeliveryAddress(row: AddressRow): AddressResponse {
  return { ...toAddressResponse(row), email: null };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The payment its owner confirms while the order waits for payment: the provider payment the order already
 * has (the newest, should the provider have changed), unless it has already succeeded.
 */
async function findPaymentStart(db: DatabaseOrTransaction, orderId: number): Promise<PaymentStart | null> {
  const [row] = await db
    .select({ provider: payments.provider, clientSecret: payments.clientSecret, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row?.clientSecret || row.status === 'succeeded' || row.status === 'refunded') {
    return null;
  }
  return { provider: row.provider, client_secret: row.clientSecret };
}

async function findOrderDetailRecord(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      costUnit: reviewVersions.costUnit,
      leadTime: reviewVersions.leadTime,
      leadTimeUnit: reviewVersions.leadTimeUnit,
      offerNotes: reviewVersions.notes,
      billing,
      shipping,
    })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(reviewVersions, orderedVersion)
    .innerJoin(billing, eq(billing.id, orders.billingAddressId))
    .innerJoin(shipping, eq(shipping.id, orders.shippingAddressId))
    .where(eq(orders.id, orderId));
  return row;
}

/** One order with its history, as `viewer` may see it; the same 404 as an unknown id when they may not. */
export async function orderDetailOf(
  db: DatabaseOrTransaction,
  orderId: number,
  viewer: OrderViewer,
): Promise<OrderDetail> {
  const { kind } = await getVisibleOrder(db, orderId, viewer);
  const record = await findOrderDetailRecord(db, orderId);
  if (!record) {
    throw new Error(`order ${orderId} has lost its request, offer version or addresses`);
  }
  return toOrderDetail(db, record, kind);
}

async function toOrderDetail(
  db: DatabaseOrTransaction,
  record: NonNullable<Awaited<ReturnType<typeof findOrderDetailRecord>>>,
  kind: OrderViewerKind,
): Promise<OrderDetail> {
  const { order } = record;
  const isOwner = kind === 'owner';
  const isPending = order.status === 'pending_payment';
  return {
    ...toOrderRow(record),
    review_id: order.reviewId,
    review_version: order.reviewVersion,
    unit_cost: formatMinorUnits(order.unitCostMinor),
    cost_unit: record.costUnit,
    lead_time: record.leadTime,
    unit: record.leadTimeUnit,
    offer_notes: record.offerNotes,
    subtotal: formatMinorUnits(order.subtotalMinor),
    tax: formatMinorUnits(order.taxMinor),
    payment_method: order.paymentMethod,
    billing_address: kind === 'supplier' ? null : toAddressResponse(record.billing),
    shipping_address:
      kind === 'supplier' ? toDeliveryAddress(record.shipping) : toAddressResponse(record.shipping),
    reference: order.reference,
    tracking_carrier: order.trackingCarrier,
    tracking_number: order.trackingNumber,
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    refunded_at: iso(order.refundedAt),
    updated_at: order.updatedAt.toISOString(),
    is_editable: isOwner && EDITABLE_ORDER_STATUSES.includes(order.status),
    payment: isOwner && isPending ? await findPaymentStart(db, order.id) : null,
    history: await findOrderHistory(db, order.id),
  };
}

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

/** The list rows of these orders, in id order (e.g. the orders of one request). */
export async function orderRowsOf(db: DatabaseOrTransaction, orderIds: number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) {
    return [];
  }
  const rows = await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(reviewVersions, orderedVersion)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
  return rows.map(toOrderRow);
}
