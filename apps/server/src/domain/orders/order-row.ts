import { formatMinorUnits, type OrderRow } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import { orders, parts, requests, reviewVersions } from '../../platform/db/schema/index.ts';

// An order as every screen reads it — the list row (OrderRowSchema) here, the detail (OrderDetailSchema) in
// order-detail.ts — shared by the orders feature, the lifecycle and the payments. Money leaves as decimal
// strings (docs/design.md 'Wire shapes'); the offer's terms are those of the version ordered, not today's. The
// supplier is never named: customers deal with SpecSource (OfferSchema), so no view carries it.

type OrderTableRow = typeof orders.$inferSelect;

// The offer's terms as ordered: the version the order points at, not the offer's current one.
export const orderedVersion = and(
  eq(reviewVersions.reviewId, orders.reviewId),
  eq(reviewVersions.version, orders.reviewVersion),
);

/** What a list row needs besides the order: its request's public number and the ordered version's title. */
export const rowColumns = {
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

export function toOrderRow(record: OrderRecord): OrderRow {
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
