import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';

// A clock the test moves, so timeouts are checked without waiting.
let clock = new Date('2026-11-22T08:00:00Z');
const { app } = await buildTestApp(
  { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' },
  { now: () => clock },
);
const customer = inject('seededAccounts').find((account) => account.role === 'customer');
if (!customer) {
  throw new Error('the seed must create a customer');
}

function advance(minutes: number): void {
  clock = new Date(clock.getTime() + minutes * 60_000);
}

async function isSignedIn(client: ReturnType<typeof createTestClient>): Promise<boolean> {
  return 'username' in (await client.get('/api/check-auth/')).json();
}

describe('session timeouts', () => {
  it('ends a session after the idle timeout, and activity keeps it alive until then', async () => {
    const client = createTestClient(app);
    await client.signIn(customer.email, customer.password);
    advance(20);
    expect(await isSignedIn(client)).toBe(true);
    advance(20);
    expect(await isSignedIn(client)).toBe(true);
    advance(31);
    expect(await isSignedIn(client)).toBe(false);
  });

  it('ends a busy session at the absolute timeout', async () => {
    const client = createTestClient(app);
    await client.signIn(customer.email, customer.password);
    // Active every 23 minutes (under the idle limit) up to 115 minutes, then past the 2-hour cap.
    for (let i = 0; i < 5; i++) {
      advance(23);
      expect(await isSignedIn(client)).toBe(true);
    }
    advance(6);
    expect(await isSignedIn(client)).toBe(false);
  });
});

describe('session cookie on https', async () => {
  const { app: secureApp } = await buildTestApp({ PUBLIC_URL: 'https://specsource.example' });
  it('is Secure with the __Host- prefix', async () => {
    const client = createTestClient(secureApp);
    const response = await client.post(
      '/api/api_login/',
      { email: customer.email, password: customer.password },
      { headers: { origin: 'https://specsource.example' } },
    );
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/__Host-sid=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax/);
  });
});
