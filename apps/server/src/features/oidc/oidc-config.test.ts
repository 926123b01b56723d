import { MESSAGES } from '@specsource/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/server-process.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startTestIssuer } from '../../../test/oidc-issuer.ts';
import { loadConfig } from '../../platform/config/env.ts';

const port = await freePort();
// Only Microsoft is configured, and its issuer is not up yet; no PUBLIC_URL, so redirect URIs use the origin
// derived from HOST and PORT (platform/config/public-origin.ts), never the request's Host.
const { app } = await buildTestApp({
  MICROSOFT_CLIENT_ID: 'specsource-microsoft',
  MICROSOFT_CLIENT_SECRET: 'microsoft-test-secret',
  MICROSOFT_ISSUER_URL: `http://127.0.0.1:${port}`,
});

describe('provider configuration', () => {
  it('GET /api/auth/providers tells the web which buttons to enable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: false, microsoft: true });
  });

  it.each(['/accounts/google/login/?next=/orders', '/accounts/google/callback/?code=x&state=y'])(
    'answers a clear page for a provider that is not configured: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(MESSAGES.providerNotConfigured);
      expect(response.body).toContain('<a href="/login">');
    },
  );

  it('answers 503 while the issuer is unreachable, and discovers it once it is up', async () => {
    const down = await app.inject({ method: 'GET', url: '/accounts/microsoft/login/' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(down.body).toContain(MESSAGES.providerUnreachable);

    const issuer = await startTestIssuer(
      [
        {
          clientId: 'specsource-microsoft',
          clientSecret: 'microsoft-test-secret',
          redirectUris: ['http://localhost:3000/accounts/microsoft/callback/'],
        },
      ],
      port,
    );
    afterAll(() => issuer.close());
    const up = await app.inject({
      method: 'GET',
      url: '/accounts/microsoft/login/',
      headers: { host: 'shop.local:8080' },
    });
    expect(up.statusCode).toBe(302);
    const location = new URL(String(up.headers.location));
    expect(location.origin).toBe(issuer.issuer);
    // The forged Host above is ignored: the provider is told the configured origin.
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/accounts/microsoft/callback/',
    );
  });
});

describe('issuer defaults', () => {
  const keys = {
    GOOGLE_CLIENT_ID: 'g',
    GOOGLE_CLIENT_SECRET: 's',
    MICROSOFT_CLIENT_ID: 'm',
    MICROSOFT_CLIENT_SECRET: 's',
  };

  it('are the real Google and Microsoft issuers, with the tenant in Microsoft’s', () => {
    const config = loadConfig({ ...keys, MICROSOFT_TENANT: 'contoso.example' });
    expect(config.google?.issuerUrl).toBe('https://accounts.google.com');
    expect(config.microsoft?.issuerUrl).toBe('https://login.microsoftonline.com/contoso.example/v2.0');
    expect(loadConfig(keys).microsoft?.issuerUrl).toBe('https://login.microsoftonline.com/common/v2.0');
  });

  it('can be overridden (tests, sovereign clouds) and must be URLs', () => {
    const config = loadConfig({ ...keys, MICROSOFT_ISSUER_URL: 'https://login.microsoftonline.us/t/v2.0' });
    expect(config.microsoft?.issuerUrl).toBe('https://login.microsoftonline.us/t/v2.0');
    expect(() => loadConfig({ ...keys, GOOGLE_ISSUER_URL: 'not a url' })).toThrow(/GOOGLE_ISSUER_URL/);
  });
});
