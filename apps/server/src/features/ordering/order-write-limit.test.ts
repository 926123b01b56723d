import { ORDER_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { addressOf, insertOrder, insertOrderable } from '../../../test/order-factory.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { userIdOf } from '../../../test/request-factory.ts';

// ORDER_WRITES_PER_CUSTOMER_PER_HOUR: order edits, payment retries and sandbox card attempts share one hourly
// ceiling per customer, taken before the body is read.
const LIMIT = 3;
const { app, database } = await buildTestApp({ ORDER_WRITES_PER_CUSTOMER_PER_HOUR: String(LIMIT) });
const { db } = database;
const cast = await requestCast(app, db, {
  username: 'ivo.limit',
  email: 'ivo.limit@example.com',
  password: 'amber-quarry-evening-52',
});

const edit = (id: number) =>
  cast.clientA.put(`/api/order/${id}/`, {
    billing_address: addressOf(),
    shipping_address: addressOf(),
    payment_method: 'debit_card',
    po_number: 'PO-1',
    reference: '',
  });

describe('the hourly ceiling on one customer’s order edits and payment attempts', () => {
  it(`lets ${LIMIT} through, then answers 429 with the wait, whichever of them comes next`, async () => {
    const { id } = await insertOrder(
      cast.clientA,
      await insertOrderable(db, { customerId: cast.customerAId, supplierId: cast.keystone }),
    );
    expect((await edit(id)).statusCode).toBe(200);
    expect((await cast.clientA.post(`/api/order/${id}/payment/`)).statusCode).toBe(200);
    expect((await edit(id)).statusCode).toBe(200);
    const refused = await edit(id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^This account has made 3 order changes and payment attempts/);
    expect(ORDER_MESSAGES.hourlyLimitReached(LIMIT, 1)).toMatch(/in 1 minute\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const retry = await cast.clientA.post(`/api/order/${id}/payment/`);
    expect(retry.statusCode).toBe(429);
    const card = await cast.clientA.post('/api/payments/sandbox/confirm', {
      client_secret: 'x',
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    });
    expect(card.statusCode).toBe(429);
  });

  it('counts each customer on its own', async () => {
    const customerBId = await userIdOf(db, cast.customerB.email);
    const { id } = await insertOrder(
      cast.clientB,
      await insertOrderable(db, { customerId: customerBId, supplierId: cast.keystone }),
    );
    const response = await cast.clientB.put(`/api/order/${id}/`, {
      billing_address: addressOf(),
      shipping_address: addressOf(),
      payment_method: 'debit_card',
      po_number: 'PO-2',
      reference: '',
    });
    expect(response.statusCode).toBe(200);
  });
});
