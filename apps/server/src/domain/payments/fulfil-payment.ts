import type { OrderStatus, PaymentProviderName } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { orders, payments } from '../../platform/db/schema/index.ts';
import { lockOrder, moveOrder } from '../orders/order-transitions.ts';

// docs/design.md 'Orders and payment': an order becomes paid only when the server has verified
// the payment — the sandbox's own confirm, Stripe's signed webhook, or Stripe's answer when the return page
// asks. All of them end here, so fulfilment is one idempotent step: the Stripe return page and the webhook
// may race and still make one paid order with one history row and one mail per party; a late success never
// moves a cancelled or refunded order backwards.

export interface PaymentSucceededInput {
  provider: PaymentProviderName;
  providerRef: string;
  /** What the provider says it took, in minor units; checked against what we asked for. */
  amountMinor: number;
  currency: string;
}

export interface FulfilmentOptions {
  now: Date;
  /** Where mailed links point (PUBLIC_URL, or the request's own origin). */
  origin: string;
  /** The caller's address, for the audit row; null for a provider's call-back. */
  ip?: string | null;
}

export type PaymentSucceededResult =
  /** The order moved pending_payment → paid: one history row, one mail to each party (queued). */
  | { outcome: 'paid'; orderId: number }
  /** The order was already paid or beyond (a replayed event, the loser of a race): nothing changed. */
  | { outcome: 'already_paid'; orderId: number; orderStatus: OrderStatus }
  /** The order was cancelled or refunded first; it stays so (an admin refunds money that arrives late). */
  | { outcome: 'order_closed'; orderId: number; orderStatus: OrderStatus }
  /** The provider took another amount or currency than the order's payment asked for: not fulfilled. */
  | {
      outcome: 'mismatch';
      orderId: number;
      expected: { amountMinor: number; currency: string };
      received: { amountMinor: number; currency: string };
    }
  /** No payment of ours has this reference (e.g. another integration on the same Stripe account). */
  | { outcome: 'unknown_payment' };

export interface PaymentFailedInput {
  provider: PaymentProviderName;
  providerRef: string;
  /** The provider's message for the card holder (a declined card). */
  message: string;
}

export type PaymentFailedResult =
  /** The attempt is recorded as failed; the order stays waiting for payment and can be paid again. */
  | { outcome: 'failed'; orderId: number; message: string }
  /** The payment had already succeeded (a failed first attempt reported late): nothing changed. */
  | { outcome: 'already_succeeded'; orderId: number }
  | { outcome: 'unknown_payment' };

type PaymentRow = typeof payments.$inferSelect;

const CLOSED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/**
 * The payment and its order, both locked until the transaction ends. The order is locked first, as the
 * order routes (cancel and refund) do, so two writers never wait on each other in opposite orders.
 */
async function lockPaymentAndOrder(
  tx: Transaction,
  provider: PaymentProviderName,
  providerRef: string,
): Promise<{ payment: PaymentRow; orderStatus: OrderStatus } | null> {
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  if (!found) {
    return null;
  }
  const order = await lockOrder(tx, found.orderId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  if (!order || !payment) {
    return null;
  }
  return { payment, orderStatus: order.status };
}

/** recordPaymentSucceeded inside the caller's transaction (the webhook records its event in the same one). */
export async function recordPaymentSucceededIn(
  tx: Transaction,
  input: PaymentSucceededInput,
  options: FulfilmentOptions,
): Promise<PaymentSucceededResult> {
  const locked = await lockPaymentAndOrder(tx, input.provider, input.providerRef);
  if (!locked) {
    return { outcome: 'unknown_payment' };
  }
  const { payment, orderStatus } = locked;
  const orderId = payment.orderId;
  const received = { amountMinor: input.amountMinor, currency: input.currency.toUpperCase() };
  const expected = { amountMinor: payment.amountMinor, currency: payment.currency.toUpperCase() };
  // Money is the server's: a payment for another amount never pays this order.
  if (received.amountMinor !== expected.amountMinor || received.currency !== expected.currency) {
    return { outcome: 'mismatch', orderId, expected, received };
  }
  // Final states have no way out (order-states.ts): a success after a refund leaves the order refunded.
  if (CLOSED_STATUSES.includes(orderStatus)) {
    return { outcome: 'order_closed', orderId, orderStatus };
  }
  if (payment.status !== 'succeeded' && payment.status !== 'refunded') {
    await tx
      .update(payments)
      .set({ status: 'succeeded', lastError: null, updatedAt: options.now })
      .where(eq(payments.id, payment.id));
  }
  if (orderStatus !== 'pending_payment') {
    return { outcome: 'already_paid', orderId, orderStatus };
  }
  const { moved, order } = await moveOrder(tx, {
    orderId,
    to: 'paid',
    by: 'system',
    context: { actorId: null, ip: options.ip ?? null, now: options.now },
    origin: options.origin,
  });
  return moved
    ? { outcome: 'paid', orderId }
    : { outcome: 'already_paid', orderId, orderStatus: order.status };
}

/**
 * A verified successful payment, in one transaction: the payment row → succeeded and the order
 * pending_payment → paid (moveOrder: history row and mail). Idempotent; see PaymentSucceededResult.
 */
export function recordPaymentSucceeded(
  db: Database,
  input: PaymentSucceededInput,
  options: FulfilmentOptions,
): Promise<PaymentSucceededResult> {
  return db.transaction((tx) => recordPaymentSucceededIn(tx, input, options));
}

/** recordPaymentFailed inside the caller's transaction. */
export async function recordPaymentFailedIn(
  tx: Transaction,
  input: PaymentFailedInput,
  options: { now: Date },
): Promise<PaymentFailedResult> {
  const locked = await lockPaymentAndOrder(tx, input.provider, input.providerRef);
  if (!locked) {
    return { outcome: 'unknown_payment' };
  }
  const { payment, orderStatus } = locked;
  const orderId = payment.orderId;
  if (payment.status === 'succeeded' || payment.status === 'refunded') {
    return { outcome: 'already_succeeded', orderId };
  }
  await tx
    .update(payments)
    .set({ status: 'failed', lastError: input.message, updatedAt: options.now })
    .where(eq(payments.id, payment.id));
  // The order's payment status follows only while it still waits for payment; retrying stays allowed.
  if (orderStatus === 'pending_payment') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed', updatedAt: options.now })
      .where(eq(orders.id, orderId));
  }
  return { outcome: 'failed', orderId, message: input.message };
}

/**
 * A declined or failed attempt, in one transaction: the payment row → failed with the provider's message,
 * and the order's payment status → failed while it waits for payment. The order itself does not move.
 */
export function recordPaymentFailed(
  db: Database,
  input: PaymentFailedInput,
  options: { now: Date },
): Promise<PaymentFailedResult> {
  return db.transaction((tx) => recordPaymentFailedIn(tx, input, options));
}
