import { ORDER_MESSAGES, PAYMENT_MESSAGES, type SupplierOrderStatusBodySchema } from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { getVisibleOrder, orderNotFound } from '../../domain/orders/order-access.ts';
import { cancelTargetOf } from '../../domain/orders/order-states.ts';
import { lockOrder, moveOrder, type OrderRow } from '../../domain/orders/order-transitions.ts';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../domain/payments/payment-provider.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import { canMoveRequest } from '../../domain/requests/request-states.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findSucceededPayment, recordRefund, setRequestStatus } from './order-lifecycle.repository.ts';

// The order after payment. The supplier of the ordered offer moves it on (in fulfilment,
// shipped with tracking, delivered); an admin cancels it, which refunds a paid order through its provider.
// Every status change goes through moveOrder (one audit row, one mail to each party, no backwards moves).

type StatusBody = z.output<typeof SupplierOrderStatusBodySchema>;

interface MoveInput {
  orderId: number;
  /** Where mailed links point (PUBLIC_URL, or the request's own origin). */
  origin: string;
}

/** Moves the order as its supplier asks; another supplier's order is the same 404 as an unknown one. */
export async function setSupplierOrderStatus(
  db: Database,
  input: MoveInput & { supplierId: number; body: StatusBody },
  context: ChangeContext,
): Promise<{ moved: boolean }> {
  return db.transaction(async (tx) => {
    await getVisibleOrder(tx, input.orderId, { role: 'supplier', userId: input.supplierId }, { lock: true });
    const { body } = input;
    const { order, moved } = await moveOrder(tx, {
      orderId: input.orderId,
      to: body.status,
      by: 'supplier',
      context,
      origin: input.origin,
      // The contract requires both for 'shipped'; they are kept only with that move.
      ...(body.status === 'shipped'
        ? { set: { trackingCarrier: body.tracking_carrier, trackingNumber: body.tracking_number } }
        : {}),
    });
    if (moved && order.status === 'delivered') {
      await completeRequest(tx, order.requestId, context);
    }
    return { moved };
  });
}

/** A delivered order completes its request (ordered → completed, request-states.ts), with its audit row. */
async function completeRequest(tx: Transaction, requestId: number, context: ChangeContext): Promise<void> {
  const request = await lockRequest(tx, requestId);
  if (!request || !canMoveRequest(request.status, 'completed', 'system')) {
    return;
  }
  await setRequestStatus(tx, { requestId, status: 'completed', now: context.now });
  await recordChange(tx, context, {
    action: 'transition',
    entity: 'request',
    entityId: requestId,
    before: { status: request.status },
    after: { status: 'completed' },
  });
}

/**
 * An admin's cancel: an unpaid order is cancelled; a paid one not yet shipped is refunded in full through its
 * provider, then marked refunded; anything else is refused (409). The reason is the move's note.
 *
 * The refund is asked for INSIDE the transaction, while the order row is locked. Concurrent cancels of one
 * order queue on that lock: the first refunds and commits 'refunded', the others then find a final status and
 * get 409 without calling the provider, so the provider is asked at most once per cancelled order. The price
 * is one row lock (and one database connection) held for the length of one provider call, which is bounded by
 * the adapter's timeout and only blocks writes to this one order; cancels are rare admin actions, so that is
 * cheap next to the alternative (calling outside the lock needs a 'refund pending' claim row to keep racing
 * cancels from each calling, and a sweeper for claims a crash leaves behind).
 * If the provider fails, the transaction rolls back and the order is unchanged (503, try again). If it
 * refunded but our commit then fails, the retry sends the same idempotency key and the provider answers with
 * that same refund instead of making a second one.
 */
export async function cancelOrder(
  deps: { db: Database; payments: PaymentProvider },
  input: MoveInput & { reason: string | null },
  context: ChangeContext,
): Promise<{ moved: boolean }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) {
      throw orderNotFound();
    }
    const target = cancelTargetOf(order.status);
    if (target === null) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.transitionRefused);
    }
    if (target === 'refunded') {
      await refundOrder(tx, deps.payments, order, context.now);
    }
    const { moved } = await moveOrder(tx, {
      orderId: order.id,
      to: target,
      by: 'admin',
      context,
      origin: input.origin,
      note: input.reason,
    });
    return { moved };
  });
}

/** Refunds the payment that paid `order` in full and records the refund on it, inside the cancel's lock. */
async function refundOrder(
  tx: Transaction,
  provider: PaymentProvider,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const payment = await findSucceededPayment(tx, order.id);
  if (!payment) {
    throw new Error(`order ${order.id} is ${order.status} but has no succeeded payment to refund`);
  }
  if (payment.provider !== provider.name) {
    // A configuration change (Stripe keys removed or added) after the payment: ours to fix, not the admin's.
    throw new Error(
      `order ${order.id} was paid through ${payment.provider}, but the app now runs ${provider.name}`,
    );
  }
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund({
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      idempotencyKey: `order-${order.id}-refund`,
    }));
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
  if (!(await recordRefund(tx, { paymentId: payment.id, refundRef, now }))) {
    throw new Error(`payment ${payment.id} of order ${order.id} already holds a refund`);
  }
}
