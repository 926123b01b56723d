import { ORDER_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { addressOf, insertOrder, insertOrderable, moveOrderAlong } from '../../../test/order-factory.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { userIdOf } from '../../../test/request-factory.ts';
import { auditLog } from '../../platform/db/schema/index.ts';

// The order update screen's call, on the default app.
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

const orderableForA = () => insertOrderable(db, { customerId: customerAId, supplierId: keystone });
const moveAlong = (orderId: number, path: Parameters<typeof moveOrderAlong>[2]) =>
  moveOrderAlong(db, orderId, path, clock);

describe('PUT /api/order/:id/ (docs/spec/marketplace-spec.md §2 Order update screen)', () => {
  const updateBody = (overrides: Record<string, unknown> = {}) => ({
    billing_address: addressOf({ first_name: 'Priyanka', street_no: '401 River Road' }),
    shipping_address: addressOf({
      street_no: '1 Harbor Way',
      city: 'San Pedro',
      zip_code: '90731',
      state: 'WA',
    }),
    payment_method: 'debit_card',
    po_number: 'PO-4471-B',
    reference: '',
    ...overrides,
  });

  it('changes the addresses, payment choice and PO number, with an audit row and no history entry', async () => {
    const orderable = await orderableForA();
    const { id } = await insertOrder(clientA, orderable);
    const response = await clientA.put(`/api/order/${id}/`, updateBody({ request: orderable.requestId }));
    expect(response.statusCode, response.body).toBe(200);
    const body = updateBody();
    expect(response.json()).toMatchObject({
      id,
      billing_address: body.billing_address,
      shipping_address: body.shipping_address,
      payment_method: 'debit_card',
      po_number: 'PO-4471-B',
      reference: null,
      total: '2501.00',
      history: [{ to: 'pending_payment' }],
    });
    expect(response.json().history).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update'))
      .then((rows) => rows.filter((row) => row.entity === 'order' && row.entityId === String(id)));
    expect(audit).toMatchObject({
      actorId: customerAId,
      before: { payment_method: 'stripe', po_number: 'PO-4471', reference: 'Line 3 replacement' },
      after: { payment_method: 'debit_card', po_number: 'PO-4471-B', reference: null },
    });
    const read = await clientA.get(`/api/order-info/${id}`);
    expect(read.json().shipping_address).toEqual(body.shipping_address);
  });

  it('keeps the order with its request: another request is refused on the field `request`', async () => {
    const first = await orderableForA();
    const { id } = await insertOrder(clientA, first);
    const second = await orderableForA();
    await insertOrder(clientA, second);
    const taken = await clientA.put(`/api/order/${id}/`, updateBody({ request: second.requestId }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      detail: ORDER_MESSAGES.orderExists,
      field_errors: { request: [ORDER_MESSAGES.orderExists] },
    });
    const free = await orderableForA();
    const moved = await clientA.put(`/api/order/${id}/`, updateBody({ request: free.requestId }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().field_errors).toEqual({ request: [ORDER_MESSAGES.requestNotChangeable] });
    // Another customer's ordered request reveals nothing about itself.
    const others = await insertOrderable(db, { customerId: customerBId, supplierId: keystone });
    await insertOrder(clientB, others);
    const foreign = await clientA.put(`/api/order/${id}/`, updateBody({ request: others.requestId }));
    expect(foreign.json().field_errors).toEqual({ request: [ORDER_MESSAGES.requestNotChangeable] });
  });

  it('allows changes until the order ships', async () => {
    const orderable = await orderableForA();
    const { id } = await insertOrder(clientA, orderable);
    await moveAlong(id, ['paid', 'in_fulfilment']);
    expect(
      (await clientA.put(`/api/order/${id}/`, updateBody({ payment_method: undefined }))).statusCode,
    ).toBe(200);
    await moveAlong(id, ['shipped']);
    const shipped = await clientA.put(`/api/order/${id}/`, updateBody({ po_number: 'TOO-LATE' }));
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().detail).toBe(ORDER_MESSAGES.notEditable);
    const read = await clientA.get(`/api/order-info/${id}`);
    expect(read.json()).toMatchObject({
      po_number: 'PO-4471-B',
      is_editable: false,
      tracking_number: '1Z999',
    });
  });

  it('changes a paid order without a payment choice, which stays; another choice is refused', async () => {
    const { id } = await insertOrder(clientA, await orderableForA());
    await moveAlong(id, ['paid']);

    const addressOnly = await clientA.put(
      `/api/order/${id}/`,
      updateBody({ payment_method: undefined, po_number: 'PO-PAID-2' }),
    );
    expect(addressOnly.statusCode, addressOnly.body).toBe(200);
    expect(addressOnly.json()).toMatchObject({
      status: 'paid',
      payment_method: 'stripe',
      po_number: 'PO-PAID-2',
      shipping_address: { street_no: '1 Harbor Way' },
    });

    const switched = await clientA.put(`/api/order/${id}/`, updateBody({ payment_method: 'credit_card' }));
    expect(switched.statusCode).toBe(409);
    expect(switched.json()).toMatchObject({
      detail: ORDER_MESSAGES.paymentMethodFixed,
      field_errors: { payment_method: [ORDER_MESSAGES.paymentMethodFixed] },
    });
    expect((await clientA.get(`/api/order-info/${id}`)).json().payment_method).toBe('stripe');
  });

  it('validates like checkout, with the update screen’s payment choices', async () => {
    const { id } = await insertOrder(clientA, await orderableForA());
    const response = await clientA.put(
      `/api/order/${id}/`,
      updateBody({ payment_method: 'stripe', billing_address: addressOf({ state: '' }) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({
      'billing_address.state': ['Billing state is required'],
      payment_method: ['Payment method is required'],
    });
  });

  it("answers another customer's order like an unknown one, and only customers may update", async () => {
    const { id } = await insertOrder(clientA, await orderableForA());
    const others = await clientB.put(`/api/order/${id}/`, updateBody());
    expect(others.statusCode).toBe(404);
    expect(others.json().detail).toBe(ORDER_MESSAGES.notFound);
    for (const client of [supplierClient, adminClient]) {
      expect((await client.put(`/api/order/${id}/`, updateBody())).statusCode).toBe(403);
    }
    expect((await visitor.put(`/api/order/${id}/`, updateBody())).statusCode).toBe(401);
    expect((await clientA.get(`/api/order-info/${id}`)).json().po_number).toBe('PO-4471');
  });
});
