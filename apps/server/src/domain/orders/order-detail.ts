import { formatMinorUnits, type OrderDetail } from '@specsource/contracts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { getVisibleOrder, type OrderViewer, type OrderViewerKind } from './order-access.ts';
import { toAddressResponse, toDeliveryAddress } from './order-address.ts';
import { findOrderDetailRecord } from './order-detail-record.ts';
import { findOrderHistory } from './order-history.ts';
import { findPaymentStart } from './order-payment-start.ts';
import { toOrderRow } from './order-row.ts';
import { EDITABLE_ORDER_STATUSES } from './order-states.ts';

// The order's detail (OrderDetailSchema): its list row (order-row.ts) plus the ordered terms, the addresses as
// the viewer may see them, the dates, the payment to confirm and the history.

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

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
