import { ORDER_MESSAGES, type OrderDetail, PAYMENT_MESSAGES } from '@specsource/contracts';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { countingProvider, placeOrder, seededByUsername } from '../../../test/order-lifecycle-fixtures.ts';
import { userIdOf } from '../../../test/request-factory.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { createSandboxProvider } from '../../domain/payments/sandbox/sandbox-provider.ts';
import { auditLog, mailOutbox, orders, payments, requests } from '../../platform/db/schema/index.ts';

const clock = new Date('2026-11-23T12:00:00Z');
const counted = countingProvider();
const { app, database } = await buildTestApp({}, { now: () => clock, paymentProvider: counted.provider });
const { db } = database;
counted.state.inner = createSandboxProvider(db);

const customer = seededAccount('customer');
const keystone = seededByUsername('keystone-pump');
const harbor = seededByUsername('harbor-industrial');
const customerId = await userIdOf(db, customer.email);
const keystoneId = await userIdOf(db, keystone.email);
const supplier = await signedInClient(app, keystone);
const otherSupplier = await signedInClient(app, harbor);
const customerClient = await signedInClient(app, customer);
const admin = await signedInClient(app, seededAccount('admin'));
const visitor = createTestClient(app);

const newOrder = (paid: boolean) =>
  placeOrder(db, { customer: customerClient, customerId, supplierId: keystoneId, paid });
const statusUrl = (orderId: number) => `/supplier/api/orders/${orderId}/status/`;
const cancelUrl = (orderId: number) => `/api/admin/orders/${orderId}/cancel/`;
const TRACKING = { tracking_carrier: 'UPS', tracking_number: '1Z999AA10123456784' };

async function orderRow(orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order's history rows: its create and every move. */
async function orderAudit(orderId: number) {
  return db
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actorId: auditLog.actorId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.id));
}

async function outboxSize(): Promise<number> {
  const [row] = await db.select({ value: count() }).from(mailOutbox);
  return row?.value ?? 0;
}

/** The mails queued about the order reaching `status`. */
async function mailsAbout(orderId: number, status: string) {
  return db
    .select({ to: mailOutbox.to, text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `order:${orderId}:${status}:%`));
}

/** Runs `act` and answers how many audit rows (of this order) and mails it added. */
async function added(orderId: number, act: () => Promise<unknown>) {
  const audit = (await orderAudit(orderId)).length;
  const mail = await outboxSize();
  await act();
  return { audit: (await orderAudit(orderId)).length - audit, mail: (await outboxSize()) - mail };
}

describe('POST /supplier/api/orders/:id/status/', () => {
  it('moves a paid order to in fulfilment, shipped and delivered: one history row and one mail to each party per move', async () => {
    const order = await newOrder(true);
    const steps = [
      { body: { status: 'in_fulfilment' } },
      { body: { status: 'shipped', ...TRACKING } },
      { body: { status: 'delivered' } },
    ] as const;

    for (const { body } of steps) {
      let answer: OrderDetail | undefined;
      const change = await added(order.id, async () => {
        const response = await supplier.post(statusUrl(order.id), body);
        expect(response.statusCode, response.body).toBe(200);
        answer = response.json();
      });
      expect(answer?.status).toBe(body.status);
      expect(change).toEqual({ audit: 1, mail: 2 });
      expect((await orderAudit(order.id)).at(-1)).toMatchObject({
        action: 'transition',
        after: { status: body.status, by: 'supplier', note: null },
        actorId: keystoneId,
      });
      const mails = await mailsAbout(order.id, body.status);
      expect(mails.map((mail) => mail.to).sort()).toEqual([keystone.email, customer.email].sort());
    }

    const shippedMails = await mailsAbout(order.id, 'shipped');
    expect(shippedMails.every((mail) => mail.text.includes('Tracking: UPS 1Z999AA10123456784'))).toBe(true);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'delivered',
      trackingCarrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: clock,
      deliveredAt: clock,
    });
    const detail: OrderDetail = (await supplier.get(`/api/order-info/${order.id}`)).json();
    expect(detail.history.map((entry) => [entry.to, entry.by])).toEqual([
      ['pending_payment', 'customer'],
      ['paid', 'system'],
      ['in_fulfilment', 'supplier'],
      ['shipped', 'supplier'],
      ['delivered', 'supplier'],
    ]);
    // Delivery completes the request (request-states.ts: ordered → completed by the system).
    const [request] = await db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, order.requestId));
    expect(request?.status).toBe('completed');
  });

  it('ships a paid order straight from stock', async () => {
    const order = await newOrder(true);
    const response = await supplier.post(statusUrl(order.id), { status: 'shipped', ...TRACKING });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'shipped', ...TRACKING });
  });

  it('asks for both the carrier and the tracking number to ship (400 naming them) and moves nothing', async () => {
    const order = await newOrder(true);
    await supplier.post(statusUrl(order.id), { status: 'in_fulfilment' });

    const change = await added(order.id, async () => {
      const neither = await supplier.post(statusUrl(order.id), { status: 'shipped', tracking_carrier: ' ' });
      expect(neither.statusCode).toBe(400);
      expect(neither.json().field_errors).toEqual({
        tracking_carrier: [ORDER_MESSAGES.trackingRequired],
        tracking_number: [ORDER_MESSAGES.trackingRequired],
      });
      const noNumber = await supplier.post(statusUrl(order.id), {
        status: 'shipped',
        tracking_carrier: 'UPS',
      });
      expect(noNumber.statusCode).toBe(400);
      expect(Object.keys(noNumber.json().field_errors)).toEqual(['tracking_number']);
      const unknown = await supplier.post(statusUrl(order.id), { status: 'paid' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field_errors).toEqual({ status: [ORDER_MESSAGES.statusInvalid] });
    });
    expect(change).toEqual({ audit: 0, mail: 0 });
    expect((await orderRow(order.id))?.status).toBe('in_fulfilment');
  });

  it('never moves an order backwards or past a step: 409, and nothing written', async () => {
    const delivered = await newOrder(true);
    for (const body of [{ status: 'shipped', ...TRACKING }, { status: 'delivered' }]) {
      expect((await supplier.post(statusUrl(delivered.id), body)).statusCode).toBe(200);
    }
    const unpaid = await newOrder(false);
    const paid = await newOrder(true);
    const refusals = [
      { order: delivered, body: { status: 'in_fulfilment' } },
      { order: delivered, body: { status: 'shipped', ...TRACKING } },
      { order: unpaid, body: { status: 'in_fulfilment' } },
      { order: paid, body: { status: 'delivered' } },
    ];
    for (const { order, body } of refusals) {
      const before = (await orderRow(order.id))?.status;
      const change = await added(order.id, async () => {
        const response = await supplier.post(statusUrl(order.id), body);
        expect(response.statusCode, `${before} → ${body.status}`).toBe(409);
        expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: ORDER_MESSAGES.transitionRefused });
      });
      expect(change).toEqual({ audit: 0, mail: 0 });
      expect((await orderRow(order.id))?.status).toBe(before);
    }
  });

  it('takes a repeated move (a double click) as done, without a second history row or mail', async () => {
    const order = await newOrder(true);
    await supplier.post(statusUrl(order.id), { status: 'in_fulfilment' });
    const change = await added(order.id, async () => {
      const again = await supplier.post(statusUrl(order.id), { status: 'in_fulfilment' });
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('in_fulfilment');
    });
    expect(change).toEqual({ audit: 0, mail: 0 });
  });

  it('is for the supplier of the ordered offer only: visitor 401, customer and admin 403, another supplier 404', async () => {
    const order = await newOrder(true);
    const body = { status: 'in_fulfilment' };
    expect((await visitor.post(statusUrl(order.id), body)).statusCode).toBe(401);
    expect((await customerClient.post(statusUrl(order.id), body)).statusCode).toBe(403);
    expect((await admin.post(statusUrl(order.id), body)).statusCode).toBe(403);
    const stranger = await otherSupplier.post(statusUrl(order.id), body);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe(ORDER_MESSAGES.notFound);
    expect((await supplier.post(statusUrl(999_999), body)).statusCode).toBe(404);
    expect((await orderRow(order.id))?.status).toBe('paid');
  });
});

describe('POST /api/admin/orders/:id/cancel/', () => {
  it('cancels an unpaid order with the reason as the history note, refunding nothing', async () => {
    const order = await newOrder(false);
    const refundsBefore = counted.state.refunds.length;
    let answer: OrderDetail | undefined;
    const change = await added(order.id, async () => {
      const response = await admin.post(cancelUrl(order.id), { reason: '  Customer ordered twice  ' });
      expect(response.statusCode, response.body).toBe(200);
      answer = response.json();
    });

    expect(answer).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      cancelled_at: clock.toISOString(),
    });
    expect(answer?.history.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'admin',
      note: 'Customer ordered twice',
    });
    expect(change).toEqual({ audit: 1, mail: 2 });
    expect((await mailsAbout(order.id, 'cancelled')).map((mail) => mail.to).sort()).toEqual(
      [keystone.email, customer.email].sort(),
    );
    expect(counted.state.refunds.length).toBe(refundsBefore);
  });

  it('refunds a paid order exactly once, even when five cancels race', async () => {
    const order = await newOrder(true);
    const refundsBefore = counted.state.refunds.length;

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(cancelUrl(order.id), { reason: 'Out of stock' })),
    );

    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    expect(winner).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(loser.json().detail).toBe(ORDER_MESSAGES.transitionRefused);
    }
    expect(counted.state.refunds.slice(refundsBefore)).toEqual([
      {
        providerRef: order.providerRef,
        amountMinor: order.amountMinor,
        idempotencyKey: `order-${order.id}-refund`,
      },
    ]);
    const paymentRows = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ status: 'refunded', refundedAt: clock });
    expect(paymentRows[0]?.refundRef).toMatch(/^re_sandbox_/);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedAt: clock,
      cancelledAt: clock,
    });
    const moves = (await orderAudit(order.id)).filter((row) => row.action === 'transition');
    expect(moves.map((row) => row.after)).toEqual([
      { status: 'paid', by: 'system', note: null },
      { status: 'refunded', by: 'admin', note: 'Out of stock' },
    ]);
    expect(await mailsAbout(order.id, 'refunded')).toHaveLength(2);
  });

  it('leaves the order as it was when the provider does not answer (503), and refunds on the retry', async () => {
    const order = await newOrder(true);
    await supplier.post(statusUrl(order.id), { status: 'in_fulfilment' });
    const refundsBefore = counted.state.refunds.length;

    counted.state.isDown = true;
    const change = await added(order.id, async () => {
      const down = await admin.post(cancelUrl(order.id), {});
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'UNAVAILABLE',
        detail: PAYMENT_MESSAGES.providerUnavailable,
      });
    });
    counted.state.isDown = false;
    expect(change).toEqual({ audit: 0, mail: 0 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'in_fulfilment', paymentStatus: 'succeeded' });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', refundRef: null });

    const retry = await admin.post(cancelUrl(order.id), {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'refunded' });
    // Both asks carry the same key, so a provider that did refund the first time answers with that refund.
    const keys = counted.state.refunds.slice(refundsBefore).map((refund) => refund.idempotencyKey);
    expect(keys).toEqual([`order-${order.id}-refund`, `order-${order.id}-refund`]);
  });

  it('refuses to cancel a shipped, delivered, cancelled or refunded order (409), refunding nothing', async () => {
    const shipped = await newOrder(true);
    await supplier.post(statusUrl(shipped.id), { status: 'shipped', ...TRACKING });
    const delivered = await newOrder(true);
    await supplier.post(statusUrl(delivered.id), { status: 'shipped', ...TRACKING });
    await supplier.post(statusUrl(delivered.id), { status: 'delivered' });
    const cancelled = await newOrder(false);
    await admin.post(cancelUrl(cancelled.id), {});
    const refunded = await newOrder(true);
    await admin.post(cancelUrl(refunded.id), {});
    const refundsBefore = counted.state.refunds.length;

    const finished = { shipped, delivered, cancelled, refunded };
    for (const [status, order] of Object.entries(finished)) {
      expect((await orderRow(order.id))?.status).toBe(status);
      const change = await added(order.id, async () => {
        const response = await admin.post(cancelUrl(order.id), {});
        expect(response.statusCode, status).toBe(409);
        expect(response.json().detail).toBe(ORDER_MESSAGES.transitionRefused);
      });
      expect(change).toEqual({ audit: 0, mail: 0 });
      expect((await orderRow(order.id))?.status).toBe(status);
    }
    expect(counted.state.refunds.length).toBe(refundsBefore);
  });

  it('is for admins only: visitor 401, customer and supplier 403; an unknown order 404; a long reason 400', async () => {
    const order = await newOrder(false);
    expect((await visitor.post(cancelUrl(order.id), {})).statusCode).toBe(401);
    expect((await customerClient.post(cancelUrl(order.id), {})).statusCode).toBe(403);
    expect((await supplier.post(cancelUrl(order.id), {})).statusCode).toBe(403);
    expect((await admin.post(cancelUrl(999_999), {})).statusCode).toBe(404);
    const long = await admin.post(cancelUrl(order.id), { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors).toEqual({ reason: [ORDER_MESSAGES.cancelReasonTooLong] });
    expect((await orderRow(order.id))?.status).toBe('pending_payment');
  });
});
