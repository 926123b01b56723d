import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

// OWASP ASVS 5.0 checks on the whole app that no single feature owns: the CSP's base-uri (§3.4.3), no
// caching of API answers (§14.3.2), no CORS (§3.4.2), no TRACE (§13.4.4) and nothing served from outside
// the web build or from its dot-folders (§13.4.1, §13.4.3).
const root = await mkdtemp(join(tmpdir(), 'specsource-sec-'));
const webDist = join(root, 'dist');
await mkdir(join(webDist, 'assets'), { recursive: true });
await mkdir(join(webDist, '.git'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>SpecSource</title><div id="root"></div>');
await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
await writeFile(join(webDist, '.git', 'config'), 'MARKER-git-config');
await writeFile(join(webDist, '.env'), 'MARKER-dotenv');
await writeFile(join(root, 'secret.txt'), 'MARKER-outside');

const { app } = await buildTestApp({ WEB_DIST_DIR: webDist });

describe('Content-Security-Policy (§3.4.3, §3.4.6)', () => {
  it.each(['/', '/api/check-auth/', '/api/nope'])(
    'sets object-src, base-uri and frame-ancestors to none on %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );
});

describe('caching (§14.3.2, §14.2.2)', () => {
  it('answers the API with Cache-Control: no-store', async () => {
    for (const url of ['/api/check-auth/', '/api/nope', '/api/auth/providers']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the web build’s own policies', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect(
      (await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control'],
    ).toContain('immutable');
  });
});

describe('cross-origin reads (§3.4.2)', () => {
  it('never allows another origin: no Access-Control-Allow-Origin, not even on a preflight', async () => {
    const origin = 'https://evil.example';
    const read = await app.inject({ method: 'GET', url: '/api/check-auth/', headers: { origin } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/api_login/',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    for (const response of [read, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('methods and files that are not ours to serve (§13.4.1, §13.4.3, §13.4.4)', () => {
  it('does not support TRACE, even with a CSRF token: nothing is echoed back', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/check-auth/' });
    const token = /csrftoken=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
    expect(token).not.toBe('');
    for (const headers of [{}, { cookie: `csrftoken=${token}`, 'x-csrftoken': token }]) {
      const response = await app.inject({
        method: 'TRACE',
        url: '/api/check-auth/',
        headers: { ...headers, 'x-echo-probe': 'MARKER-trace' },
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('MARKER-trace');
    }
  });

  it.each([
    '/.git/config',
    '/.env',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/',
  ])('never serves %s: no dotfile, no file outside the build, no listing', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('MARKER');
    expect(response.body).not.toContain('index-abc123.js');
  });
});

describe('the client address behind proxies (§4.1.3, §15.3.4)', async () => {
  const { app: behindProxy } = await buildTestApp({ TRUST_PROXY: '10.6.0.1' });

  /** Failed sign-ins with a new e-mail each time (so only the per-address limit can bite), until a 429. */
  async function failuresUntilLimited(target: typeof app, forwardedFor: (attempt: number) => string) {
    const first = await target.inject({ method: 'GET', url: '/api/check-auth/' });
    const token = /csrftoken=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await target.inject({
        method: 'POST',
        url: '/api/api_login/',
        remoteAddress: '10.6.0.1',
        headers: {
          cookie: `csrftoken=${token}`,
          'x-csrftoken': token,
          'x-forwarded-for': forwardedFor(attempt),
        },
        payload: { email: `nobody${attempt}@example.com`, password: 'wrong-password' },
      });
      if (response.statusCode === 429) {
        return attempt;
      }
    }
    return null;
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy: a client cannot pick its own address', async () => {
    expect(await failuresUntilLimited(app, (attempt) => `203.0.113.${attempt}`)).toBe(10);
  });

  it('counts each client behind a trusted proxy on its own address', async () => {
    expect(await failuresUntilLimited(behindProxy, (attempt) => `203.0.113.${attempt}`)).toBeNull();
    expect(await failuresUntilLimited(behindProxy, () => '198.51.100.7')).toBe(10);
  });
});

describe('transport and referrer headers (§3.4.1, §3.4.5, §4.1.1)', async () => {
  const { app: secureApp } = await buildTestApp({ PUBLIC_URL: 'https://specsource.example' });

  it('sends HSTS for a year with subdomains once the public address is https', async () => {
    const response = await secureApp.inject({ method: 'GET', url: '/api/check-auth/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sends a Referrer-Policy and a JSON Content-Type with its charset', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/check-auth/' });
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('parsing (§1.5.2, §15.3.6, §4.2.1)', () => {
  it.each([
    '{"email":"a@example.com","password":"x","__proto__":{"role":"admin"}}',
    '{"email":"a@example.com","password":"x","constructor":{"prototype":{"role":"admin"}}}',
  ])('refuses a JSON body carrying prototype keys: %s', async (payload) => {
    const first = await app.inject({ method: 'GET', url: '/api/check-auth/' });
    const token = /csrftoken=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/api_login/',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('refuses a request with both Content-Length and Transfer-Encoding (request smuggling)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/api_login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 6\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.setTimeout(5_000, () => socket.destroy());
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    // The smuggled second request never reached a route.
    expect(reply.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});

describe('the CSP with Stripe configured (§3.4.3)', async () => {
  const { app: stripeApp } = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_csp',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
    STRIPE_WEBHOOK_SECRET: 'whsec_csp',
  });
  const cspOf = async (target: typeof app) =>
    String(
      (await target.inject({ method: 'GET', url: '/api/check-auth/' })).headers['content-security-policy'],
    );

  it('lets Stripe.js, its card frames and its API in, still without inline scripts', async () => {
    const csp = await cspOf(stripeApp);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    const frameSrc = csp.split(';').find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows no other origin at all while the sandbox takes payments', async () => {
    const csp = await cspOf(app);
    expect(csp).not.toContain('stripe');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});
