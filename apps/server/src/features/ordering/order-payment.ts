import { ORDER_MESSAGES, PAYMENT_MESSAGES, type PaymentStart } from '@specsource/contracts';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../domain/payments/payment-provider.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OrderStatus } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPayment, insertPayment, type OrderTableRow } from './ordering.repository.ts';

// An order's payment with the provider is started after the order committed, never inside
// its transaction (a network call must not hold the request's lock, and a provider outage must not lose the
// order). One payment per order and provider, reused on every later call: the order create, its replay with
// the same Idempotency-Key and POST /api/order/{id}/payment/ all answer the same client secret, and the
// provider's idempotency key `order-{id}-payment` makes a retried create the same PaymentIntent at Stripe.

export interface PaymentStartDeps {
  db: Database;
  payments: PaymentProvider;
  now: () => Date;
}

/** What the provider's idempotency key is for an order's one payment. */
export function paymentIdempotencyKeyOf(orderId: number): string {
  return `order-${orderId}-payment`;
}

/** 503 with Retry-After: nothing is known to have happened at the provider, so trying again is safe. */
function providerUnavailable(): AppError {
  return new AppError('UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable, undefined, {
    'retry-after': '60',
  });
}

const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'in_fulfilment', 'shipped', 'delivered'];

/** Only an order waiting for payment can be paid: 409 alreadyPaid or notPayable otherwise. */
export function checkPayable(order: Pick<OrderTableRow, 'status'>): void {
  if (PAID_STATUSES.includes(order.status)) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.alreadyPaid).because('already_paid');
  }
  if (order.status !== 'pending_payment') {
    throw new AppError('CONFLICT', ORDER_MESSAGES.notPayable);
  }
}

/**
 * The order's payment with the current provider: the stored one, or a new one started now (only while the
 * order waits for payment). A provider that does not answer gives 503; the order stays as it is.
 */
export async function startOrderPayment(
  deps: PaymentStartDeps,
  order: Pick<OrderTableRow, 'id' | 'status' | 'totalMinor' | 'currency'>,
): Promise<PaymentStart> {
  const provider = deps.payments.name;
  const stored = await findPayment(deps.db, order.id, provider);
  if (stored?.clientSecret) {
    return { provider, client_secret: stored.clientSecret };
  }
  checkPayable(order);
  let started: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    started = await deps.payments.createPayment({
      orderId: order.id,
      amountMinor: order.totalMinor,
      currency: order.currency,
      idempotencyKey: paymentIdempotencyKeyOf(order.id),
      description: `SpecSource order ${order.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw providerUnavailable();
    }
    throw error;
  }
  await insertPayment(deps.db, {
    orderId: order.id,
    provider,
    providerRef: started.providerRef,
    clientSecret: started.clientSecret,
    amountMinor: order.totalMinor,
    currency: order.currency,
    now: deps.now(),
  });
  // Two starts may race (a replay beside the first call): the row that won is the order's payment.
  const kept = await findPayment(deps.db, order.id, provider);
  if (!kept?.clientSecret) {
    throw new Error(`order ${order.id} has no ${provider} payment right after storing one`);
  }
  return { provider, client_secret: kept.clientSecret };
}
