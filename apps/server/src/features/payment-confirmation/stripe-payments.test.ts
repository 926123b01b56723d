import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  markOrderRefunded,
  orderOf,
  paidMails,
  paidTransitions,
  paymentOf,
  placePendingOrder,
} from '../../../test/payment-fixtures.ts';
import { requestCast } from '../../../test/request-cast.ts';
import {
  deliverWebhook,
  paymentIntentEvent,
  type StripeEvent,
  startStripePeer,
} from '../../../test/stripe-peer.ts';
import { createStripeProvider } from '../../domain/payments/stripe/stripe-provider.ts';
import { paymentEvents } from '../../platform/db/schema/index.ts';

// Payments with Stripe: the app's adapter talks to a Stripe API on loopback; Stripe's side of the
// story (the card holder paying with Stripe.js) is played by the peer, and its webhooks are signed as Stripe
// signs them.

const WEBHOOK_SECRET = 'whsec_test_specsource_orders';
const PUBLISHABLE_KEY = 'pk_test_specsource';
const clock = new Date('2026-03-02T10:00:00Z');
const peer = await startStripePeer();
afterAll(() => peer.close());

const { app, database } = await buildTestApp(
  {
    STRIPE_SECRET_KEY: peer.secretKey,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  {
    now: () => clock,
    paymentProvider: createStripeProvider({
      secretKey: peer.secretKey,
      publishableKey: PUBLISHABLE_KEY,
      ...peer.connection,
      maxNetworkRetries: 0,
    }),
  },
);
const { db } = database;
const { clientA, clientB, supplierClient, visitor, customerAId, keystone } = await requestCast(app, db, {
  username: 'ines.falk',
  email: 'ines.falk@example.com',
  password: 'granite-harbour-willow-58',
  firstName: 'Ines',
});

const pendingOrder = () => placePendingOrder(db, clientA, { customerId: customerAId, supplierId: keystone });
const deliver = (
  event: StripeEvent | Record<string, unknown>,
  options: Parameters<typeof deliverWebhook>[2] = { secret: WEBHOOK_SECRET },
) => deliverWebhook(app, event, { at: clock, ...options });
const returnUrl = (paymentIntent: string) => `/api/payments/stripe/return?payment_intent=${paymentIntent}`;

/** The card holder pays at Stripe, and Stripe reports it. */
function succeededEvent(providerRef: string) {
  return paymentIntentEvent('payment_intent.succeeded', peer.succeed(providerRef));
}

async function eventRows(eventId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
}

describe('Stripe configuration', () => {
  it('gives the web the publishable key and no test cards; the sandbox confirm does not exist', async () => {
    expect((await visitor.get('/api/payments/config')).json()).toEqual({
      provider: 'stripe',
      publishable_key: PUBLISHABLE_KEY,
      test_cards: [],
    });
    const order = await pendingOrder();
    expect(order.providerRef).toMatch(/^pi_/);
    expect(peer.intents.get(order.providerRef)).toMatchObject({ amount: order.totalMinor, currency: 'usd' });
    const confirm = await clientA.post('/api/payments/sandbox/confirm', {
      client_secret: order.clientSecret,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('pays the order on payment_intent.succeeded, without a CSRF token', async () => {
    const order = await pendingOrder();
    const event = succeededEvent(order.providerRef);
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: true });
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'succeeded' });
    expect((await paymentOf(db, order.orderId)).status).toBe('succeeded');
    expect(await eventRows(event.id)).toMatchObject([
      { provider: 'stripe', type: 'payment_intent.succeeded', processedAt: clock },
    ]);
    expect(await paidTransitions(db, order.orderId)).toMatchObject([
      { actorId: null, after: { status: 'paid', by: 'system' } },
    ]);
  });

  it('does nothing for a replayed event: one fulfilment, one history row, one mail per party', async () => {
    const order = await pendingOrder();
    const event = succeededEvent(order.providerRef);
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    // Stripe redelivers later with a fresh signature; the event id is what counts.
    const later = await deliver(event, { secret: WEBHOOK_SECRET, at: new Date(clock.getTime() + 60_000) });
    expect([first.statusCode, second.statusCode, later.statusCode]).toEqual([200, 200, 200]);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await paidTransitions(db, order.orderId)).toHaveLength(1);
    expect((await paidMails(db, order.orderId)).map((mail) => mail.dedupeKey)).toEqual([
      `order:${order.orderId}:paid:customer`,
      `order:${order.orderId}:paid:supplier`,
    ]);
  });

  it('refuses a changed body, a missing or foreign signature and a stale one, saying nothing more', async () => {
    const order = await pendingOrder();
    const event = succeededEvent(order.providerRef);
    const tampered = JSON.stringify({ ...event, id: 'evt_forged' });
    const refusals = [
      await deliver(event, { secret: WEBHOOK_SECRET, body: tampered }),
      await deliver(event, { secret: WEBHOOK_SECRET, header: null }),
      await deliver(event, { secret: WEBHOOK_SECRET, header: 'garbage' }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      // Older than the 300 s tolerance by the app's clock.
      await deliver(event, { secret: WEBHOOK_SECRET, at: new Date(clock.getTime() - 301_000) }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(JSON.parse(refusal.body)).toEqual({
        detail: PAYMENT_MESSAGES.webhookSignatureInvalid,
        code: 'BAD_REQUEST',
      });
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await eventRows('evt_forged')).toEqual([]);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'pending_payment' });

    // Inside the tolerance it is Stripe's genuine, if slow, delivery.
    const slow = await deliver(event, { secret: WEBHOOK_SECRET, at: new Date(clock.getTime() - 299_000) });
    expect(slow.statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'paid' });
  });

  it("records a failed payment with Stripe's message and pays on the later success", async () => {
    const order = await pendingOrder();
    const failed = paymentIntentEvent(
      'payment_intent.payment_failed',
      peer.fail(order.providerRef, { message: 'Your card has insufficient funds.' }),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'failed',
    });
    expect((await paymentOf(db, order.orderId)).lastError).toBe('Your card has insufficient funds.');

    expect((await deliver(succeededEvent(order.providerRef))).statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'succeeded' });
    // The failure reported late never undoes the success.
    expect((await deliver({ ...failed, id: 'evt_late_failure' })).statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'succeeded' });
    expect((await paymentOf(db, order.orderId)).status).toBe('succeeded');
  });

  it('leaves a refunded order refunded when a success arrives after the refund', async () => {
    const order = await pendingOrder();
    // Paid through the return page; Stripe's webhook for it is delayed past an admin's cancel and refund.
    const event = succeededEvent(order.providerRef);
    const paid = await clientA.get(returnUrl(order.providerRef));
    expect(paid.json()).toMatchObject({ status: 'paid' });
    await markOrderRefunded(db, order.orderId, clock);

    const late = await deliver(event);
    expect(late.statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await paymentOf(db, order.orderId)).status).toBe('refunded');
    expect(await paidTransitions(db, order.orderId)).toHaveLength(1);
  });

  it('does not pay an order when Stripe took another amount', async () => {
    const order = await pendingOrder();
    const intent = peer.succeed(order.providerRef);
    const event = paymentIntentEvent('payment_intent.succeeded', { ...intent, amount_received: 100 });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'pending_payment' });
    expect(await paidTransitions(db, order.orderId)).toEqual([]);
  });

  it('acknowledges other events and events about payments that are not ours, and keeps them', async () => {
    const created = paymentIntentEvent('payment_intent.created', {
      id: 'pi_elsewhere',
      object: 'payment_intent',
    });
    const foreign = paymentIntentEvent('payment_intent.succeeded', {
      id: 'pi_not_ours',
      object: 'payment_intent',
      amount: 500,
      amount_received: 500,
      currency: 'usd',
      status: 'succeeded',
    });
    for (const event of [created, foreign]) {
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await eventRows(event.id)).toHaveLength(1);
    }
  });

  it('is documented with the other payment calls', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/stripe/webhook',
        '/api/payments/stripe/return',
        '/api/payments/config',
      ]),
    );
  });
});

describe('GET /api/payments/stripe/return', () => {
  it('asks Stripe and pays the order when the payment succeeded', async () => {
    const order = await pendingOrder();
    const waiting = await clientA.get(returnUrl(order.providerRef));
    expect(waiting.json()).toEqual({
      order_id: order.orderId,
      status: 'pending_payment',
      payment_status: 'unpaid',
      message: ORDER_MESSAGES.payFirst,
    });
    peer.fail(order.providerRef, { message: 'Your card was declined.' });
    expect((await clientA.get(returnUrl(order.providerRef))).json()).toMatchObject({
      status: 'pending_payment',
      payment_status: 'failed',
      message: 'Your card was declined.',
    });
    peer.succeed(order.providerRef);
    expect((await clientA.get(returnUrl(order.providerRef))).json()).toEqual({
      order_id: order.orderId,
      status: 'paid',
      payment_status: 'succeeded',
      message: PAYMENT_MESSAGES.succeeded,
    });
    expect(await paidTransitions(db, order.orderId)).toHaveLength(1);
  });

  it('makes one paid order when the return page and the webhook race', async () => {
    const order = await pendingOrder();
    const event = succeededEvent(order.providerRef);
    const [returned, delivered] = await Promise.all([
      clientA.get(returnUrl(order.providerRef)),
      deliver(event),
    ]);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'paid', payment_status: 'succeeded' });
    expect(delivered.statusCode).toBe(200);
    expect(await paidTransitions(db, order.orderId)).toHaveLength(1);
    expect(await paidMails(db, order.orderId)).toHaveLength(2);
  });

  it("is the order's customer's only: visitor 401, supplier 403, another customer 404", async () => {
    const order = await pendingOrder();
    peer.succeed(order.providerRef);
    expect((await visitor.get(returnUrl(order.providerRef))).statusCode).toBe(401);
    expect((await supplierClient.get(returnUrl(order.providerRef))).statusCode).toBe(403);
    const stranger = await clientB.get(returnUrl(order.providerRef));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe(PAYMENT_MESSAGES.clientSecretInvalid);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'pending_payment' });
    const malformed = await clientA.get(returnUrl('not-an-intent'));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().field_errors)).toEqual(['payment_intent']);
  });

  it('answers 503 when Stripe does not answer, and the order waits', async () => {
    const order = await pendingOrder();
    peer.failNext(503);
    const response = await clientA.get(returnUrl(order.providerRef));
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'pending_payment' });
  });
});
