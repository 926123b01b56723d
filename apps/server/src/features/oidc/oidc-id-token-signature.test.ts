import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CheckAuthResponseSchema, MESSAGES } from '@specsource/contracts';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §6.8.2, §9.1.1-§9.2.1: an ID Token is accepted only when signed by a key the issuer
// publishes, and only while it is valid.
// A minimal issuer on loopback answers discovery and JWKS honestly, and its token endpoint hands out an ID
// Token with every claim right (iss, aud, nonce, exp) but signed as each case says.
const publishedKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const CLIENT_ID = 'specsource-google';

type Signing = 'published key' | 'another key' | 'unsigned' | 'expired' | 'missing';
let signing: Signing = 'published key';
let expectedNonce = '';

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  void answer(request, response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function idToken(): Promise<string> {
  const claims = {
    nonce: expectedNonce,
    email: 'signed.user@example.com',
    email_verified: true,
    given_name: 'Signed',
    family_name: 'User',
  };
  if (signing === 'unsigned') {
    return new UnsecuredJWT(claims)
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('sig-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
  }
  const key: KeyObject = signing === 'another key' ? otherKey.privateKey : publishedKey.privateKey;
  const now = Math.floor(Date.now() / 1000);
  const isExpired = signing === 'expired';
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'published' })
    .setIssuer(issuer)
    .setAudience(CLIENT_ID)
    .setSubject('sig-1')
    .setIssuedAt(isExpired ? now - 3_600 : now)
    .setExpirationTime(isExpired ? now - 600 : now + 300)
    .sign(key);
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', issuer).pathname;
  const json = (body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  // Also under any path: a Microsoft issuer configured at `{issuer}/tenant-x` is answered with metadata
  // naming `{issuer}`, an issuer other than the one configured.
  if (path.endsWith('/.well-known/openid-configuration')) {
    return json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
  }
  if (path === '/jwks') {
    const jwk = publishedKey.publicKey.export({ format: 'jwk' });
    return json({ keys: [{ ...jwk, kid: 'published', alg: 'RS256', use: 'sig' }] });
  }
  if (path === '/token' && request.method === 'POST') {
    request.resume();
    const tokens = { access_token: 'at-1', token_type: 'Bearer', expires_in: 300 };
    return json(signing === 'missing' ? tokens : { ...tokens, id_token: await idToken() });
  }
  response.writeHead(404).end();
}

const { app } = await buildTestApp({
  PUBLIC_URL: 'http://shop.test',
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: 'google-test-secret',
  GOOGLE_ISSUER_URL: issuer,
  MICROSOFT_CLIENT_ID: 'specsource-microsoft',
  MICROSOFT_CLIENT_SECRET: 'microsoft-test-secret',
  MICROSOFT_ISSUER_URL: `${issuer}/tenant-x`,
});

/** Starts a sign-in, lets the issuer 'approve' it, and follows the callback in the same browser. */
async function signInWith(mode: Signing) {
  signing = mode;
  const client = createTestClient(app);
  const start = await client.get('/accounts/google/login/');
  expect(start.statusCode, start.body).toBe(302);
  const authorization = new URL(String(start.headers.location));
  expectedNonce = authorization.searchParams.get('nonce') ?? '';
  const state = authorization.searchParams.get('state') ?? '';
  const callback = await client.get(`/accounts/google/callback/?code=code-1&state=${state}&iss=${issuer}`);
  const me = CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json());
  return { callback, me };
}

describe('ID Token signatures', () => {
  it('signs in with a token signed by the key the issuer publishes', async () => {
    const { callback, me } = await signInWith('published key');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(me).toMatchObject({ email: 'signed.user@example.com' });
  });

  it.each(['another key', 'unsigned', 'expired', 'missing'] as const)(
    'refuses an ID Token that is %s (other key, unsigned, expired or absent); nobody is signed in',
    async (mode) => {
      const { callback, me } = await signInWith(mode);
      expect(callback.statusCode).toBe(400);
      expect(callback.body).toContain(MESSAGES.providerSignInFailed);
      expect(me).toEqual({});
    },
  );
});

// OWASP ASVS 5.0 §10.5.3: metadata naming another issuer than the configured one is refused.
describe('issuer metadata', () => {
  it('refuses discovery whose issuer is not the configured one: the sign-in cannot start', async () => {
    const response = await app.inject({ method: 'GET', url: '/accounts/microsoft/login/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(MESSAGES.providerUnreachable);
  });
});
