import { PAYMENT_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/domain/payments/stripe/stripe-provider.ts';
import { orders, payments } from '../../src/platform/db/schema/index.ts';
import { buildTestApp } from '../build-test-app.ts';
import { insertOrderable, orderBodyOf } from '../order-factory.ts';
import { requestCast } from '../request-cast.ts';
import { startStripePeer } from '../stripe-peer.ts';
import { type ProxyMode, startFlakyProxy } from './flaky-proxy.ts';

// Faults, the payment provider failing: the Stripe adapter talks to the Stripe peer through a hop
// that hangs, loses the answer after Stripe did the work, or answers 5xx. POST /api/order/ must keep the
// order (pending_payment, unpaid) and answer 503 with Retry-After; a retry — the same Idempotency-Key, or
// POST /api/order/{id}/payment/, or both at once — must end with exactly one PaymentIntent at the provider
// for the order, and one payment row.

const PUBLISHABLE_KEY = 'pk_test_specsource_faults';
const peer = await startStripePeer();
const proxy = await startFlakyProxy(peer.connection);
afterAll(async () => {
  await proxy.close();
  await peer.close();
});

const { app, database } = await buildTestApp(
  {
    STRIPE_SECRET_KEY: peer.secretKey,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_test_specsource_faults',
  },
  {
    paymentProvider: createStripeProvider({
      secretKey: peer.secretKey,
      publishableKey: PUBLISHABLE_KEY,
      host: peer.connection.host,
      port: proxy.port,
      protocol: 'http',
      // Short, so a hung provider costs the test seconds, not the production 20 s; one SDK retry, as in
      // production the SDK retries with the same idempotency key.
      timeoutMs: 1_500,
      maxNetworkRetries: 1,
    }),
  },
);
const { db } = database;
const { clientA, customerAId, keystone } = await requestCast(app, db, {
  username: 'odile.brandt',
  email: 'odile.brandt@example.com',
  password: 'quarry-lantern-meadow-42',
});

const intentsOf = (orderId: number) =>
  [...peer.intents.values()].filter((intent) => intent.metadata.order_id === String(orderId));
const paymentsOf = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId));

/** An order placed while the provider misbehaves as `mode`: answered 503, kept pending, no payment stored. */
async function orderDuringOutage(mode: Exclude<ProxyMode, 'pass'>, key: string) {
  const orderable = await insertOrderable(db, { customerId: customerAId, supplierId: keystone });
  const body = orderBodyOf(orderable);
  const send = () => clientA.post('/api/order/', body, { headers: { 'idempotency-key': key } });
  proxy.mode = mode;
  const seenBefore = proxy.seen[mode];
  let failed: Awaited<ReturnType<typeof send>>;
  try {
    failed = await send();
  } finally {
    proxy.mode = 'pass';
  }
  expect(proxy.seen[mode], 'the adapter reached the failing provider').toBeGreaterThan(seenBefore);
  expect(failed.statusCode, failed.body).toBe(503);
  expect(failed.headers['retry-after']).toBe('60');
  expect(failed.json()).toEqual({ detail: PAYMENT_MESSAGES.providerUnavailable, code: 'UNAVAILABLE' });
  const kept = await db.select().from(orders).where(eq(orders.requestId, orderable.requestId));
  expect(kept).toHaveLength(1);
  const order = kept[0];
  if (!order) {
    throw new Error('the order must exist after the 503');
  }
  expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
  expect(await paymentsOf(order.id)).toEqual([]);
  return { orderId: order.id, send };
}

/** After the retries: one intent at the provider, one payment row, the order still waiting to be paid. */
async function expectOnePayment(orderId: number, clientSecrets: string[]) {
  const intents = intentsOf(orderId);
  expect(intents).toHaveLength(1);
  expect(new Set(clientSecrets)).toEqual(new Set([intents[0]?.client_secret]));
  const rows = await paymentsOf(orderId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ providerRef: intents[0]?.id, clientSecret: intents[0]?.client_secret });
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
  const creates = peer.requests.filter(
    (request) =>
      request.path === '/v1/payment_intents' && request.form['metadata[order_id]'] === String(orderId),
  );
  // Every create the peer saw for this order carried the order's one idempotency key.
  expect(new Set(creates.map((request) => request.headers['idempotency-key']))).toEqual(
    new Set([`order-${orderId}-payment`]),
  );
}

describe('POST /api/order/ when the payment provider times out or fails', () => {
  it('hangs: the order stays pending, and the same Idempotency-Key later makes one PaymentIntent', async () => {
    const { orderId, send } = await orderDuringOutage('hang', 'checkout-hang-1');
    expect(intentsOf(orderId)).toEqual([]);
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ id: orderId, status: 'pending_payment' });
    const again = await send();
    expect(again.json()).toEqual(retried.json());
    await expectOnePayment(orderId, [
      retried.json().payment.client_secret,
      again.json().payment.client_secret,
    ]);
  }, 30_000);

  it('did the work but the answer was lost: the retry finds that same PaymentIntent, not a second', async () => {
    const { orderId } = await orderDuringOutage('lose-answer', 'checkout-lost-1');
    // Stripe made the intent; only its answer was lost.
    expect(intentsOf(orderId)).toHaveLength(1);
    const retried = await clientA.post(`/api/order/${orderId}/payment/`);
    expect(retried.statusCode, retried.body).toBe(200);
    await expectOnePayment(orderId, [retried.json().client_secret]);
  }, 30_000);

  it('answers 5xx: a key replay and a payment retry at once still make one PaymentIntent', async () => {
    const { orderId, send } = await orderDuringOutage('error-500', 'checkout-5xx-1');
    const [replayed, paid] = await Promise.all([send(), clientA.post(`/api/order/${orderId}/payment/`)]);
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectOnePayment(orderId, [replayed.json().payment.client_secret, paid.json().client_secret]);
  }, 30_000);
});
