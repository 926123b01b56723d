import { CheckAuthResponseSchema, MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { OIDC_APP_ORIGIN, pathOf, startOidcTestIssuers, startSignIn } from '../../../test/oidc-flow.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { oidcIdentities, users } from '../../platform/db/schema/index.ts';

const { issuers, env } = await startOidcTestIssuers();
const { app, database } = await buildTestApp(env);
const { db } = database;
const seeded = inject('seededAccounts');

async function signedInAs(client: TestClient) {
  return CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json());
}

async function identitiesOf(subject: string) {
  return db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, subject));
}

describe('GET /accounts/:provider/login/', () => {
  it('redirects to the provider with code + PKCE S256 + state + nonce and keeps them in a signed cookie', async () => {
    const client = createTestClient(app);
    const response = await client.get('/accounts/google/login/?next=/orders');
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(issuers.google.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'specsource-google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${OIDC_APP_ORIGIN}/accounts/google/callback/`,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{32,}$/),
      nonce: expect.stringMatching(/^[\w-]{32,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      prompt: 'select_account',
    });
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    const stateCookie = setCookies.find((line) => line.startsWith('oidc_state='));
    expect(stateCookie).toMatch(/Max-Age=600; Path=\/accounts\/; HttpOnly; SameSite=Lax$/);
  });

  it('never signs in silently: a browser already signed in at the provider still gets its page to click', async () => {
    issuers.google.setAccount('g-silent', { email: 'silent@example.com', email_verified: true });
    const google = issuers.google;
    const signIn = async () => {
      const client = createTestClient(app);
      const shownBefore = google.interactionsShown;
      const callback = await google.authorize((await startSignIn(client, 'google')).href, {
        sub: 'g-silent',
        keepSession: true,
      });
      await client.get(pathOf(callback));
      return { shown: google.interactionsShown - shownBefore, user: await signedInAs(client) };
    };
    expect(await signIn()).toMatchObject({ shown: 1, user: { email: 'silent@example.com' } });
    // The issuer now has a session and a grant for this browser: without prompt=select_account it would
    // send the browser straight back (OWASP ASVS 5.0 §7.6.2, session creation needs the user's action).
    expect(await signIn()).toMatchObject({ shown: 1, user: { email: 'silent@example.com' } });
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/accounts/github/login/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('Google sign-in', () => {
  it('creates an active customer with the identity, signs in and lands on next', async () => {
    issuers.google.setAccount('g-new-1', {
      email: 'Ada.Lovelace@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const client = createTestClient(app);
    const callback = await issuers.google.authorize(
      (await startSignIn(client, 'google', '/orders?tab=open')).href,
      {
        sub: 'g-new-1',
      },
    );
    expect(callback.origin + callback.pathname).toBe(`${OIDC_APP_ORIGIN}/accounts/google/callback/`);

    const response = await client.get(pathOf(callback));
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/orders?tab=open');
    expect(client.cookies.has('oidc_state')).toBe(false);
    expect(await signedInAs(client)).toMatchObject({
      email: 'ada.lovelace@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'customer',
    });

    const [identity] = await identitiesOf('g-new-1');
    expect(identity).toMatchObject({
      provider: 'google',
      issuer: issuers.google.issuer,
      email: 'ada.lovelace@example.com',
      emailVerified: true,
    });
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, identity?.userId ?? -1));
    expect(user).toMatchObject({ isActive: true, passwordHash: null, role: 'customer' });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('finds a returning user by (issuer, subject) even when the e-mail claim changed', async () => {
    issuers.google.setAccount('g-returning', {
      email: 'first@example.com',
      email_verified: true,
      name: 'Grace Hopper',
    });
    const first = createTestClient(app);
    await first.get(
      pathOf(
        await issuers.google.authorize((await startSignIn(first, 'google')).href, { sub: 'g-returning' }),
      ),
    );
    const before = await signedInAs(first);
    expect(before).toMatchObject({ email: 'first@example.com', first_name: 'Grace', last_name: 'Hopper' });

    issuers.google.setAccount('g-returning', { email: 'renamed@example.com', email_verified: true });
    const second = createTestClient(app);
    const response = await second.get(
      pathOf(
        await issuers.google.authorize((await startSignIn(second, 'google')).href, { sub: 'g-returning' }),
      ),
    );
    expect(response.headers.location).toBe('/');
    expect(await signedInAs(second)).toEqual(before);
    expect(await db.select().from(users).where(eq(users.email, 'renamed@example.com'))).toHaveLength(0);
    const [identity] = await identitiesOf('g-returning');
    expect(identity).toMatchObject({ email: 'renamed@example.com', lastLoginAt: expect.any(Date) });
  });

  it('links a verified e-mail to the existing account with that e-mail', async () => {
    const customer = seeded.find((account) => account.role === 'customer');
    issuers.google.setAccount('g-link', { email: customer?.email.toUpperCase(), email_verified: true });
    const client = createTestClient(app);
    const response = await client.get(
      pathOf(await issuers.google.authorize((await startSignIn(client, 'google')).href, { sub: 'g-link' })),
    );
    expect(response.statusCode).toBe(302);
    expect(await signedInAs(client)).toMatchObject({ email: customer?.email, username: customer?.username });
    expect(await identitiesOf('g-link')).toHaveLength(1);
  });

  it('does not sign into an existing account when Google says the e-mail is unverified', async () => {
    const admin = seeded.find((account) => account.role === 'admin');
    issuers.google.setAccount('g-unverified', { email: admin?.email, email_verified: false });
    const client = createTestClient(app);
    const response = await client.get(
      pathOf(
        await issuers.google.authorize((await startSignIn(client, 'google')).href, { sub: 'g-unverified' }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MESSAGES.providerEmailNeedsPassword);
    expect(await signedInAs(client)).toEqual({});
    expect(await identitiesOf('g-unverified')).toHaveLength(0);
  });

  it.each([
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
  ])('lands on / for the open-redirect payload %s', async (next) => {
    issuers.google.setAccount('g-redirect', { email: 'redirect@example.com', email_verified: true });
    const client = createTestClient(app);
    const callback = await issuers.google.authorize((await startSignIn(client, 'google', next)).href, {
      sub: 'g-redirect',
    });
    const response = await client.get(pathOf(callback));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('Microsoft sign-in', () => {
  it('creates a customer whose e-mail stays unverified without xms_edov', async () => {
    issuers.microsoft.setAccount('ms-new', {
      email: 'alan@contoso.example',
      email_verified: true,
      name: 'Alan Turing',
    });
    const client = createTestClient(app);
    const response = await client.get(
      pathOf(
        await issuers.microsoft.authorize((await startSignIn(client, 'microsoft', '/cart')).href, {
          sub: 'ms-new',
        }),
      ),
    );
    expect(response.headers.location).toBe('/cart');
    expect(await signedInAs(client)).toMatchObject({ email: 'alan@contoso.example', first_name: 'Alan' });
    const [identity] = await identitiesOf('ms-new');
    expect(identity).toMatchObject({
      provider: 'microsoft',
      issuer: issuers.microsoft.issuer,
      emailVerified: false,
    });
    const [user] = await db.select().from(users).where(eq(users.email, 'alan@contoso.example'));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it("nOAuth: an unverified e-mail equal to an existing account's does not sign into it", async () => {
    const supplier = seeded.find((account) => account.role === 'supplier');
    // A tenant admin can put any address in `email`, and even claim email_verified.
    issuers.microsoft.setAccount('ms-noauth', {
      email: supplier?.email,
      email_verified: true,
      name: 'Mallory',
    });
    const client = createTestClient(app);
    const response = await client.get(
      pathOf(
        await issuers.microsoft.authorize((await startSignIn(client, 'microsoft')).href, {
          sub: 'ms-noauth',
        }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(MESSAGES.providerEmailNeedsPassword);
    expect(response.body).toContain('href="/login?url=%2F"');
    expect(await signedInAs(client)).toEqual({});
    expect(await identitiesOf('ms-noauth')).toHaveLength(0);
  });

  it('links to the existing account when the domain owner verified the e-mail (xms_edov)', async () => {
    const supplier = seeded.filter((account) => account.role === 'supplier')[1];
    issuers.microsoft.setAccount('ms-edov', { email: supplier?.email, xms_edov: true });
    const client = createTestClient(app);
    await client.get(
      pathOf(
        await issuers.microsoft.authorize((await startSignIn(client, 'microsoft')).href, { sub: 'ms-edov' }),
      ),
    );
    expect(await signedInAs(client)).toMatchObject({ email: supplier?.email, role: 'supplier' });
  });

  it('explains that an e-mail address is needed when the token has none', async () => {
    issuers.microsoft.setAccount('ms-no-email', { name: 'No Mail' });
    const client = createTestClient(app);
    const response = await client.get(
      pathOf(
        await issuers.microsoft.authorize((await startSignIn(client, 'microsoft')).href, {
          sub: 'ms-no-email',
        }),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MESSAGES.providerEmailMissing);
    expect(await signedInAs(client)).toEqual({});
  });
});

describe('GET /api/auth/providers', () => {
  it('enables both buttons when both providers are configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true, microsoft: true });
  });
});
