import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type SandboxConfirmBodySchema,
  type SandboxConfirmResponse,
  type StripeReturnResponse,
} from '@specsource/contracts';
import type { z } from 'zod';
import {
  type PaymentFailedResult,
  type PaymentSucceededResult,
  recordPaymentFailed,
  recordPaymentFailedIn,
  recordPaymentSucceeded,
  recordPaymentSucceededIn,
} from '../../domain/payments/fulfil-payment.ts';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../domain/payments/payment-provider.ts';
import { isCardExpired, sandboxOutcomeOf } from '../../domain/payments/sandbox/sandbox-cards.ts';
import { sandboxRefOfClientSecret } from '../../domain/payments/sandbox/sandbox-provider.ts';
import type { VerifiedStripeEvent } from '../../domain/payments/stripe/stripe-webhook.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { safeEqual } from '../../platform/security/tokens.ts';
import { findOrderState, findOwnedPayment, insertPaymentEvent } from './payment-confirmation.repository.ts';

export interface PaymentCaller {
  customerId: number;
  now: Date;
  /** Where mailed links point (PUBLIC_URL, or the request's own origin). */
  origin: string;
  ip: string | null;
}

/** What a call did, for the route: its answer, and whether mail was queued (to wake the mail worker). */
export interface PaymentCallResult<T> {
  answer: T;
  isMailQueued: boolean;
  /** Set when a verified success was recorded, so the route can log what needs a person (a mismatch). */
  fulfilment?: PaymentSucceededResult;
}

const unknownPayment = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.clientSecretInvalid);

/** An order that is cancelled or refunded cannot be paid; one paid or beyond is paid already. */
function refuseUnpayable(orderStatus: string): never {
  if (orderStatus === 'cancelled' || orderStatus === 'refunded') {
    throw new AppError('CONFLICT', ORDER_MESSAGES.notPayable);
  }
  throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid).because('already_paid');
}

/**
 * The sandbox's confirm (docs/design.md 'Orders and payment'): the client secret must be one of the caller's own
 * orders' payments; the card number decides the outcome and is forgotten — it reaches no row and no log.
 * A decline leaves the order waiting for payment, so the customer may try another card on the same order.
 */
export async function confirmSandboxPayment(
  db: Database,
  body: z.output<typeof SandboxConfirmBodySchema>,
  caller: PaymentCaller,
): Promise<PaymentCallResult<SandboxConfirmResponse>> {
  const providerRef = sandboxRefOfClientSecret(body.client_secret);
  if (!providerRef) {
    throw unknownPayment();
  }
  const payment = await findOwnedPayment(db, {
    provider: 'sandbox',
    providerRef,
    customerId: caller.customerId,
  });
  // The secret is the capability, as Stripe's is: the payment's reference alone does not confirm it.
  if (!payment?.clientSecret || !safeEqual(payment.clientSecret, body.client_secret)) {
    throw unknownPayment();
  }
  if (payment.orderStatus !== 'pending_payment' || payment.paymentStatus === 'succeeded') {
    refuseUnpayable(payment.orderStatus);
  }
  if (isCardExpired(body.exp_month, body.exp_year, caller.now)) {
    const expired = [PAYMENT_MESSAGES.expired];
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.expired, { exp_month: expired, exp_year: expired });
  }

  const outcome = sandboxOutcomeOf(body.card_number);
  if (outcome.status === 'declined') {
    const failed = await recordPaymentFailed(
      db,
      { provider: 'sandbox', providerRef, message: outcome.message },
      { now: caller.now },
    );
    if (failed.outcome !== 'failed') {
      // Paid in a second tab between the checks above and here.
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid).because('already_paid');
    }
    return {
      answer: { status: 'declined', message: outcome.message, order_id: payment.orderId },
      isMailQueued: false,
    };
  }
  // The sandbox's payment is its row: the amount taken is the amount asked for.
  const fulfilment = await recordPaymentSucceeded(
    db,
    { provider: 'sandbox', providerRef, amountMinor: payment.amountMinor, currency: payment.currency },
    { now: caller.now, origin: caller.origin, ip: caller.ip },
  );
  if (fulfilment.outcome !== 'paid') {
    refuseUnpayable('orderStatus' in fulfilment ? fulfilment.orderStatus : 'paid');
  }
  return {
    answer: { status: 'succeeded', message: outcome.message, order_id: payment.orderId },
    isMailQueued: true,
    fulfilment,
  };
}

/**
 * Stripe's return page: the browser's word is not trusted — the server asks Stripe about
 * the PaymentIntent and records a success itself. The webhook may be doing the same at the same moment;
 * fulfilment is idempotent, so the order is paid once either way.
 */
export async function confirmStripeReturn(
  db: Database,
  provider: PaymentProvider,
  paymentIntentId: string,
  caller: PaymentCaller,
): Promise<PaymentCallResult<StripeReturnResponse>> {
  if (provider.name !== 'stripe') {
    throw unknownPayment();
  }
  const payment = await findOwnedPayment(db, {
    provider: 'stripe',
    providerRef: paymentIntentId,
    customerId: caller.customerId,
  });
  if (!payment) {
    throw unknownPayment();
  }
  let status: Awaited<ReturnType<PaymentProvider['retrievePayment']>>;
  try {
    status = await provider.retrievePayment(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }

  let message: string = ORDER_MESSAGES.payFirst;
  let fulfilment: PaymentSucceededResult | undefined;
  if (status.state === 'succeeded') {
    fulfilment = await recordPaymentSucceeded(
      db,
      {
        provider: 'stripe',
        providerRef: paymentIntentId,
        amountMinor: status.amountMinor,
        currency: status.currency,
      },
      { now: caller.now, origin: caller.origin, ip: caller.ip },
    );
    message =
      fulfilment.outcome === 'paid' || fulfilment.outcome === 'already_paid'
        ? PAYMENT_MESSAGES.succeeded
        : fulfilment.outcome === 'order_closed'
          ? ORDER_MESSAGES.notPayable
          : ORDER_MESSAGES.payFirst;
  } else if (status.state === 'processing') {
    message = PAYMENT_MESSAGES.processing;
  } else if (status.state === 'requires_payment' && status.lastError) {
    // docs/spec/marketplace-spec.md §8: card errors show the provider's message, otherwise 'Please make payment first'.
    await recordPaymentFailed(
      db,
      { provider: 'stripe', providerRef: paymentIntentId, message: status.lastError },
      { now: caller.now },
    );
    message = status.lastError;
  }
  const order = await findOrderState(db, payment.orderId);
  if (!order) {
    throw unknownPayment();
  }
  return {
    answer: { order_id: payment.orderId, status: order.status, payment_status: order.paymentStatus, message },
    isMailQueued: fulfilment?.outcome === 'paid',
    ...(fulfilment ? { fulfilment } : {}),
  };
}

export type StripeEventOutcome =
  | { handled: 'replayed' }
  | { handled: 'ignored' }
  | { handled: 'succeeded'; result: PaymentSucceededResult }
  | { handled: 'failed'; result: PaymentFailedResult };

/**
 * One verified Stripe event, in one transaction with its payment_events row: the row's unique event id makes
 * a replay (Stripe redelivers until it sees a 2xx) a no-op, and a failure part-way rolls the row back too,
 * so Stripe's next delivery is processed afresh.
 */
export function handleStripeEvent(
  db: Database,
  event: VerifiedStripeEvent,
  options: { now: Date; origin: string },
): Promise<StripeEventOutcome> {
  return db.transaction(async (tx): Promise<StripeEventOutcome> => {
    const isNew = await insertPaymentEvent(tx, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      payload: event.payload,
      now: options.now,
    });
    if (!isNew) {
      return { handled: 'replayed' };
    }
    const intent = event.paymentIntent;
    if (intent && event.type === 'payment_intent.succeeded') {
      const result = await recordPaymentSucceededIn(
        tx,
        {
          provider: 'stripe',
          providerRef: intent.id,
          amountMinor: intent.amount_received ?? intent.amount,
          currency: intent.currency,
        },
        { now: options.now, origin: options.origin, ip: null },
      );
      return { handled: 'succeeded', result };
    }
    if (intent && event.type === 'payment_intent.payment_failed') {
      const message = intent.last_payment_error?.message ?? PAYMENT_MESSAGES.declined;
      const result = await recordPaymentFailedIn(
        tx,
        { provider: 'stripe', providerRef: intent.id, message },
        { now: options.now },
      );
      return { handled: 'failed', result };
    }
    return { handled: 'ignored' };
  });
}
