import { CheckAuthResponseSchema, LoginResponseSchema, MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { sha256Hex } from '../../platform/security/tokens.ts';

const { app, database } = await buildTestApp();
const accounts = inject('seededAccounts');
const customer = accounts.find((account) => account.role === 'customer');
const admin = accounts.find((account) => account.role === 'admin');
if (!customer || !admin) {
  throw new Error('the seed must create a customer and an admin');
}

describe('POST /api/api_login/', () => {
  it('signs in with the right password, sets an HttpOnly session cookie, and check-auth shows the user', async () => {
    const client = createTestClient(app);
    const response = await client.post('/api/api_login/', {
      email: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(LoginResponseSchema.parse(response.json())).toEqual({ is_logged_in: 'logged_in' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/sid=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json());
    expect(me).toMatchObject({ email: customer.email, username: customer.username, role: 'customer' });
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const client = createTestClient(app);
    const wrong = await client.post('/api/api_login/', {
      email: customer.email,
      password: 'not-the-password',
    });
    const unknown = await client.post('/api/api_login/', {
      email: 'nobody@example.com',
      password: 'whatever-password',
    });
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ is_logged_in: 'not_logged_in' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('tells an inactive account with the right password to activate, without signing in', async () => {
    await database.db.update(users).set({ isActive: false }).where(eq(users.email, customer.email));
    try {
      const client = createTestClient(app);
      const response = await client.post('/api/api_login/', {
        email: customer.email,
        password: customer.password,
      });
      expect(response.json()).toEqual({
        is_logged_in: 'not_logged_in',
        detail: MESSAGES.accountNotActivated,
      });
      expect(client.cookies.has('sid')).toBe(false);
    } finally {
      await database.db.update(users).set({ isActive: true }).where(eq(users.email, customer.email));
    }
  });

  it('answers 400 naming the field for a malformed e-mail or a missing password', async () => {
    const client = createTestClient(app);
    const response = await client.post('/api/api_login/', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({
      email: [MESSAGES.emailInvalid],
      password: [MESSAGES.passwordRequired],
    });
  });

  it('issues a new session id at every sign-in and the old one stops working', async () => {
    const client = createTestClient(app);
    await client.signIn(customer.email, customer.password);
    const first = client.cookies.get('sid');
    await client.signIn(customer.email, customer.password);
    const second = client.cookies.get('sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const replay = await app.inject({
      method: 'GET',
      url: '/api/check-auth/',
      headers: { cookie: `sid=${first}` },
    });
    expect(replay.json()).toEqual({});
  });

  it('stores only a hash of the session token', async () => {
    const client = createTestClient(app);
    await client.signIn(admin.email, admin.password);
    const token = client.cookies.get('sid') ?? '';
    const byToken = await database.db.select().from(sessions).where(eq(sessions.id, token));
    const byHash = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    expect(byToken).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });
});

describe('POST /api/logout/', () => {
  it('deletes the session on the server: replaying the old cookie is a visitor', async () => {
    const client = createTestClient(app);
    await client.signIn(customer.email, customer.password);
    const token = client.cookies.get('sid');
    const response = await client.post('/api/logout/');
    expect(response.json()).toEqual({ is_logged_in: 'not_logged_in' });
    expect(client.cookies.has('sid')).toBe(false);

    const replay = await app.inject({
      method: 'GET',
      url: '/api/check-auth/',
      headers: { cookie: `sid=${token}` },
    });
    expect(replay.json()).toEqual({});
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token ?? '')));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/check-auth/', () => {
  it('is empty and uncached for a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/check-auth/' });
    expect(response.json()).toEqual({});
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores a forged or oversized session cookie', async () => {
    for (const cookie of ['sid=forged', `sid=${'x'.repeat(5000)}`]) {
      const response = await app.inject({ method: 'GET', url: '/api/check-auth/', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });
});

describe('POST /user_exists/', () => {
  it("is 'success' for a free e-mail and for the right password, 'failed' for another password", async () => {
    const client = createTestClient(app);
    const free = await client.post('/user_exists/', {
      username: 'new.buyer@example.com',
      password: 'anything-at-all',
    });
    const right = await client.post('/user_exists/', {
      username: customer.email,
      password: customer.password,
    });
    const wrong = await client.post('/user_exists/', {
      username: customer.email,
      password: 'another-password',
    });
    expect([free.json(), right.json(), wrong.json()]).toEqual([
      { success: 'success' },
      { success: 'success' },
      { success: 'failed' },
    ]);
  });
});

describe('GET /api/auth/providers', () => {
  it('reports no external provider when none is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false, microsoft: false });
  });
});
