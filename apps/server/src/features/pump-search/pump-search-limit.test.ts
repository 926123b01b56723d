import { DispatcherResponseSchema, MESSAGES, PartStructureSchema } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import '../../../test/provided-context.ts';
import { fillAnswer } from '../../../test/fill-answer.ts';
import { userIdOf } from '../../../test/request-factory.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { searchSessions } from '../../platform/db/schema/index.ts';

// 09:20 on the clock: the hour's window ends at 10:00, 40 minutes on. The limit is a sliding hour
// (platform/security/rate-limit.ts): after the window's end its count still weighs, less as the next hour goes on.
let clock = new Date('2026-11-26T09:20:00.000Z');
const { app, database } = await buildTestApp(
  // Two an hour keeps the test short; sessions outlive the hour the clock is moved.
  { SEARCHES_PER_USER_PER_HOUR: '2', SESSION_IDLE_MINUTES: '600' },
  { now: () => clock },
);
const customerAccount = seededAccount('customer');
const customerId = await userIdOf(database.db, customerAccount.email);
const customer = await signedInClient(app, customerAccount);
const supplier = await signedInClient(app, seededAccount('supplier'));

const part = PartStructureSchema.parse((await app.inject({ method: 'GET', url: '/api/part/pump' })).json());
const search = {
  part: 'pump',
  answer: fillAnswer(part, {
    'Flow rate': { value: '300', unit: 'gpm' },
    'Differential head': { value: '90', unit: 'ft' },
    Fluid: { value: 'Water' },
  }),
};
const storedSearchesOf = async (userId: number) =>
  (
    await database.db
      .select({ id: searchSessions.id })
      .from(searchSessions)
      .where(eq(searchSessions.userId, userId))
  ).length;

describe('searches per account', () => {
  it('runs SEARCHES_PER_USER_PER_HOUR searches an hour for one account, then 429 naming the wait, storing nothing', async () => {
    for (let index = 0; index < 2; index++) {
      const response = await customer.post('/api/dispatcher/', search);
      expect(response.statusCode).toBe(200);
      DispatcherResponseSchema.parse(response.json());
    }
    expect(await storedSearchesOf(customerId)).toBe(2);

    const refused = await customer.post('/api/dispatcher/', search);
    expect(refused.statusCode).toBe(429);
    // 40 minutes to 10:00, then 2 × (1 − f) ≤ 1 at f = 1/2: 30 minutes more.
    expect(refused.headers['retry-after']).toBe('4200');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: MESSAGES.searchLimitReached(2, 70),
    });
    expect(refused.json().detail).toBe(
      'This account has run 2 searches in the past hour, the most one account may. Search again in 70 minutes.',
    );
    expect(await storedSearchesOf(customerId)).toBe(2);

    // Another account has its own count.
    expect((await supplier.post('/api/dispatcher/', search)).statusCode).toBe(200);

    clock = new Date('2026-11-26T10:00:00.000Z');
    expect((await customer.post('/api/dispatcher/', search)).statusCode).toBe(429);
    clock = new Date('2026-11-26T10:30:00.000Z');
    expect((await customer.post('/api/dispatcher/', search)).statusCode).toBe(200);
    expect(await storedSearchesOf(customerId)).toBe(3);
  });

  it('counts a call the search refuses too: the limit is on the work asked of the server', async () => {
    // An hour with nothing before it: 11:00–12:00 had no searches.
    clock = new Date('2026-11-26T12:30:00.000Z');
    const unknownPart = await customer.post('/api/dispatcher/', { ...search, part: 'no-such-part' });
    expect(unknownPart.statusCode).toBe(404);
    expect((await customer.post('/api/dispatcher/', search)).statusCode).toBe(200);
    expect((await customer.post('/api/dispatcher/', search)).statusCode).toBe(429);
  });
});
