import { MESSAGES } from '@specsource/contracts';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';

// The limits count per window on the clock (1 and 5 minutes), the previous window weighed by its share. A frozen
// clock in the middle of a 5-minute window keeps every attempt of a test in one window, so the counts here are
// plain counts on any machine, however slow.
const WINDOW_MS = 5 * 60_000;
const clock = new Date(Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS / 2);

// Its own app and database: these tests exhaust the limits on purpose.
const { app } = await buildTestApp({}, { now: () => clock });
const supplier = inject('seededAccounts').find((account) => account.role === 'supplier');
if (!supplier) {
  throw new Error('the seed must create a supplier');
}

function attempt(email: string, password: string, ip: string) {
  return createTestClient(app).post('/api/api_login/', { email, password }, { remoteAddress: ip });
}

describe('failed-login limits', () => {
  it('locks an account after 5 failures in 5 minutes, even from different addresses, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await attempt(supplier.email, 'wrong-password', `10.0.0.${i + 1}`);
      expect(response.json()).toEqual({ is_logged_in: 'not_logged_in' });
    }
    const locked = await attempt(supplier.email, supplier.password, '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address to 10 failures a minute across accounts', async () => {
    for (let i = 0; i < 10; i++) {
      await attempt(`unknown-${i}@example.com`, 'wrong-password', '10.9.9.9');
    }
    const limited = await attempt('someone-else@example.com', 'wrong-password', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    const otherAddress = await attempt('someone-else@example.com', 'wrong-password', '10.9.9.10');
    expect(otherAddress.statusCode).toBe(200);
  });
});
