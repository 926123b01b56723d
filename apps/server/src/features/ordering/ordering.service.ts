import {
  type CheckoutQuote,
  formatMinorUnits,
  type getReviewForOrderEndpoint,
  isOfferExpired,
  isoDateOf,
  ORDER_MESSAGES,
  type OrderDetail,
  type PaymentStart,
  type UpdateOrderBodySchema,
} from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { getVisibleOrder } from '../../domain/orders/order-access.ts';
import { toAddressResponse } from '../../domain/orders/order-address.ts';
import { orderDetailOf } from '../../domain/orders/order-detail.ts';
import { EDITABLE_ORDER_STATUSES } from '../../domain/orders/order-states.ts';
import { orderTotalsOf } from '../../domain/orders/order-totals.ts';
import { ORDER_AUDIT_ENTITY } from '../../domain/orders/order-transitions.ts';
import { offerTermsOf } from '../../domain/requests/offer-view.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { checkOrderable, orderTooLarge, requestNotOrderable } from './order-checks.ts';
import { checkPayable, type PaymentStartDeps, startOrderPayment } from './order-payment.ts';
import {
  findAddress,
  findCustomerSelectedReview,
  findOrderIdOfRequest,
  findOrderIdsOfRequest,
  findRequestWithPart,
  findSelectedReview,
  updateAddress,
  updateOrderFields,
} from './ordering.repository.ts';

type Viewer = Pick<SessionUser, 'id' | 'role'>;
const viewerOf = (user: Viewer) => ({ role: user.role, userId: user.id });

type ReviewForOrder = z.input<(typeof getReviewForOrderEndpoint)['response']>;

/**
 * docs/spec/marketplace-spec.md §2 'Order now' — an offer selected for one of the customer's own requests, as ordered
 * now (its current version), with the request's quantity to start from. A withdrawn offer answers 409 with
 * what to do instead; anything else the customer may not order answers 404.
 *
 * Not registered yet: the contract's path, GET /api/get_review/{review_id}, is the offers feature's
 * `getReview`, and Fastify refuses a second route on it. Once the contract moves it, the route is
 * `registerEndpoint(app, getReviewForOrder, {access: ['customer'], handler: …})` calling this.
 */
export async function getReviewForOrder(
  db: DatabaseOrTransaction,
  input: { reviewId: number; customerId: number; now: Date },
): Promise<ReviewForOrder> {
  const found = await findCustomerSelectedReview(db, input);
  if (!found) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.notOrderable);
  }
  const { review } = found;
  if (review.status === 'withdrawn') {
    throw new AppError('CONFLICT', ORDER_MESSAGES.offerWithdrawn);
  }
  return {
    id: review.id,
    request_id: review.requestId,
    ...offerTermsOf(review),
    part_title: found.partTitle,
    quantity: found.requestQuantity,
    version: review.version,
    is_expired: isOfferExpired(review.validUntil, isoDateOf(input.now)),
  };
}

/**
 * docs/spec/marketplace-spec.md §7 GET /request-checkout/ — the availability probe before checkout, with the totals the
 * order would have now: the same checks and arithmetic as the create, so what checkout shows is what is
 * charged.
 */
export async function getCheckoutQuote(
  db: DatabaseOrTransaction,
  input: {
    requestId: number;
    reviewId: number;
    quantity: number | undefined;
    customerId: number;
    taxRateBps: number;
    now: Date;
  },
): Promise<CheckoutQuote> {
  const found = await findRequestWithPart(db, input.requestId);
  if (!found || found.request.customerId !== input.customerId) {
    throw requestNotOrderable();
  }
  const { request } = found;
  const { review } = checkOrderable({
    requestStatus: request.status,
    existingOrderId: await findOrderIdOfRequest(db, request.id),
    selection: await findSelectedReview(db, { requestId: request.id, reviewId: input.reviewId }),
    today: isoDateOf(input.now),
  });
  const quantity = input.quantity ?? request.quantity;
  const totals = orderTotalsOf({ quantity, unitCostMinor: review.costMinor, taxRateBps: input.taxRateBps });
  if (!totals) {
    throw orderTooLarge();
  }
  return {
    request_id: request.id,
    request_order_id: request.orderId,
    review_id: review.id,
    review_version: review.version,
    part_title: found.partTitle,
    offer_title: review.title,
    lead_time: review.leadTime,
    unit: review.leadTimeUnit,
    cost: formatMinorUnits(review.costMinor),
    cost_unit: review.costUnit,
    currency: review.currency,
    quantity,
    subtotal: formatMinorUnits(totals.subtotalMinor),
    tax: formatMinorUnits(totals.taxMinor),
    total: formatMinorUnits(totals.totalMinor),
    tax_rate_bps: input.taxRateBps,
    valid_until: review.validUntil,
  };
}

export type UpdateOrderBody = z.output<typeof UpdateOrderBodySchema>;

function refuseRequest(message: string): AppError {
  return new AppError('VALIDATION', message, { request: [message] });
}

/**
 * docs/spec/marketplace-spec.md §8 'Order update failure' — an order stays with its request. Naming another of the
 * customer's requests that has an order is the spec's 'Order for this request already exists'; any other
 * request (someone else's too, so nothing about it is revealed) is refused plainly.
 */
async function checkRequestUnchanged(
  tx: DatabaseOrTransaction,
  input: { named: number | undefined; current: number; customerId: number },
): Promise<void> {
  if (input.named === undefined || input.named === input.current) {
    return;
  }
  const ids = await findOrderIdsOfRequest(tx, { requestId: input.named, customerId: input.customerId });
  throw refuseRequest(ids.length > 0 ? ORDER_MESSAGES.orderExists : ORDER_MESSAGES.requestNotChangeable);
}

/** The order's editable fields as the audit row records them. */
function editableFieldsOf(fields: {
  billing: OrderDetail['billing_address'];
  shipping: OrderDetail['shipping_address'];
  paymentMethod: string;
  poNumber: string | null;
  reference: string | null;
}) {
  return {
    billing_address: fields.billing,
    shipping_address: fields.shipping,
    payment_method: fields.paymentMethod,
    po_number: fields.poNumber,
    reference: fields.reference,
  };
}

/**
 * docs/spec/marketplace-spec.md §2 'Order update screen': the owner changes the addresses, the payment
 * choice, the PO number and the reference until the order ships — in one transaction with its audit row.
 * The order's address rows are its own, so they change in place.
 */
export async function updateOrder(
  db: Database,
  input: { orderId: number; customerId: number; body: UpdateOrderBody; context: ChangeContext },
): Promise<OrderDetail> {
  const { body, context } = input;
  const viewer = { role: 'customer' as const, userId: input.customerId };
  await db.transaction(async (tx) => {
    const { order } = await getVisibleOrder(tx, input.orderId, viewer, { lock: true });
    await checkRequestUnchanged(tx, {
      named: body.request,
      current: order.requestId,
      customerId: input.customerId,
    });
    if (!EDITABLE_ORDER_STATUSES.includes(order.status)) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.notEditable);
    }
    // The card was charged: the payment choice belongs to the order waiting for payment only.
    const paymentMethod = body.payment_method ?? order.paymentMethod;
    if (order.status !== 'pending_payment' && paymentMethod !== order.paymentMethod) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.paymentMethodFixed, {
        payment_method: [ORDER_MESSAGES.paymentMethodFixed],
      });
    }
    const [billing, shipping] = await Promise.all([
      findAddress(tx, order.billingAddressId),
      findAddress(tx, order.shippingAddressId),
    ]);
    if (!billing || !shipping) {
      throw new Error(`order ${order.id} has lost an address`);
    }
    await updateAddress(tx, { id: billing.id, address: body.billing_address, now: context.now });
    await updateAddress(tx, { id: shipping.id, address: body.shipping_address, now: context.now });
    await updateOrderFields(tx, order.id, {
      paymentMethod,
      poNumber: body.po_number,
      reference: body.reference,
      updatedAt: context.now,
    });
    await recordChange(tx, context, {
      action: 'update',
      entity: ORDER_AUDIT_ENTITY,
      entityId: order.id,
      before: editableFieldsOf({
        billing: toAddressResponse(billing),
        shipping: toAddressResponse(shipping),
        paymentMethod: order.paymentMethod,
        poNumber: order.poNumber,
        reference: order.reference,
      }),
      after: editableFieldsOf({
        billing: body.billing_address,
        shipping: body.shipping_address,
        paymentMethod,
        poNumber: body.po_number,
        reference: body.reference,
      }),
    });
  });
  return orderDetailOf(db, input.orderId, viewer);
}

/** docs/spec/marketplace-spec.md §7 GET /api/get-order-ids/{request id}: a customer only learns of their own orders. */
export async function getOrderIds(
  db: DatabaseOrTransaction,
  input: { requestId: number; user: Viewer },
): Promise<{ ids: number[] }> {
  const customerId = input.user.role === 'admin' ? null : input.user.id;
  return { ids: await findOrderIdsOfRequest(db, { requestId: input.requestId, customerId }) };
}

/**
 * The owner's way to pay an order waiting for payment, e.g. after a declined card or when the provider did
 * not answer at create: the order's one provider payment, started now if it never was.
 */
export async function retryOrderPayment(
  deps: PaymentStartDeps,
  input: { orderId: number; customerId: number },
): Promise<PaymentStart> {
  const { order } = await getVisibleOrder(deps.db, input.orderId, {
    role: 'customer',
    userId: input.customerId,
  });
  checkPayable(order);
  return startOrderPayment(deps, order);
}

export function getOrderDetail(
  db: DatabaseOrTransaction,
  orderId: number,
  user: Viewer,
): Promise<OrderDetail> {
  return orderDetailOf(db, orderId, viewerOf(user));
}
