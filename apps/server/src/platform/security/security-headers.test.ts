import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { SAMPLE_FILES } from '../../../test/file-samples.ts';
import { insertRequest, userIdOf } from '../../../test/request-factory.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { requestAttachments } from '../db/schema/index.ts';
import { newStorageKey } from '../files/attachments.ts';

// The security headers on each kind of answer — the web app's HTML, the API (a success and
// errors) and a file download — checked against OWASP ASVS 5.0 V3.4 'Browser Security Mechanism Headers':
// §3.4.1 HSTS (only over https), §3.4.3 a CSP whose scripts are 'self' only (no 'unsafe-inline' or
// 'unsafe-eval'), object-src and base-uri locked, §3.4.4 X-Content-Type-Options: nosniff, §3.4.5 a
// Referrer-Policy, §3.4.6 framing refused by frame-ancestors (and X-Frame-Options for old browsers).

// A stand-in for the built web app: the headers come from the server, not from the page.
const webDist = await mkdtemp(path.join(tmpdir(), 'specsource-web-'));
await writeFile(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
);
afterAll(() => rm(webDist, { recursive: true, force: true }));

interface Served {
  context: TestContext;
  customer: TestClient;
  downloadUrl: string;
}

/** The app with a web build and one customer upload, at `publicUrl`. */
async function serve(env: Record<string, string>): Promise<Served> {
  const context = await buildTestApp({ WEB_DIST_DIR: webDist, ...env });
  const { db } = context.database;
  const owner = seededAccount('customer');
  const request = await insertRequest(db, { customerId: await userIdOf(db, owner.email) });
  const storageKey = newStorageKey();
  await context.fileStore.put(storageKey, SAMPLE_FILES.pdf, 'application/pdf');
  const [row] = await db
    .insert(requestAttachments)
    .values({
      requestId: request.id,
      uploadedById: await userIdOf(db, owner.email),
      storageKey,
      originalName: 'drawing.pdf',
      contentType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
    })
    .returning({ id: requestAttachments.id });
  return {
    context,
    customer: await signedInClient(context.app, owner),
    downloadUrl: `/api/files/request-attachments/${row?.id}`,
  };
}

/** The answers every kind of response is checked on. */
async function answersOf({ context, customer, downloadUrl }: Served) {
  const app: FastifyInstance = context.app;
  const answers: Record<string, LightMyRequestResponse> = {
    'HTML (GET /)': await app.inject({ method: 'GET', url: '/' }),
    'HTML (an SPA route)': await app.inject({ method: 'GET', url: '/user/orders/' }),
    'API (GET /api/health)': await app.inject({ method: 'GET', url: '/api/health' }),
    'API error 404': await app.inject({ method: 'GET', url: '/api/no-such-route' }),
    'API error 401': await app.inject({ method: 'GET', url: '/api/user/orders/' }),
    'API error 400': await customer.post('/api/dispatcher/', { part: 'pump' }),
    'download (GET /api/files/…)': await customer.get(downloadUrl),
  };
  return answers;
}

/** `script-src 'self'; frame-ancestors 'none'` → { 'script-src': ["'self'"], … }. */
function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [(name as string).toLowerCase(), values]),
  );
}

function expectCommonHeaders(kind: string, response: LightMyRequestResponse) {
  const header = (name: string) => String(response.headers[name] ?? '');
  const csp = header('content-security-policy');
  expect(csp, `${kind}: Content-Security-Policy`).not.toBe('');
  const directives = directivesOf(csp);
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scripts, `${kind}: script-src`).toEqual(["'self'"]);
  expect(scripts.join(' '), `${kind}: no inline or eval scripts`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directives.get('default-src'), `${kind}: default-src`).toEqual(["'self'"]);
  expect(directives.get('object-src'), `${kind}: object-src`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${kind}: base-uri`).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), `${kind}: frame-ancestors`).toEqual(["'none'"]);
  // Old browsers ignore frame-ancestors; helmet's X-Frame-Options covers them.
  expect(header('x-frame-options'), `${kind}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(header('x-content-type-options'), `${kind}: nosniff`).toBe('nosniff');
  expect(header('referrer-policy'), `${kind}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(header('cross-origin-opener-policy'), `${kind}: COOP`).toBe('same-origin');
  expect(header('cross-origin-resource-policy'), `${kind}: CORP`).toBe('same-origin');
}

const overHttp = await answersOf(await serve({}));
const overHttps = await answersOf(await serve({ PUBLIC_URL: 'https://shop.example' }));

describe('served over http (no PUBLIC_URL, as in development)', () => {
  const answers = overHttp;

  it('answers each kind as expected, so the headers below are on the real answers', () => {
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([kind, response]) => [kind, response.statusCode]),
    );
    expect(statuses).toEqual({
      'HTML (GET /)': 200,
      'HTML (an SPA route)': 200,
      'API (GET /api/health)': 200,
      'API error 404': 404,
      'API error 401': 401,
      'API error 400': 400,
      'download (GET /api/files/…)': 200,
    });
    expect(answers['HTML (GET /)']?.headers['content-type']).toMatch(/^text\/html/);
    expect(answers['download (GET /api/files/…)']?.headers['content-type']).toBe('application/pdf');
  });

  it.each(Object.keys(answers))('%s carries the CSP, framing, nosniff and referrer headers', (kind) => {
    expectCommonHeaders(kind, answers[kind] as LightMyRequestResponse);
  });

  it.each(Object.keys(answers))('%s has no HSTS and no upgrade-insecure-requests over http', (kind) => {
    const response = answers[kind] as LightMyRequestResponse;
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(
      directivesOf(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
    ).toBe(false);
  });
});

describe('served over https (PUBLIC_URL https://…)', () => {
  const answers = overHttps;

  it.each(Object.keys(answers))('%s carries the CSP, framing, nosniff and referrer headers', (kind) => {
    expect((answers[kind] as LightMyRequestResponse).statusCode).toBeLessThan(500);
    expectCommonHeaders(kind, answers[kind] as LightMyRequestResponse);
  });

  it.each(Object.keys(answers))(
    '%s has HSTS for a year with subdomains, and upgrades insecure requests',
    (kind) => {
      const response = answers[kind] as LightMyRequestResponse;
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toMatch(/includeSubDomains/i);
      expect(
        directivesOf(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
      ).toBe(true);
    },
  );
});
