import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  orderOf,
  paidMails,
  paidTransitions,
  paymentOf,
  placePendingOrder,
} from '../../../test/payment-fixtures.ts';
import { requestCast } from '../../../test/request-cast.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { auditLog, mailOutbox, orders, paymentEvents, payments } from '../../platform/db/schema/index.ts';

// Payments with the embedded default: the sandbox provider decides by the card number, as Stripe's test
// mode does for the same numbers, and forgets the number.

// The app's clock: 2 March 2026, so a card expiring 03/2026 is still good and 02/2026 is not.
const clock = new Date('2026-03-02T10:00:00Z');
const logLines: string[] = [];
const { app, database } = await buildTestApp(
  { LOG_LEVEL: 'trace' },
  { now: () => clock, logStream: { write: (line) => void logLines.push(line) } },
);
const { db } = database;
const cast = await requestCast(app, db, {
  username: 'mara.quint',
  email: 'mara.quint@example.com',
  password: 'copper-valley-lantern-73',
  firstName: 'Mara',
});
const { clientA, clientB, supplierClient, adminClient, visitor, customerAId, keystone } = cast;

const pendingOrder = () => placePendingOrder(db, clientA, { customerId: customerAId, supplierId: keystone });

const confirmUrl = '/api/payments/sandbox/confirm';
const cardFor = (clientSecret: string, overrides: Record<string, unknown> = {}) => ({
  client_secret: clientSecret,
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...overrides,
});
const pay = (client: TestClient, clientSecret: string, overrides: Record<string, unknown> = {}) =>
  client.post(confirmUrl, cardFor(clientSecret, overrides));

describe('GET /api/payments/config', () => {
  it('names the sandbox and its test cards to anyone, with no publishable key', async () => {
    const response = await visitor.get('/api/payments/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'sandbox',
      publishable_key: null,
      test_cards: [
        { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
        { number: '4000 0000 0000 0002', outcome: 'Declined' },
        { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
      ],
    });
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it('pays the order with 4242…: paid once, one history row, one mail to each party', async () => {
    const order = await pendingOrder();
    // Valid through the end of its expiry month.
    const response = await pay(clientA, order.clientSecret, { exp_month: 3, exp_year: 2026 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'succeeded',
      message: PAYMENT_MESSAGES.succeeded,
      order_id: order.orderId,
    });
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'paid',
      paymentStatus: 'succeeded',
      paidAt: clock,
    });
    expect(await paymentOf(db, order.orderId)).toMatchObject({ status: 'succeeded', lastError: null });
    const transitions = await paidTransitions(db, order.orderId);
    expect(transitions).toEqual([
      {
        actorId: null,
        before: { status: 'pending_payment' },
        after: { status: 'paid', by: 'system', note: null },
      },
    ]);
    expect((await paidMails(db, order.orderId)).map((mail) => mail.dedupeKey)).toEqual([
      `order:${order.orderId}:paid:customer`,
      `order:${order.orderId}:paid:supplier`,
    ]);

    const again = await pay(clientA, order.clientSecret);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: PAYMENT_MESSAGES.alreadyPaid, reason: 'already_paid' });
    expect(await paidTransitions(db, order.orderId)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and lets the customer retry the same order with another card', async () => {
    const order = await pendingOrder();
    const declined = await pay(clientA, order.clientSecret, { card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({
      status: 'declined',
      message: PAYMENT_MESSAGES.declined,
      order_id: order.orderId,
    });
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'failed',
    });
    expect(await paymentOf(db, order.orderId)).toMatchObject({
      status: 'failed',
      lastError: PAYMENT_MESSAGES.declined,
    });
    expect(await paidTransitions(db, order.orderId)).toEqual([]);

    const retried = await pay(clientA, order.clientSecret);
    expect(retried.json()).toMatchObject({ status: 'succeeded', order_id: order.orderId });
    expect(await orderOf(db, order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'succeeded' });
    expect(await paymentOf(db, order.orderId)).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('answers 4000 0000 0000 9995 with the insufficient funds message', async () => {
    const order = await pendingOrder();
    const response = await pay(clientA, order.clientSecret, { card_number: '4000000000009995' });
    expect(response.json()).toEqual({
      status: 'declined',
      message: PAYMENT_MESSAGES.insufficientFunds,
      order_id: order.orderId,
    });
    expect((await paymentOf(db, order.orderId)).lastError).toBe(PAYMENT_MESSAGES.insufficientFunds);
  });

  it('refuses a mistyped card number (Luhn) on card_number, before anything is recorded', async () => {
    const order = await pendingOrder();
    const response = await pay(clientA, order.clientSecret, { card_number: '4242 4242 4242 4241' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ card_number: [PAYMENT_MESSAGES.cardNumberInvalid] });
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
  });

  it('refuses an expired card on its expiry fields', async () => {
    const order = await pendingOrder();
    const response = await pay(clientA, order.clientSecret, { exp_month: 2, exp_year: 2026 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: PAYMENT_MESSAGES.expired,
      field_errors: { exp_month: [PAYMENT_MESSAGES.expired], exp_year: [PAYMENT_MESSAGES.expired] },
    });
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
  });

  it("lets only the order's customer pay: visitor 401, supplier and admin 403, another customer 404", async () => {
    const order = await pendingOrder();
    expect((await pay(visitor, order.clientSecret)).statusCode).toBe(401);
    expect((await pay(supplierClient, order.clientSecret)).statusCode).toBe(403);
    expect((await pay(adminClient, order.clientSecret)).statusCode).toBe(403);
    const stranger = await pay(clientB, order.clientSecret);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe(PAYMENT_MESSAGES.clientSecretInvalid);
    // The payment's reference with another secret is not the capability.
    const forged = `${order.providerRef}_secret_${'0'.repeat(24)}`;
    expect((await pay(clientA, forged)).statusCode).toBe(404);
    expect((await pay(clientA, 'not-a-client-secret')).statusCode).toBe(404);
    expect(await orderOf(db, order.orderId)).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
    });
  });

  it('refuses to take money for a cancelled order', async () => {
    const order = await pendingOrder();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId));
    const response = await pay(clientA, order.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ORDER_MESSAGES.notPayable);
    expect((await paymentOf(db, order.orderId)).status).toBe('unpaid');
  });

  it('never stores or logs the card number', async () => {
    const order = await pendingOrder();
    const declinedCard = '4000000000000002';
    const ownCard = '5555555555554444';
    logLines.length = 0;
    await pay(clientA, order.clientSecret, { card_number: '4000 0000 0000 0002' });
    const paid = await pay(clientA, order.clientSecret, { card_number: '5555-5555-5555-4444' });
    expect(paid.json().status).toBe('succeeded');

    // The log did record these calls, so the check below looks at real lines.
    const log = logLines.join('\n');
    expect(log).toContain(confirmUrl);
    const stored = JSON.stringify([
      await db.select().from(payments),
      await db.select().from(paymentEvents),
      await db.select().from(auditLog),
      await db.select().from(mailOutbox),
    ]);
    for (const text of [log, stored]) {
      for (const digits of [declinedCard, ownCard]) {
        expect(text).not.toContain(digits);
        expect(text).not.toContain(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
        expect(text).not.toContain(digits.replace(/(\d{4})(?=\d)/g, '$1-'));
      }
    }
  });
});

describe('Stripe routes while the sandbox runs', () => {
  it('has no webhook and no return page', async () => {
    const webhook = await clientA.post(
      '/api/payments/stripe/webhook',
      {},
      { headers: { 'stripe-signature': 't=1,v1=00' } },
    );
    expect(webhook.statusCode).toBe(404);
    const order = await pendingOrder();
    const returned = await clientA.get(`/api/payments/stripe/return?payment_intent=${order.providerRef}`);
    expect(returned.statusCode).toBe(404);
  });
});
