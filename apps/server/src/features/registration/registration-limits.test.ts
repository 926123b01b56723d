import { MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';

// Its own app and database: these tests exhaust the limits on purpose.
const { app } = await buildTestApp();

/**
 * 429 with a Retry-After of at most the sliding wait of an hourly limit of `limit` (platform/security/rate-limit.ts): the rest
 * of this hour's window, then the share of the next one until this window's count weighs less than the limit,
 * 1/limit of an hour when the window holds exactly the limit. (A fixed hour capped it at 3,600 s; a run late in the
 * hour now waits up to 3,600 × (1 + 1/limit) s.)
 */
function expectRateLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  limit: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(3_600 * (1 + 1 / limit)));
}

describe('registration limit', () => {
  it('allows 10 registration attempts an hour per address, then 429 with Retry-After', async () => {
    // Disposable addresses are refused after the attempt is counted: the limit without creating accounts.
    const attempt = (ip: string) =>
      createTestClient(app).post(
        '/api/register/',
        {
          first_name: 'Eve',
          email: 'eve@mailinator.com',
          company_name: 'Spam Co',
          password: 'correct horse battery staple',
          confirm_password: 'correct horse battery staple',
        },
        { remoteAddress: ip },
      );
    for (let i = 0; i < 10; i++) {
      expect((await attempt('10.2.0.1')).statusCode).toBe(400);
    }
    expectRateLimited(await attempt('10.2.0.1'), 10);
    expect((await attempt('10.2.0.2')).statusCode).toBe(400);
  });
});

describe('activation-resend limits', () => {
  const resend = (email: string, ip: string) =>
    createTestClient(app).post('/api/activation/resend/', { email }, { remoteAddress: ip });

  it('allows 5 resends an hour per e-mail address, from any network address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await resend('target@example.com', `10.3.0.${i + 1}`)).statusCode).toBe(202);
    }
    expectRateLimited(await resend('TARGET@example.com', '10.3.0.99'), 5);
    expect((await resend('other@example.com', '10.3.0.99')).statusCode).toBe(202);
  });

  it('allows 10 resends an hour per network address, across e-mail addresses', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await resend(`someone${i}@example.com`, '10.4.0.1')).statusCode).toBe(202);
    }
    expectRateLimited(await resend('someone-else@example.com', '10.4.0.1'), 10);
  });
});
