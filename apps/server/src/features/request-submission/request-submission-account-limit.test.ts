import { CreateRequestResponseSchema, REQUEST_MESSAGES } from '@specsource/contracts';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import '../../../test/provided-context.ts';
import { loadPart, newCustomerClient, requestBody, requestsOf } from '../../../test/request-test-helpers.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { mailOutbox } from '../../platform/db/schema/index.ts';

// 10:15 on the clock: the hour's window ends at 11:00, 45 minutes on. The limit is a sliding hour
// (platform/security/rate-limit.ts): after the window's end its count still weighs, less as the next hour goes on.
let clock = new Date('2026-11-26T10:15:00.000Z');
const { app, database } = await buildTestApp(
  // Three an hour keeps the test short; sessions outlive the hour the clock is moved.
  { REQUESTS_PER_CUSTOMER_PER_HOUR: '3', SESSION_IDLE_MINUTES: '600' },
  { now: () => clock },
);
const { db } = database;
const pump = await loadPart(app, 'pump');

const requestCountOf = async (customerId: number) => (await requestsOf(db, customerId)).length;
const supplierMailCount = async () =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, 'request:%:new:supplier:%'))
  ).length;

describe('requests per customer account', () => {
  it('takes REQUESTS_PER_CUSTOMER_PER_HOUR an hour from one account, then 429 naming the wait, storing and mailing nothing', async () => {
    const buyer = await newCustomerClient(app, db);
    const other = await newCustomerClient(app, db);
    for (let index = 0; index < 3; index++) {
      expect((await buyer.client.post('/api/request/', requestBody(pump))).statusCode).toBe(201);
    }
    const mailsBefore = await supplierMailCount();

    const refused = await buyer.client.post('/api/request/', requestBody(pump));
    expect(refused.statusCode).toBe(429);
    // 45 minutes to 11:00, then 3 × (1 − f) ≤ 2 at f = 1/3: 20 minutes more.
    expect(refused.headers['retry-after']).toBe('3900');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: REQUEST_MESSAGES.hourlyLimitReached(3, 65),
    });
    expect(refused.json().detail).toBe(
      'This account has sent 3 requests in the past hour, the most one account may. Send this one in 65 minutes.',
    );
    expect(await requestCountOf(buyer.id)).toBe(3);
    expect(await supplierMailCount()).toBe(mailsBefore);

    // Another account is not held to this one's count.
    expect((await other.client.post('/api/request/', requestBody(pump))).statusCode).toBe(201);

    // At 11:00 the three still weigh whole; at 11:20 two thirds of them do (2), so one more goes through.
    clock = new Date('2026-11-26T11:00:00.000Z');
    expect((await buyer.client.post('/api/request/', requestBody(pump))).statusCode).toBe(429);
    clock = new Date('2026-11-26T11:20:00.000Z');
    expect((await buyer.client.post('/api/request/', requestBody(pump))).statusCode).toBe(201);
    expect(await requestCountOf(buyer.id)).toBe(4);
  });

  it('answers a repeat of an accepted submission at the limit, and lets a refused one through with its key next hour', async () => {
    clock = new Date('2026-11-26T12:59:30.000Z');
    const buyer = await newCustomerClient(app, db);
    const send = (key: string) =>
      buyer.client.post('/api/request/', requestBody(pump), { headers: { 'idempotency-key': key } });
    const first = await send('first');
    expect(first.statusCode).toBe(201);
    expect((await send('second')).statusCode).toBe(201);
    expect((await send('third')).statusCode).toBe(201);

    // A lost answer sent again is the same request, not a fourth: it is answered, not refused.
    const repeat = await send('first');
    expect(repeat.statusCode).toBe(201);
    expect(CreateRequestResponseSchema.parse(repeat.json()).order_id).toBe(
      CreateRequestResponseSchema.parse(first.json()).order_id,
    );

    const refused = await send('fourth');
    expect(refused.statusCode).toBe(429);
    // 30 s to the end of the window and 20 minutes of the next: the message rounds up to a whole minute.
    expect(refused.headers['retry-after']).toBe('1230');
    expect(refused.json().detail).toBe(REQUEST_MESSAGES.hourlyLimitReached(3, 21));
    expect(refused.json().detail).toMatch(/in 21 minutes\.$/);

    // The refusal claimed nothing: the same key makes the request once the wait has passed.
    clock = new Date('2026-11-26T13:20:00.000Z');
    expect((await send('fourth')).statusCode).toBe(201);
    expect(await requestCountOf(buyer.id)).toBe(4);
  });

  it('counts a visitor who signs in with the contact step against the account, like a signed-in submit', async () => {
    clock = new Date('2026-11-26T14:10:00.000Z');
    const buyer = await newCustomerClient(app, db);
    for (let index = 0; index < 3; index++) {
      expect((await buyer.client.post('/api/request/', requestBody(pump))).statusCode).toBe(201);
    }
    const visitor = createTestClient(app);
    const refused = await visitor.post(
      '/api/request/',
      requestBody(pump, {
        contact_info: {
          first_name: 'Bea',
          last_name: 'Buyer',
          email: buyer.email,
          phone: '+1 555 0142',
          companyName: 'Plant Co',
          password: buyer.password,
          existUser: true,
        },
      }),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(REQUEST_MESSAGES.hourlyLimitReached(3, 70));
    expect(await requestCountOf(buyer.id)).toBe(3);
  });
});
