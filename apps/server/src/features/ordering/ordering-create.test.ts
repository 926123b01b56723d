import { ORDER_MESSAGES, REQUEST_MESSAGES } from '@specsource/contracts';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { insertOrderable, type Orderable, orderBodyOf } from '../../../test/order-factory.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { insertOffer, userIdOf } from '../../../test/request-factory.ts';
import {
  auditLog,
  mailOutbox,
  orders,
  payments,
  requests,
  reviews,
  selectedReviews,
} from '../../platform/db/schema/index.ts';

// Creating an order on an app taxing 8.25 % (ORDER_TAX_RATE_BPS=825); the server's clock is 23 November 2026.
const clock = new Date('2026-11-23T12:00:00Z');
const { app, database } = await buildTestApp({ ORDER_TAX_RATE_BPS: '825' }, { now: () => clock });
const { db } = database;
const { adminClient, clientA, customerB, supplierClient, visitor, customerAId, keystone } = await requestCast(
  app,
  db,
  {
    username: 'mei.tan',
    email: 'mei.tan@example.com',
    password: 'violet-canal-morning-17',
  },
);
const customerBId = await userIdOf(db, customerB.email);

const orderableForA = (options: Partial<Parameters<typeof insertOrderable>[1]> = {}) =>
  insertOrderable(db, { customerId: customerAId, supplierId: keystone, ...options });

async function ordersOf(requestId: number) {
  return db.select().from(orders).where(eq(orders.requestId, requestId));
}

async function expectNoOrder(orderable: Orderable) {
  expect(await ordersOf(orderable.requestId)).toEqual([]);
  const [request] = await db.select().from(requests).where(eq(requests.id, orderable.requestId));
  expect(request?.status).toBe('offers_selected');
}

describe('POST /api/order/ — the money is the server’s', () => {
  it('computes subtotal, tax and total from the offer version and ignores the amounts sent', async () => {
    const orderable = await orderableForA({ costMinor: 125_050 });
    const response = await clientA.post(
      '/api/order/',
      orderBodyOf(orderable, {
        quantity: 3,
        // The spec's body carries these; a tampered client sets them to anything.
        subtotal: '1.00',
        tax: '0.00',
        total: '1.00',
        user: customerBId,
        unit: 'free',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // Worked by hand: 3 × 1250.50 = 3751.50; 8.25 % of it = 309.49875 → 309.50; total 3751.50 + 309.50.
    expect(response.json()).toEqual({
      id: expect.any(Number),
      status: 'pending_payment',
      subtotal: '3751.50',
      tax: '309.50',
      total: '4061.00',
      currency: 'USD',
      payment: { provider: 'sandbox', client_secret: expect.stringMatching(/^pi_sandbox_\w+_secret_\w+$/) },
    });
    const [order] = await ordersOf(orderable.requestId);
    expect(order).toMatchObject({
      id: response.json().id,
      customerId: customerAId,
      supplierId: keystone,
      reviewId: orderable.reviewId,
      reviewVersion: 1,
      quantity: 3,
      unitCostMinor: 125_050,
      subtotalMinor: 375_150,
      taxMinor: 30_950,
      totalMinor: 406_100,
      status: 'pending_payment',
      paymentStatus: 'unpaid',
      paymentMethod: 'stripe',
      poNumber: 'PO-4471',
      reference: 'Line 3 replacement',
    });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, response.json().id));
    expect(payment).toMatchObject({
      provider: 'sandbox',
      amountMinor: 406_100,
      currency: 'USD',
      status: 'unpaid',
      clientSecret: response.json().payment.client_secret,
    });
  });

  it('rounds the tax half up: 8.25 % of 10.00 is 0.825, charged as 0.83', async () => {
    const orderable = await orderableForA({ costMinor: 1_000 });
    const response = await clientA.post('/api/order/', orderBodyOf(orderable, { quantity: 1 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ subtotal: '10.00', tax: '0.83', total: '10.83' });
  });

  it('moves the request and the offer to ordered, records the history and mails both parties', async () => {
    const orderable = await orderableForA();
    const { id } = (await clientA.post('/api/order/', orderBodyOf(orderable))).json();
    const [request] = await db.select().from(requests).where(eq(requests.id, orderable.requestId));
    const [review] = await db.select().from(reviews).where(eq(reviews.id, orderable.reviewId));
    const [selection] = await db
      .select()
      .from(selectedReviews)
      .where(eq(selectedReviews.reviewId, orderable.reviewId));
    expect([request?.status, review?.status]).toEqual(['ordered', 'ordered']);
    expect(selection?.chosenAt).toEqual(clock);
    const audit = await db.select().from(auditLog).where(eq(auditLog.actorId, customerAId));
    expect(audit.map((row) => [`${row.action} ${row.entity} ${row.entityId}`, row.after])).toEqual(
      expect.arrayContaining([
        [`transition request ${orderable.requestId}`, { status: 'ordered' }],
        [`transition review ${orderable.reviewId}`, { status: 'ordered' }],
        [`create order ${id}`, { status: 'pending_payment', by: 'customer', note: null }],
      ]),
    );
    const mail = await db
      .select({ to: mailOutbox.to, dedupeKey: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `order:${id}:%`))
      .orderBy(asc(mailOutbox.dedupeKey));
    expect(mail).toEqual([
      { to: 'priya.nair@example.com', dedupeKey: `order:${id}:pending_payment:customer` },
      { to: 'dana.whitfield@example.com', dedupeKey: `order:${id}:pending_payment:supplier` },
    ]);
  });
});

describe('POST /api/order/ — tampered offers and quantities', () => {
  it('refuses an offer of the request that the admin never selected', async () => {
    const orderable = await orderableForA();
    const unselected = await insertOffer(db, { requestId: orderable.requestId, supplierId: keystone });
    const response = await clientA.post('/api/order/', orderBodyOf(orderable, { review: unselected.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: ORDER_MESSAGES.notOrderable,
      field_errors: { review: [ORDER_MESSAGES.notOrderable] },
    });
    await expectNoOrder(orderable);
  });

  it('refuses an offer selected for another request', async () => {
    const mine = await orderableForA();
    const others = await insertOrderable(db, { customerId: customerBId, supplierId: keystone });
    const response = await clientA.post('/api/order/', orderBodyOf(mine, { review: others.reviewId }));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ORDER_MESSAGES.notOrderable);
    await expectNoOrder(mine);
    await expectNoOrder(others);
  });

  it("answers another customer's request like an unknown one", async () => {
    const others = await insertOrderable(db, { customerId: customerBId, supplierId: keystone });
    const response = await clientA.post('/api/order/', orderBodyOf(others));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(ORDER_MESSAGES.notOrderable);
    const unknown = await clientA.post('/api/order/', orderBodyOf(others, { request: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(response.json());
    await expectNoOrder(others);
  });

  it('refuses a withdrawn offer and an expired one, on the server’s clock', async () => {
    const withdrawn = await orderableForA();
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, withdrawn.reviewId));
    const refused = await clientA.post('/api/order/', orderBodyOf(withdrawn));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().field_errors).toEqual({ review: [ORDER_MESSAGES.offerWithdrawn] });
    await expectNoOrder(withdrawn);

    // Valid through its day: on 23 November an offer valid until the 22nd has expired.
    const expired = await orderableForA({ validUntil: '2026-11-22' });
    const late = await clientA.post('/api/order/', orderBodyOf(expired));
    expect(late.statusCode).toBe(409);
    expect(late.json().field_errors).toEqual({ review: [ORDER_MESSAGES.offerExpired] });
    await expectNoOrder(expired);
    const lastDay = await orderableForA({ validUntil: '2026-11-23' });
    expect((await clientA.post('/api/order/', orderBodyOf(lastDay))).statusCode).toBe(201);
  });

  it('refuses a request that was cancelled', async () => {
    const orderable = await orderableForA();
    await db.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, orderable.requestId));
    const response = await clientA.post('/api/order/', orderBodyOf(orderable));
    expect(response.statusCode).toBe(409);
    expect(response.json().field_errors).toEqual({ request: [ORDER_MESSAGES.requestClosed] });
    expect(await ordersOf(orderable.requestId)).toEqual([]);
  });

  it.each([
    [0, ORDER_MESSAGES.quantityInvalid],
    [-1, ORDER_MESSAGES.quantityInvalid],
    [1.5, ORDER_MESSAGES.quantityInvalid],
    ['two', ORDER_MESSAGES.quantityInvalid],
    [1_000_001, ORDER_MESSAGES.quantityTooLarge],
    [1e30, ORDER_MESSAGES.quantityTooLarge],
  ])('answers quantity %s with 400 naming quantity', async (quantity, message) => {
    const orderable = await orderableForA();
    const response = await clientA.post('/api/order/', orderBodyOf(orderable, { quantity }));
    expect(response.statusCode).toBe(400);
    const fieldErrors = response.json().field_errors;
    expect(Object.keys(fieldErrors)).toEqual(['quantity']);
    expect(fieldErrors.quantity).toEqual([message]);
    await expectNoOrder(orderable);
  });

  it('refuses an order whose total would be too large to compute exactly', async () => {
    const orderable = await orderableForA({ costMinor: 999_999_999_999 });
    const response = await clientA.post('/api/order/', orderBodyOf(orderable, { quantity: 1_000_000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ quantity: [ORDER_MESSAGES.orderTooLarge] });
    await expectNoOrder(orderable);
  });
});

describe('POST /api/order/ — the version ordered is the version shown', () => {
  it('answers 409 when the supplier changed the offer since, and orders the new version once seen', async () => {
    const orderable = await orderableForA({ costMinor: 125_050 });
    const edited = await supplierClient.put(`/supplier/api/reviews/${orderable.reviewId}/`, {
      title: 'KP-200 revised',
      cost: '1400.00',
      cost_unit: 'each',
      lead_time: 4,
      unit: 'weeks',
      quantity: 1,
      valid_until: '2026-12-31',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().version).toBe(2);

    const stale = await clientA.post('/api/order/', orderBodyOf(orderable, { quantity: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: ORDER_MESSAGES.offerChanged,
      field_errors: { review_version: [ORDER_MESSAGES.offerChanged] },
    });
    await expectNoOrder(orderable);

    const fresh = await clientA.post(
      '/api/order/',
      orderBodyOf(orderable, { quantity: 1, review_version: 2 }),
    );
    expect(fresh.statusCode, fresh.body).toBe(201);
    // 1400.00 + 8.25 % (115.50) = 1515.50.
    expect(fresh.json()).toMatchObject({ subtotal: '1400.00', tax: '115.50', total: '1515.50' });
    const [order] = await ordersOf(orderable.requestId);
    expect(order).toMatchObject({ reviewVersion: 2, unitCostMinor: 140_000 });
  });
});

describe('POST /api/order/ — double submits and two tabs', () => {
  it('makes one order of a double submit with one Idempotency-Key, answering both alike', async () => {
    const orderable = await orderableForA();
    const headers = { 'idempotency-key': `checkout-${orderable.requestId}` };
    const first = await clientA.post('/api/order/', orderBodyOf(orderable), { headers });
    const second = await clientA.post('/api/order/', orderBodyOf(orderable), { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(orderable.requestId)).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, first.json().id))).toHaveLength(1);

    const reused = await clientA.post('/api/order/', orderBodyOf(orderable, { quantity: 5 }), { headers });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(REQUEST_MESSAGES.idempotencyKeyReused);
  });

  it('makes one order of two tabs ordering the same request at once: the other gets orderExists', async () => {
    const orderable = await orderableForA();
    const responses = await Promise.all(
      ['tab-one', 'tab-two'].map((tab) =>
        clientA.post('/api/order/', orderBodyOf(orderable), {
          headers: { 'idempotency-key': `${tab}-${orderable.requestId}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      detail: ORDER_MESSAGES.orderExists,
      field_errors: { request: [ORDER_MESSAGES.orderExists] },
    });
    expect(await ordersOf(orderable.requestId)).toHaveLength(1);
    const again = await clientA.post('/api/order/', orderBodyOf(orderable));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ORDER_MESSAGES.orderExists);
  });
});

describe('POST /api/order/ — who may order', () => {
  it('answers 401 to visitors and 403 to suppliers and admins, writing nothing', async () => {
    const orderable = await orderableForA();
    expect((await visitor.post('/api/order/', orderBodyOf(orderable))).statusCode).toBe(401);
    for (const client of [supplierClient, adminClient]) {
      expect((await client.post('/api/order/', orderBodyOf(orderable))).statusCode).toBe(403);
    }
    await expectNoOrder(orderable);
  });
});

describe('POST /api/order/ — billing and shipping (docs/spec/marketplace-spec.md §5)', () => {
  it('names each field with the spec’s message', async () => {
    const orderable = await orderableForA();
    const body = orderBodyOf(orderable);
    const response = await clientA.post('/api/order/', {
      ...body,
      billing_address: {
        ...body.billing_address,
        first_name: '',
        email: '',
        street_no: ' ',
        city: '',
        state: '',
      },
      shipping_address: {
        ...body.shipping_address,
        email: 'not-an-address',
        street_no: '',
        city: '',
        zip_code: '',
        state: 'ZZ',
      },
      payment_method: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({
      'billing_address.first_name': ['This first name is required'],
      'billing_address.email': ['This email is required'],
      'billing_address.street_no': ['This street no is required'],
      'billing_address.city': ['This city field is required'],
      'billing_address.state': ['Billing state is required'],
      'shipping_address.email': ['Enter a valid email address'],
      'shipping_address.street_no': ['This field is required'],
      'shipping_address.city': ['This city is required'],
      'shipping_address.state': ['Shipping state is required'],
      'shipping_address.zip_code': ['This zip code is required'],
      payment_method: ['Payment method is required'],
    });
    await expectNoOrder(orderable);
  });

  it('answers a missing billing state with its own message', async () => {
    const orderable = await orderableForA();
    const body = orderBodyOf(orderable);
    const { state: _state, ...billing } = body.billing_address;
    const response = await clientA.post('/api/order/', { ...body, billing_address: billing });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Check the field 'billing_address.state': Billing state is required",
      code: 'VALIDATION',
      field_errors: { 'billing_address.state': ['Billing state is required'] },
    });
  });

  it('stores the addresses as sent, trimmed', async () => {
    const orderable = await orderableForA();
    const body = orderBodyOf(orderable);
    const response = await clientA.post('/api/order/', {
      ...body,
      billing_address: { ...body.billing_address, city: '  Riverside  ' },
    });
    expect(response.statusCode).toBe(201);
    const detail = await clientA.get(`/api/order-info/${response.json().id}`);
    expect(detail.json().billing_address).toEqual({ ...body.billing_address, city: 'Riverside' });
    expect(detail.json().shipping_address).toEqual(body.shipping_address);
  });
});
