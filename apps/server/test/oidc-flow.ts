import type { OidcProviderName } from '@specsource/contracts';
import { afterAll, expect } from 'vitest';
import { startTestIssuer, type TestIssuer } from './oidc-issuer.ts';
import type { TestClient } from './test-client.ts';

/** The app's public address in OIDC tests: the redirect URIs registered at the test issuers use it. */
export const OIDC_APP_ORIGIN = 'http://shop.test';

export const OIDC_CLIENTS = {
  google: { clientId: 'specsource-google', clientSecret: 'google-test-secret' },
  microsoft: { clientId: 'specsource-microsoft', clientSecret: 'microsoft-test-secret' },
  /** Another relying party at the same issuers, for foreign-audience and code-injection cases. */
  other: { clientId: 'another-app', clientSecret: 'another-app-secret' },
} as const;

export interface OidcTestIssuers {
  issuers: Record<OidcProviderName, TestIssuer>;
  /** The environment that points the app's Google and Microsoft sign-in at the test issuers. */
  env: Record<string, string>;
}

/** Two real `oidc-provider` issuers on loopback, one playing Google and one Microsoft; closed after the file. */
export async function startOidcTestIssuers(): Promise<OidcTestIssuers> {
  const clientsFor = (provider: OidcProviderName) => {
    const redirectUris = [`${OIDC_APP_ORIGIN}/accounts/${provider}/callback/`];
    return [
      { ...OIDC_CLIENTS[provider], redirectUris },
      { ...OIDC_CLIENTS.other, redirectUris },
    ];
  };
  const google = await startTestIssuer(clientsFor('google'));
  const microsoft = await startTestIssuer(clientsFor('microsoft'));
  afterAll(async () => {
    await google.close();
    await microsoft.close();
  });
  return {
    issuers: { google, microsoft },
    env: {
      PUBLIC_URL: OIDC_APP_ORIGIN,
      GOOGLE_CLIENT_ID: OIDC_CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENTS.google.clientSecret,
      GOOGLE_ISSUER_URL: google.issuer,
      MICROSOFT_CLIENT_ID: OIDC_CLIENTS.microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: OIDC_CLIENTS.microsoft.clientSecret,
      MICROSOFT_ISSUER_URL: microsoft.issuer,
    },
  };
}

/** Starts a sign-in as the browser would and returns the provider's authorization URL. */
export async function startSignIn(
  client: TestClient,
  provider: OidcProviderName,
  next?: string,
): Promise<URL> {
  const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
  const response = await client.get(`/accounts/${provider}/login/${query}`);
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

/** The app-relative path of a callback URL, for `inject`. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}
