import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { insertOrder, insertOrderable, moveOrderAlong, orderBodyOf } from '../../../test/order-factory.ts';
import { requestCast } from '../../../test/request-cast.ts';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../domain/payments/payment-provider.ts';
import { createSandboxProvider } from '../../domain/payments/sandbox/sandbox-provider.ts';
import { orders, payments } from '../../platform/db/schema/index.ts';

// The payment started after the order commits, and its retries. The provider is the
// sandbox behind a switch that makes it unreachable, as a network outage would (the port's own error).
const clock = new Date('2026-11-23T12:00:00Z');
let isProviderDown = false;
const createCalls: CreatePaymentInput[] = [];
let sandbox: PaymentProvider | undefined;
const sandboxOf = () => {
  if (!sandbox) {
    throw new Error('the sandbox is made right after the app');
  }
  return sandbox;
};
const switchableProvider: PaymentProvider = {
  name: 'sandbox',
  publishableKey: null,
  async createPayment(input) {
    createCalls.push(input);
    if (isProviderDown) {
      throw new PaymentProviderUnavailableError('connect ECONNREFUSED');
    }
    return sandboxOf().createPayment(input);
  },
  retrievePayment: (providerRef) => sandboxOf().retrievePayment(providerRef),
  refund: (input) => sandboxOf().refund(input),
};
const { app, database } = await buildTestApp({}, { now: () => clock, paymentProvider: switchableProvider });
const { db } = database;
sandbox = createSandboxProvider(db);
const { adminClient, clientA, clientB, supplierClient, visitor, customerAId, keystone } = await requestCast(
  app,
  db,
  { username: 'mei.tan', email: 'mei.tan@example.com', password: 'violet-canal-morning-17' },
);

const orderableForA = () => insertOrderable(db, { customerId: customerAId, supplierId: keystone });
const paymentUrl = (orderId: number) => `/api/order/${orderId}/payment/`;
const paymentsOf = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId));

async function withProviderDown<T>(run: () => Promise<T>): Promise<T> {
  isProviderDown = true;
  try {
    return await run();
  } finally {
    isProviderDown = false;
  }
}

describe('POST /api/order/ when the payment provider does not answer', () => {
  it('keeps the order, answers 503, and the same Idempotency-Key then starts the payment', async () => {
    const orderable = await orderableForA();
    const headers = { 'idempotency-key': `checkout-${orderable.requestId}` };
    const down = await withProviderDown(() =>
      clientA.post('/api/order/', orderBodyOf(orderable), { headers }),
    );
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.json()).toEqual({ detail: PAYMENT_MESSAGES.providerUnavailable, code: 'UNAVAILABLE' });
    const [order] = await db.select().from(orders).where(eq(orders.requestId, orderable.requestId));
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
    if (!order) {
      throw new Error('the order must exist after the 503');
    }
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await clientA.get(`/api/order-info/${order.id}`)).json().payment).toBeNull();

    const retried = await clientA.post('/api/order/', orderBodyOf(orderable), { headers });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ id: order.id, status: 'pending_payment', total: '2501.00' });
    const [payment] = await paymentsOf(order.id);
    expect(retried.json().payment).toEqual({ provider: 'sandbox', client_secret: payment?.clientSecret });
    // Both attempts asked the provider under one key: at Stripe, one PaymentIntent.
    const keys = createCalls.filter((call) => call.orderId === order.id).map((call) => call.idempotencyKey);
    expect(keys).toEqual([`order-${order.id}-payment`, `order-${order.id}-payment`]);
    expect(createCalls.find((call) => call.orderId === order.id)).toMatchObject({
      amountMinor: 250_100,
      currency: 'USD',
    });
    expect(await db.select().from(orders).where(eq(orders.requestId, orderable.requestId))).toHaveLength(1);
  });

  it('lets the order page start the payment later with POST /api/order/{id}/payment/', async () => {
    const orderable = await orderableForA();
    await withProviderDown(async () => {
      expect((await clientA.post('/api/order/', orderBodyOf(orderable))).statusCode).toBe(503);
    });
    const [order] = await db.select().from(orders).where(eq(orders.requestId, orderable.requestId));
    const orderId = order?.id ?? 0;
    const stillDown = await withProviderDown(() => clientA.post(paymentUrl(orderId)));
    expect(stillDown.statusCode).toBe(503);
    const started = await clientA.post(paymentUrl(orderId));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({
      provider: 'sandbox',
      client_secret: expect.stringMatching(/^pi_sandbox_/),
    });
    expect((await clientA.post(paymentUrl(orderId))).json()).toEqual(started.json());
    expect((await clientA.get(`/api/order-info/${orderId}`)).json().payment).toEqual(started.json());
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });
});

describe('POST /api/order/:id/payment/', () => {
  it("answers the order's one payment on every call, also after a declined card", async () => {
    const created = await insertOrder(clientA, await orderableForA());
    const callsBefore = createCalls.length;
    const again = await clientA.post(paymentUrl(created.id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.payment);
    // A declined card leaves the payment failed and the order waiting: the same payment is tried again.
    await db
      .update(payments)
      .set({ status: 'failed', lastError: PAYMENT_MESSAGES.declined })
      .where(eq(payments.orderId, created.id));
    await db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, created.id));
    const afterDecline = await clientA.post(paymentUrl(created.id));
    expect(afterDecline.json()).toEqual(created.payment);
    expect((await clientA.get(`/api/order-info/${created.id}`)).json()).toMatchObject({
      payment_status: 'failed',
      payment: created.payment,
    });
    expect(createCalls.length).toBe(callsBefore);
    expect(await paymentsOf(created.id)).toHaveLength(1);
  });

  it('refuses a paid order and a cancelled one', async () => {
    const paid = await insertOrder(clientA, await orderableForA());
    await moveOrderAlong(db, paid.id, ['paid'], clock);
    const alreadyPaid = await clientA.post(paymentUrl(paid.id));
    expect(alreadyPaid.statusCode).toBe(409);
    expect(alreadyPaid.json()).toMatchObject({ detail: ORDER_MESSAGES.alreadyPaid, reason: 'already_paid' });

    const cancelled = await insertOrder(clientA, await orderableForA());
    await moveOrderAlong(db, cancelled.id, ['cancelled'], clock);
    const notPayable = await clientA.post(paymentUrl(cancelled.id));
    expect(notPayable.statusCode).toBe(409);
    expect(notPayable.json().detail).toBe(ORDER_MESSAGES.notPayable);
  });

  it("is the owner's alone", async () => {
    const { id } = await insertOrder(clientA, await orderableForA());
    const others = await clientB.post(paymentUrl(id));
    expect(others.statusCode).toBe(404);
    expect(others.json().detail).toBe(ORDER_MESSAGES.notFound);
    for (const client of [supplierClient, adminClient]) {
      expect((await client.post(paymentUrl(id))).statusCode).toBe(403);
    }
    expect((await visitor.post(paymentUrl(id))).statusCode).toBe(401);
  });
});
