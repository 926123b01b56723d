import { MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startOidcTestIssuers, startSignIn } from '../../../test/oidc-flow.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §3.3.1 / §3.3.3: on https the sign-in state cookie is `__Host-` prefixed (Secure, Path=/,
// no Domain), so no sibling host or path can plant one; the callback reads it back under that name.
const { env } = await startOidcTestIssuers();
const { app } = await buildTestApp({ ...env, PUBLIC_URL: 'https://shop.test' });

describe('the OIDC state cookie on https', () => {
  it('is __Host-oidc_state: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const response = await app.inject({ method: 'GET', url: '/accounts/google/login/' });
    expect(response.statusCode).toBe(302);
    const setCookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.includes('oidc_state='));
    expect(setCookie).toMatch(
      /^__Host-oidc_state=[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('is what the callback checks: with it the provider’s refusal is shown, without it the state is refused', async () => {
    const client = createTestClient(app);
    const authorization = await startSignIn(client, 'google');
    const callback = `/accounts/google/callback/?error=access_denied&state=${authorization.searchParams.get('state')}`;
    const withCookie = await client.get(callback);
    expect(withCookie.statusCode).toBe(400);
    expect(withCookie.body).toContain(MESSAGES.providerSignInCancelled);

    const withoutCookie = await app.inject({ method: 'GET', url: callback });
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.body).toContain(MESSAGES.providerSignInFailed);
  });
});
