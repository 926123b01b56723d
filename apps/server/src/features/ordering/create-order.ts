import {
  type CreateOrderBodySchema,
  type CreateOrderResponse,
  formatMinorUnits,
  isoDateOf,
  ORDER_MESSAGES,
} from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { orderTotalsOf } from '../../domain/orders/order-totals.ts';
import {
  mailOrderParties,
  ORDER_AUDIT_ENTITY,
  type OrderHistoryRecord,
} from '../../domain/orders/order-transitions.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import { canMoveRequest, canMoveReview } from '../../domain/requests/request-states.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type IdempotentCall, runIdempotent, type StoredResponse } from '../../platform/http/idempotency.ts';
import { checkOrderable, checkReviewVersion, orderTooLarge, requestNotOrderable } from './order-checks.ts';
import { type PaymentStartDeps, startOrderPayment } from './order-payment.ts';
import {
  findOrder,
  findOrderIdOfRequest,
  findReviewVersionCost,
  findSelectedReview,
  insertAddress,
  insertOrder,
  type OrderTableRow,
  setChosenSelection,
  setRequestStatus,
  setReviewStatus,
} from './ordering.repository.ts';

export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;

/** What the create stores with its Idempotency-Key: the order, without the payment (started after commit). */
type CreatedOrder = Omit<CreateOrderResponse, 'payment'>;

export interface CreateOrderDeps extends PaymentStartDeps {
  taxRateBps: number;
  onMailQueued: () => void;
}

export interface CreateOrderInput {
  body: CreateOrderBody;
  customerId: number;
  context: ChangeContext;
  /** Where mailed links point (PUBLIC_URL, or the request's own origin). */
  origin: string;
  idempotencyKey: string | null;
  requestHash: string;
}

const ROUTE = 'POST /api/order/';

function orderExists(): AppError {
  return new AppError('CONFLICT', ORDER_MESSAGES.orderExists, { request: [ORDER_MESSAGES.orderExists] });
}

/** request → ordered and offer → ordered through the state tables, each with its audit row. */
async function markOrdered(
  tx: Transaction,
  context: ChangeContext,
  input: { requestId: number; requestStatus: 'offers_selected'; reviewId: number; selectionId: number },
): Promise<void> {
  if (
    !canMoveRequest(input.requestStatus, 'ordered', 'customer') ||
    !canMoveReview('selected', 'ordered', 'customer')
  ) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.requestClosed);
  }
  await setRequestStatus(tx, { requestId: input.requestId, status: 'ordered', now: context.now });
  await recordChange(tx, context, {
    action: 'transition',
    entity: 'request',
    entityId: input.requestId,
    before: { status: input.requestStatus },
    after: { status: 'ordered' },
  });
  await setReviewStatus(tx, { reviewId: input.reviewId, status: 'ordered', now: context.now });
  await recordChange(tx, context, {
    action: 'transition',
    entity: 'review',
    entityId: input.reviewId,
    before: { status: 'selected' },
    after: { status: 'ordered' },
  });
  await setChosenSelection(tx, {
    requestId: input.requestId,
    selectionId: input.selectionId,
    now: context.now,
  });
}

/**
 * The order's one transaction: lock the request (two tabs ordering it take turns, and the
 * second finds the first's order), check the offer, compute the money from the version ordered, then write
 * the addresses, the order, the request's and offer's moves, the history's first row and the parties' mail.
 */
async function writeOrder(
  tx: Transaction,
  deps: CreateOrderDeps,
  input: CreateOrderInput,
): Promise<StoredResponse<CreatedOrder>> {
  const { body, context } = input;
  const request = await lockRequest(tx, body.request);
  if (!request || request.customerId !== input.customerId) {
    throw requestNotOrderable();
  }
  const selection = checkOrderable({
    requestStatus: request.status,
    existingOrderId: await findOrderIdOfRequest(tx, request.id),
    selection: await findSelectedReview(tx, { requestId: request.id, reviewId: body.review, lock: true }),
    today: isoDateOf(context.now),
  });
  const { review } = selection;
  checkReviewVersion(review, body.review_version);
  const unitCostMinor = await findReviewVersionCost(tx, review.id, review.version);
  if (unitCostMinor === null) {
    throw new Error(`offer ${review.id} has no row for its current version ${review.version}`);
  }
  const totals = orderTotalsOf({ quantity: body.quantity, unitCostMinor, taxRateBps: deps.taxRateBps });
  if (!totals) {
    throw orderTooLarge();
  }

  const owner = { userId: input.customerId, now: context.now };
  const order = await insertOrder(tx, {
    requestId: request.id,
    customerId: input.customerId,
    reviewId: review.id,
    reviewVersion: review.version,
    supplierId: review.supplierId,
    quantity: body.quantity,
    unitCostMinor,
    ...totals,
    currency: review.currency,
    status: 'pending_payment',
    paymentStatus: 'unpaid',
    paymentMethod: body.payment_method,
    billingAddressId: await insertAddress(tx, { ...owner, address: body.billing_address }),
    shippingAddressId: await insertAddress(tx, { ...owner, address: body.shipping_address }),
    poNumber: body.po_number,
    reference: body.reference,
    createdAt: context.now,
    updatedAt: context.now,
  });
  await markOrdered(tx, context, {
    requestId: request.id,
    requestStatus: 'offers_selected',
    reviewId: review.id,
    selectionId: selection.selectionId,
  });
  const after: OrderHistoryRecord = { status: 'pending_payment', by: 'customer', note: null };
  await recordChange(tx, context, {
    action: 'create',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.id,
    before: null,
    after,
  });
  await mailOrderParties(tx, { order, note: null, origin: input.origin, now: context.now });
  return { status: 201, body: createdOrderOf(order) };
}

function createdOrderOf(order: OrderTableRow): CreatedOrder {
  return {
    id: order.id,
    status: order.status,
    subtotal: formatMinorUnits(order.subtotalMinor),
    tax: formatMinorUnits(order.taxMinor),
    total: formatMinorUnits(order.totalMinor),
    currency: order.currency,
  };
}

/**
 * docs/spec/marketplace-spec.md §7 POST /api/order/. The order commits first; then its payment is
 * started with the provider. When the provider does not answer, the answer is 503 although the order
 * exists (pending_payment, no payment yet): the client sends the same Idempotency-Key again — the replay
 * skips the write and starts the payment — or, from the order page, POST /api/order/{id}/payment/. Either
 * way the provider sees the same idempotency key, so no retry can charge twice.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  input: CreateOrderInput,
): Promise<StoredResponse<CreateOrderResponse>> {
  const call: IdempotentCall | null = input.idempotencyKey
    ? { userId: input.customerId, route: ROUTE, key: input.idempotencyKey, requestHash: input.requestHash }
    : null;
  let result: Awaited<ReturnType<typeof runIdempotent<CreatedOrder>>>;
  try {
    result = await runIdempotent(deps.db, call, input.context.now, (tx) => writeOrder(tx, deps, input));
  } catch (error) {
    // The request lock makes this rare; the unique constraint is the last word on one order per request.
    if (isUniqueViolation(error, 'orders_request_id_unique')) {
      throw orderExists();
    }
    throw error;
  }
  if (!result.isReplay) {
    deps.onMailQueued();
  }
  const order = await findOrder(deps.db, result.body.id);
  if (!order) {
    throw new Error(`order ${result.body.id} vanished after its create`);
  }
  const payment = await startOrderPayment(deps, order);
  return { status: result.status, body: { ...result.body, payment } };
}
