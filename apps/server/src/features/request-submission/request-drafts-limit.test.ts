import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import '../../../test/provided-context.ts';
import {
  loadPart,
  newCustomerClient,
  requestBody,
  requestRow,
  supplierMailsOf,
} from '../../../test/request-test-helpers.ts';

// Two sends and three new drafts an hour keep the test short; at 10:15 the hour's window has 45 minutes left,
// and then the sliding hour (platform/security/rate-limit.ts) weighs its three drafts until 3 × (1 − f) ≤ 2: 20 minutes more.
const { app, database } = await buildTestApp(
  { REQUESTS_PER_CUSTOMER_PER_HOUR: '2', SEARCHES_PER_USER_PER_HOUR: '3' },
  { now: () => new Date('2026-11-26T10:15:00.000Z') },
);
const { db } = database;
const pump = await loadPart(app, 'pump');

describe('the hourly limits of one account', () => {
  it('count sends against the request limit and new drafts against the search limit, never a search as a send', async () => {
    const buyer = await newCustomerClient(app, db);
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const orderIds: string[] = [];
    for (const key of keys) {
      const saved = await buyer.client.post('/api/request/', requestBody(pump, { draft_key: key }));
      expect(saved.statusCode).toBe(201);
      orderIds.push(saved.json().order_id);
    }
    // A fourth wizard's draft waits; searching again in one of the three still updates it.
    const fourth = await buyer.client.post('/api/request/', requestBody(pump, { draft_key: randomUUID() }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toBe(REQUEST_MESSAGES.draftLimitReached(3, 65));
    const update = await buyer.client.post(
      '/api/request/',
      requestBody(pump, { draft_key: keys[0], quantity: 9 }),
    );
    expect(update.statusCode).toBe(201);

    // Three searches took none of the two sends.
    const [first = '', second = '', third = ''] = orderIds;
    expect((await buyer.client.post(`/api/request/send/${first}`)).statusCode).toBe(200);
    expect((await buyer.client.post(`/api/request/send/${second}`)).statusCode).toBe(200);
    // Sending the first again is no new send.
    expect((await buyer.client.post(`/api/request/send/${first}`)).statusCode).toBe(200);
    const refused = await buyer.client.post(`/api/request/send/${third}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^This account has sent 2 requests in the past hour/);
    const thirdRow = await requestRow(db, third);
    expect(thirdRow.status).toBe('draft');
    expect(await supplierMailsOf(db, thirdRow.id)).toEqual([]);
  });
});
