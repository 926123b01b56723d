import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { enableMfaFor } from '../../../test/mfa-fixtures.ts';
import { pathOf, startOidcTestIssuers, startSignIn } from '../../../test/oidc-flow.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { createActivationToken } from '../../domain/accounts/activation-tokens.repository.ts';
import { totpAt } from '../../domain/mfa/totp.ts';
import { randomToken, sha256Hex } from '../../platform/security/tokens.ts';

// docs/security.md G2: every way in with one proven factor — Google, Microsoft, an activation link — stops at
// the second step for an account that has one, and the second step lands where the first meant to go.

const { issuers, env } = await startOidcTestIssuers();
const { app, database } = await buildTestApp(env);
const { db } = database;

const whoIs = async (client: TestClient) => (await client.get('/api/check-auth/')).json();

/** A code of the step after now (the fixture's key has no used step yet, so the current one works too). */
const codeOf = (secret: string) => totpAt(secret, new Date(Date.now() + 30_000));

describe('Google and Microsoft sign-in', () => {
  it.each(['google', 'microsoft'] as const)(
    '%s: the callback sends the browser to /login/verify/ with next; the code signs in and answers next',
    async (provider) => {
      const account = await createAccount(db);
      const { secret } = await enableMfaFor(db, account.id);
      issuers[provider].setAccount(`${provider}-mfa`, {
        email: account.email,
        email_verified: true,
        ...(provider === 'microsoft' ? { xms_edov: true } : {}),
      });
      const client = createTestClient(app);
      const authorize = (await startSignIn(client, provider, '/user/orders/?tab=open')).href;
      const callback = await issuers[provider].authorize(authorize, { sub: `${provider}-mfa` });

      const response = await client.get(pathOf(callback));

      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe(
        `/login/verify/?next=${encodeURIComponent('/user/orders/?tab=open')}`,
      );
      expect(await whoIs(client)).toEqual({});
      const verified = await client.post('/api/login/mfa/', { code: codeOf(secret) });
      expect(verified.json()).toEqual({ is_logged_in: 'logged_in', next: '/user/orders/?tab=open' });
      expect(await whoIs(client)).toMatchObject({ email: account.email });
    },
  );
});

describe('an activation link of an account with two-step sign-in', () => {
  it('activates it but asks for the code before any session exists', async () => {
    const account = await createAccount(db, { isActive: false });
    const { secret } = await enableMfaFor(db, account.id);
    const token = randomToken();
    await createActivationToken(db, {
      userId: account.id,
      tokenHash: sha256Hex(token),
      nextPath: '/part/pump',
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(),
    });
    const client = createTestClient(app);

    const activated = await client.post('/api/activate/', { token });

    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({
      is_logged_in: 'not_logged_in',
      next: '/part/pump',
      mfa_required: true,
    });
    expect(await whoIs(client)).toEqual({});
    const verified = await client.post('/api/login/mfa/', { code: codeOf(secret) });
    expect(verified.json()).toEqual({ is_logged_in: 'logged_in', next: '/part/pump' });
  });
});

describe('the pending sign-in cookie', () => {
  it('is __Host- prefixed and Secure when the public address is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
    const account = await createAccount(secure.database.db);
    await enableMfaFor(secure.database.db, account.id);
    const client = createTestClient(secure.app);
    const response = await client.post('/api/api_login/', account, {
      headers: { origin: 'https://shop.example' },
    });
    expect(response.json()).toEqual({ is_logged_in: 'not_logged_in', mfa_required: true });
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((header) => header?.includes('mfa_challenge='));
    expect(cookie).toMatch(
      /^__Host-mfa_challenge=[^;]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
