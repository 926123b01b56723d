import { ORDER_MESSAGES, type OrderStatus } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { insertOrder, insertOrderable, moveOrderAlong, orderBodyOf } from '../../../test/order-factory.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { insertCustomer, insertOffer, userIdByUsername, userIdOf } from '../../../test/request-factory.ts';
import { signedInClient } from '../../../test/seeded-accounts.ts';
import { requests, reviews, reviewVersions } from '../../platform/db/schema/index.ts';

// Orders on the default app (no tax): the quote, the order page and the lists.
const clock = new Date('2026-11-23T12:00:00Z');
const { app, database } = await buildTestApp({}, { now: () => clock });
const { db } = database;
const { adminClient, clientA, clientB, customerB, supplierClient, visitor, customerAId, keystone } =
  await requestCast(app, db, {
    username: 'mei.tan',
    email: 'mei.tan@example.com',
    password: 'violet-canal-morning-17',
  });
const customerBId = await userIdOf(db, customerB.email);
const harbor = await userIdByUsername(db, 'harbor-industrial');
// The second seeded supplier; its password is the seed's, handed to the tests like the others'.
const harborAccount = inject('seededAccounts').find((account) => account.username === 'harbor-industrial');
if (!harborAccount) {
  throw new Error('the seed must create harbor-industrial');
}
const harborClient = await signedInClient(app, harborAccount);

const orderableForA = (options: Partial<Parameters<typeof insertOrderable>[1]> = {}) =>
  insertOrderable(db, { customerId: customerAId, supplierId: keystone, ...options });

const moveAlong = (orderId: number, path: OrderStatus[]) => moveOrderAlong(db, orderId, path, clock);

describe('GET /api/checkout-quote/', () => {
  const quoteUrl = (requestId: number, reviewId: number, quantity?: number | string) =>
    `/api/checkout-quote/?request_id=${requestId}&review_id=${reviewId}${quantity === undefined ? '' : `&quantity=${quantity}`}`;

  it('answers the order-now table with the server’s totals, the request’s quantity by default', async () => {
    const orderable = await orderableForA({ costMinor: 125_050, quantity: 4, title: 'KP-200 standard' });
    const response = await clientA.get(quoteUrl(orderable.requestId, orderable.reviewId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      request_id: orderable.requestId,
      request_order_id: orderable.requestOrderId,
      review_id: orderable.reviewId,
      review_version: 1,
      part_title: 'Pump',
      offer_title: 'KP-200 standard',
      lead_time: 3,
      unit: 'weeks',
      cost: '1250.50',
      cost_unit: 'each',
      currency: 'USD',
      quantity: 4,
      // 4 × 1250.50, no tax by default.
      subtotal: '5002.00',
      tax: '0.00',
      total: '5002.00',
      tax_rate_bps: 0,
      valid_until: '2099-12-31',
    });
    const two = await clientA.get(quoteUrl(orderable.requestId, orderable.reviewId, 2));
    expect(two.json()).toMatchObject({ quantity: 2, subtotal: '2501.00', total: '2501.00' });
  });

  it('answers 409 with what to do when the offer cannot be ordered', async () => {
    const ordered = await orderableForA();
    await insertOrder(clientA, ordered);
    const exists = await clientA.get(quoteUrl(ordered.requestId, ordered.reviewId));
    expect(exists.statusCode).toBe(409);
    expect(exists.json().detail).toBe(ORDER_MESSAGES.orderExists);

    const expired = await orderableForA({ validUntil: '2026-11-22' });
    const late = await clientA.get(quoteUrl(expired.requestId, expired.reviewId));
    expect([late.statusCode, late.json().detail]).toEqual([409, ORDER_MESSAGES.offerExpired]);

    const withdrawn = await orderableForA();
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, withdrawn.reviewId));
    const gone = await clientA.get(quoteUrl(withdrawn.requestId, withdrawn.reviewId));
    expect([gone.statusCode, gone.json().detail]).toEqual([409, ORDER_MESSAGES.offerWithdrawn]);

    const other = await orderableForA();
    const notSelected = await clientA.get(quoteUrl(other.requestId, withdrawn.reviewId));
    expect([notSelected.statusCode, notSelected.json().detail]).toEqual([409, ORDER_MESSAGES.notOrderable]);

    await db.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, other.requestId));
    const closed = await clientA.get(quoteUrl(other.requestId, other.reviewId));
    expect([closed.statusCode, closed.json().detail]).toEqual([409, ORDER_MESSAGES.requestClosed]);
  });

  it("answers another customer's request like an unknown one, and refuses a bad quantity", async () => {
    const orderable = await orderableForA();
    const others = await clientB.get(quoteUrl(orderable.requestId, orderable.reviewId));
    const unknown = await clientB.get(quoteUrl(2_000_000_000, orderable.reviewId));
    expect([others.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(others.json()).toEqual(unknown.json());
    const zero = await clientA.get(quoteUrl(orderable.requestId, orderable.reviewId, 0));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().field_errors).toEqual({ quantity: [ORDER_MESSAGES.quantityInvalid] });
    expect((await visitor.get(quoteUrl(orderable.requestId, orderable.reviewId))).statusCode).toBe(401);
    expect((await supplierClient.get(quoteUrl(orderable.requestId, orderable.reviewId))).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/order-review/:review_id', () => {
  const readAs = (client: typeof clientA, reviewId: number) => client.get(`/api/order-review/${reviewId}`);

  it("answers the owner the selected offer's current terms with the request's quantity", async () => {
    const orderable = await orderableForA({
      quantity: 4,
      title: 'KP-200 standard',
      validUntil: '2026-11-22',
    });
    const response = await readAs(clientA, orderable.reviewId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: orderable.reviewId,
      request_id: orderable.requestId,
      title: 'KP-200 standard',
      part_title: 'Pump',
      cost: '1250.50',
      currency: 'USD',
      cost_unit: 'each',
      lead_time: 3,
      unit: 'weeks',
      quantity: 4,
      version: 1,
      valid_until: '2026-11-22',
      is_expired: true,
    });
  });

  it('answers 404 to another customer and for an offer never selected, 409 for a withdrawn one', async () => {
    const orderable = await orderableForA();
    const others = await readAs(clientB, orderable.reviewId);
    expect(others.statusCode).toBe(404);
    expect(others.json().detail).toBe(ORDER_MESSAGES.notOrderable);
    const unselected = await insertOffer(db, { requestId: orderable.requestId, supplierId: keystone });
    expect((await readAs(clientA, unselected.id)).statusCode).toBe(404);
    expect((await readAs(visitor, orderable.reviewId)).statusCode).toBe(401);
    expect((await readAs(supplierClient, orderable.reviewId)).statusCode).toBe(403);
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, orderable.reviewId));
    const withdrawn = await readAs(clientA, orderable.reviewId);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().detail).toBe(ORDER_MESSAGES.offerWithdrawn);
  });
});

describe('GET /api/order-info/:order_id', () => {
  it('shows the owner the order with its history and the payment to confirm', async () => {
    const orderable = await orderableForA({ title: 'KP-200 standard' });
    // The supplier's terms on the version the customer orders.
    await db
      .update(reviewVersions)
      .set({ notes: 'Price FOB Chicago' })
      .where(eq(reviewVersions.reviewId, orderable.reviewId));
    const created = await insertOrder(clientA, orderable, { quantity: 2 });
    const response = await clientA.get(`/api/order-info/${created.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      request_id: orderable.requestId,
      request_order_id: orderable.requestOrderId,
      part_title: 'Pump',
      offer_title: 'KP-200 standard',
      quantity: 2,
      total: '2501.00',
      currency: 'USD',
      status: 'pending_payment',
      payment_status: 'unpaid',
      po_number: 'PO-4471',
      created_at: clock.toISOString(),
      review_id: orderable.reviewId,
      review_version: 1,
      unit_cost: '1250.50',
      cost_unit: 'each',
      lead_time: 3,
      unit: 'weeks',
      offer_notes: 'Price FOB Chicago',
      subtotal: '2501.00',
      tax: '0.00',
      payment_method: 'stripe',
      billing_address: orderBodyOf(orderable).billing_address,
      shipping_address: orderBodyOf(orderable).shipping_address,
      reference: 'Line 3 replacement',
      tracking_carrier: null,
      tracking_number: null,
      paid_at: null,
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
      refunded_at: null,
      updated_at: clock.toISOString(),
      is_editable: true,
      payment: created.payment,
      history: [{ at: clock.toISOString(), from: null, to: 'pending_payment', by: 'customer', note: null }],
    });
    // Customers deal with SpecSource: nothing names the supplier.
    expect(response.body).not.toMatch(/keystone|Whitfield|dana\.whitfield/i);
  });

  it('shows its supplier and admins the order without the payment; everyone else gets 404', async () => {
    const orderable = await orderableForA();
    const { id } = await insertOrder(clientA, orderable);
    for (const client of [supplierClient, adminClient]) {
      const response = await client.get(`/api/order-info/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, is_editable: false, payment: null });
    }
    const unknown = await clientB.get('/api/order-info/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ORDER_MESSAGES.notFound);
    for (const client of [clientB, harborClient]) {
      const response = await client.get(`/api/order-info/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    expect((await visitor.get(`/api/order-info/${id}`)).statusCode).toBe(401);
  });

  it('shows its supplier only what delivery needs: ship-to name, address and phone, no billing, no e-mail', async () => {
    const { id } = await insertOrder(clientA, await orderableForA());
    const owner = (await clientA.get(`/api/order-info/${id}`)).json();
    const supplierView = await supplierClient.get(`/api/order-info/${id}`);
    expect(supplierView.json()).toMatchObject({
      billing_address: null,
      shipping_address: { ...owner.shipping_address, email: null },
    });
    expect(supplierView.json().shipping_address.phone_no).not.toBe('');
    for (const value of [
      owner.billing_address.email,
      owner.shipping_address.email,
      owner.billing_address.street_no,
    ]) {
      expect(supplierView.body).not.toContain(value);
    }
    const admin = (await adminClient.get(`/api/order-info/${id}`)).json();
    expect(admin.billing_address).toEqual(owner.billing_address);
  });

  it('adds each move to the history, and stops offering the payment once paid', async () => {
    const orderable = await orderableForA();
    const { id } = await insertOrder(clientA, orderable);
    await moveAlong(id, ['paid', 'in_fulfilment']);
    const response = await clientA.get(`/api/order-info/${id}`);
    expect(response.json()).toMatchObject({
      status: 'in_fulfilment',
      payment_status: 'succeeded',
      paid_at: clock.toISOString(),
      payment: null,
      is_editable: true,
      history: [
        { from: null, to: 'pending_payment', by: 'customer' },
        { from: 'pending_payment', to: 'paid', by: 'system' },
        { from: 'paid', to: 'in_fulfilment', by: 'supplier' },
      ],
    });
  });
});

describe('the order lists', () => {
  it("gives each role its own orders: the customer's, the supplier's offers', every one to admins", async () => {
    const mine = await insertOrder(clientA, await orderableForA());
    const harborOrder = await insertOrder(clientA, await orderableForA({ supplierId: harbor }));
    const bOrderable = await insertOrderable(db, { customerId: customerBId, supplierId: keystone });
    const theirs = await insertOrder(clientB, bOrderable);
    const idsOf = async (client: typeof clientA, url: string) => {
      const response = await client.get(`${url}?field=id&order_by=desc`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results.map((row: { id: number }) => row.id);
    };
    const customerIds = await idsOf(clientA, '/api/user/orders/');
    expect(customerIds).toEqual(expect.arrayContaining([mine.id, harborOrder.id]));
    expect(customerIds).not.toContain(theirs.id);
    const keystoneIds = await idsOf(supplierClient, '/supplier/api/orders/');
    expect(keystoneIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(keystoneIds).not.toContain(harborOrder.id);
    expect(await idsOf(harborClient, '/supplier/api/orders/')).toEqual([harborOrder.id]);
    expect((await idsOf(adminClient, '/api/admin/orders/')).slice(0, 3)).toEqual([
      theirs.id,
      harborOrder.id,
      mine.id,
    ]);
  });

  it('answers rows with status, payment status, total and PO number, found by the search box', async () => {
    const orderable = await orderableForA({ title: 'KP-300 express' });
    const { id } = await insertOrder(clientA, orderable, { po_number: 'PO-SEARCH-77', quantity: 3 });
    const row = {
      id,
      request_id: orderable.requestId,
      request_order_id: orderable.requestOrderId,
      part_title: 'Pump',
      offer_title: 'KP-300 express',
      quantity: 3,
      total: '3751.50',
      currency: 'USD',
      status: 'pending_payment',
      payment_status: 'unpaid',
      po_number: 'PO-SEARCH-77',
      created_at: clock.toISOString(),
    };
    for (const search of ['po-search-77', orderable.requestOrderId, String(id)]) {
      const response = await clientA.get(`/api/user/orders/?search=${encodeURIComponent(search)}`);
      expect(response.json().results, search).toContainEqual(row);
    }
    const byPo = await adminClient.get('/api/admin/orders/?search=PO-SEARCH-77');
    expect(byPo.json()).toEqual({ count: 1, next: null, previous: null, results: [row] });
    const none = await clientA.get('/api/user/orders/?search=no-such-order');
    expect(none.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('pages by 10 and sorts by the contract’s fields', async () => {
    const customer = await insertCustomerWithOrders(11);
    const first = await customer.client.get('/api/user/orders/?field=total&order_by=asc');
    expect(first.json()).toMatchObject({
      count: 11,
      previous: null,
      next: '/api/user/orders/?field=total&order_by=asc&page=2',
    });
    const totals = first.json().results.map((row: { total: string }) => Number(row.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBe(10);
    const second = await customer.client.get('/api/user/orders/?field=total&order_by=asc&page=2');
    expect(second.json()).toMatchObject({ count: 11, next: null, results: [{ total: '110.00' }] });
    const past = await customer.client.get('/api/user/orders/?page=5');
    expect(past.json()).toMatchObject({ count: 11, results: [] });
    const badField = await customer.client.get('/api/user/orders/?field=supplier');
    expect(badField.statusCode).toBe(400);
    expect(Object.keys(badField.json().field_errors)).toEqual(['field']);
  });

  it('answers 401 to visitors and 403 to the wrong role', async () => {
    for (const url of ['/api/user/orders/', '/supplier/api/orders/', '/api/admin/orders/']) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
    for (const client of [supplierClient, adminClient]) {
      expect((await client.get('/api/user/orders/')).statusCode).toBe(403);
    }
    for (const client of [clientA, adminClient]) {
      expect((await client.get('/supplier/api/orders/')).statusCode).toBe(403);
    }
    for (const client of [clientA, supplierClient]) {
      expect((await client.get('/api/admin/orders/')).statusCode).toBe(403);
    }
  });
});

let customerCount = 0;
/** A new customer with `count` one-unit orders costing 10.00, 20.00, … (placed in reverse order). */
async function insertCustomerWithOrders(count: number) {
  customerCount += 1;
  const account = await insertCustomer(db, {
    username: `lists.${customerCount}`,
    email: `lists.${customerCount}@example.com`,
    password: 'amber-harbor-evening-42',
  });
  const client = await signedInClient(app, account);
  const customerId = await userIdOf(db, account.email);
  for (let index = count; index >= 1; index--) {
    const orderable = await insertOrderable(db, {
      customerId,
      supplierId: keystone,
      costMinor: index * 1_000,
    });
    await insertOrder(client, orderable, { quantity: 1 });
  }
  return { client, customerId };
}

describe('GET /api/get-order-ids/:request_id', () => {
  it('answers the owner and admins the order of a request; another customer learns nothing', async () => {
    const orderable = await orderableForA();
    const url = `/api/get-order-ids/${orderable.requestId}`;
    expect((await clientA.get(url)).json()).toEqual({ ids: [] });
    const { id } = await insertOrder(clientA, orderable);
    expect((await clientA.get(url)).json()).toEqual({ ids: [id] });
    expect((await adminClient.get(url)).json()).toEqual({ ids: [id] });
    expect((await clientB.get(url)).json()).toEqual({ ids: [] });
    expect((await supplierClient.get(url)).statusCode).toBe(403);
    expect((await visitor.get(url)).statusCode).toBe(401);
  });
});
