import { CheckAuthResponseSchema, MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { OIDC_CLIENTS, pathOf, startOidcTestIssuers, startSignIn } from '../../../test/oidc-flow.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { oidcIdentities, users } from '../../platform/db/schema/index.ts';

let clockOffsetMs = 0;
const { issuers, env } = await startOidcTestIssuers();
const { app, database } = await buildTestApp(env, { now: () => new Date(Date.now() + clockOffsetMs) });
const google = issuers.google;
google.setAccount('victim', { email: 'victim@example.com', email_verified: true });
google.setAccount('attacker', { email: 'attacker@example.com', email_verified: true });

/** A clear HTML page with a way to try again: never a 500, never a stack, never a session. */
async function expectRefused(client: TestClient, response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain(message);
  expect(response.body).toContain('href="/accounts/google/login/');
  expect(response.body).not.toMatch(/\n\s+at /);
  expect(CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json())).toEqual({});
}

describe('GET /accounts/google/callback/ refuses', () => {
  it('a callback without the state cookie (started in another browser)', async () => {
    const starter = createTestClient(app);
    const callback = await google.authorize((await startSignIn(starter, 'google')).href, { sub: 'victim' });
    const other = createTestClient(app);
    await expectRefused(other, await other.get(pathOf(callback)), MESSAGES.providerSignInFailed);
  });

  it('a forged state cookie', async () => {
    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google')).href, { sub: 'victim' });
    const [payload = '', signature = ''] = (client.cookies.get('oidc_state') ?? '').split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    client.cookies.set(
      'oidc_state',
      `${Buffer.from(JSON.stringify({ ...forged, next: '/admin' })).toString('base64url')}.${signature}`,
    );
    await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.providerSignInFailed);
  });

  it('a state cookie from a Microsoft sign-in on the Google callback', async () => {
    const client = createTestClient(app);
    const googleCallback = await google.authorize((await startSignIn(createTestClient(app), 'google')).href, {
      sub: 'victim',
    });
    await startSignIn(client, 'microsoft');
    await expectRefused(client, await client.get(pathOf(googleCallback)), MESSAGES.providerSignInFailed);
  });

  it('a state cookie older than ten minutes', async () => {
    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google')).href, { sub: 'victim' });
    clockOffsetMs = 11 * 60_000;
    try {
      await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.providerSignInFailed);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("wrong state: an attacker's callback in the victim's browser (login CSRF)", async () => {
    const victim = createTestClient(app);
    await startSignIn(victim, 'google');
    const attacker = createTestClient(app);
    const attackerCallback = await google.authorize((await startSignIn(attacker, 'google')).href, {
      sub: 'attacker',
    });
    await expectRefused(victim, await victim.get(pathOf(attackerCallback)), MESSAGES.providerSignInFailed);
  });

  it('a replayed code, even with the state cookie that went with it', async () => {
    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google')).href, { sub: 'victim' });
    const stateCookie = `oidc_state=${client.cookies.get('oidc_state')}`;
    expect((await client.get(pathOf(callback))).statusCode).toBe(302);

    const replayer = createTestClient(app);
    const replay = await replayer.get(pathOf(callback), { headers: { cookie: stateCookie } });
    await expectRefused(replayer, replay, MESSAGES.providerSignInFailed);
  });

  it('an ID Token whose nonce is not the one this browser stored', async () => {
    const client = createTestClient(app);
    const authorizationUrl = await startSignIn(client, 'google');
    authorizationUrl.searchParams.set('nonce', 'a-nonce-from-some-other-request-0000000000');
    const callback = await google.authorize(authorizationUrl.href, { sub: 'victim' });
    await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.providerSignInFailed);
  });

  it('an ID Token issued for another client (foreign audience)', async () => {
    google.setAccount('foreign-aud', { email: 'foreign-aud@example.com', email_verified: true });
    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google')).href, {
      sub: 'foreign-aud',
    });
    google.idTokenAudienceOverride = OIDC_CLIENTS.other.clientId;
    try {
      await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.providerSignInFailed);
    } finally {
      google.idTokenAudienceOverride = undefined;
    }
    const rows = await database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'foreign-aud'));
    expect(rows).toHaveLength(0);
  });

  it('a code issued to another client, redeemed with ours (code injection)', async () => {
    const client = createTestClient(app);
    const authorizationUrl = await startSignIn(client, 'google');
    authorizationUrl.searchParams.set('client_id', OIDC_CLIENTS.other.clientId);
    const callback = await google.authorize(authorizationUrl.href, { sub: 'victim' });
    expect(callback.searchParams.has('code')).toBe(true);
    await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.providerSignInFailed);
  });

  it('a sign-in the user refused at the provider (error=access_denied)', async () => {
    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google', '/orders')).href, {
      deny: true,
    });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const response = await client.get(pathOf(callback));
    await expectRefused(client, response, MESSAGES.providerSignInCancelled);
    expect(response.body).toContain('href="/accounts/google/login/?next=%2Forders"');
  });

  it('a linked account that is no longer active', async () => {
    google.setAccount('deactivated', { email: 'deactivated@example.com', email_verified: true });
    const first = createTestClient(app);
    await first.get(
      pathOf(await google.authorize((await startSignIn(first, 'google')).href, { sub: 'deactivated' })),
    );
    const [identity] = await database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'deactivated'));
    await database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, identity?.userId ?? -1));

    const client = createTestClient(app);
    const callback = await google.authorize((await startSignIn(client, 'google')).href, {
      sub: 'deactivated',
    });
    await expectRefused(client, await client.get(pathOf(callback)), MESSAGES.accountNotActivated);
  });
});
