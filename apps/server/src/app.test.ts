import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineEndpoint, ErrorBodySchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestClient } from '../test/test-client.ts';
import { AppError } from './platform/errors/app-error.ts';
import { registerEndpoint } from './platform/http/register-endpoint.ts';

const webDist = await mkdtemp(join(tmpdir(), 'specsource-web-'));
await mkdir(join(webDist, 'assets'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>SpecSource</title><div id="root"></div>');
await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
// As apps/web/scripts/precompress.ts leaves a large bundle: the file and its Brotli and gzip copies.
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
await writeFile(join(webDist, 'assets', 'vendor-def456.js'), bundle);
await writeFile(join(webDist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(bundle));
await writeFile(join(webDist, 'assets', 'vendor-def456.js.gz'), gzipSync(bundle));

const { app } = await buildTestApp({ WEB_DIST_DIR: webDist });

const echoAddress = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'test only',
  tags: ['test'],
  body: z.object({
    quantity: z.number().int().min(1, 'Quantity must be greater than or equal to 1'),
    address: z.object({ first_name: z.string().min(1, 'This first name is required') }),
  }),
  response: z.object({ ok: z.literal(true) }),
  successStatus: 201,
});
registerEndpoint(app, echoAddress, { access: 'public', handler: async () => ({ ok: true as const }) });
app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
  throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
});
app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
  throw new AppError('CONFLICT', 'Order for this request already exists');
});

const client = createTestClient(app);

function post(payload: string, contentType = 'application/json') {
  return client.post('/api/test/echo', payload, { headers: { 'content-type': contentType } });
}

describe('errors', () => {
  it('answers a validation failure with 400, every field error, and a detail naming the first field', async () => {
    const response = await post(JSON.stringify({ quantity: 0, address: { first_name: '' } }));
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json())).toEqual({
      code: 'VALIDATION',
      detail: "Check the field 'quantity': Quantity must be greater than or equal to 1",
      field_errors: {
        quantity: ['Quantity must be greater than or equal to 1'],
        'address.first_name': ['This first name is required'],
      },
    });
  });

  it('answers the success status the endpoint declares', async () => {
    const response = await post(JSON.stringify({ quantity: 2, address: { first_name: 'Ada' } }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers malformed JSON and a wrong content type with a 4xx a user can act on', async () => {
    const malformed = await post('{"quantity":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'BAD_REQUEST',
      detail: 'The request body is not valid JSON. Send a JSON object.',
    });

    const wrongType = await post('<quantity>1</quantity>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().detail).toContain('application/json');
  });

  it('maps an AppError to its status and keeps its detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', detail: 'Order for this request already exists' });
  });

  it('never leaks an internal error: generic 500, no message, no stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      detail: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('secret.ts');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/', '/supplier/api/x', '/metrics/x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('web app', () => {
  it('serves index.html for app routes (SPA fallback), uncached', async () => {
    for (const url of ['/', '/part/pump', '/user/requests/?template=request-details', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, and the file to one that does not", async () => {
    const url = '/assets/vendor-def456.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 2);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('sends security headers: CSP without inline scripts, nosniff, frame-ancestors', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the contracts at /api/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/part/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['title', 'page']),
    );
    expect(document.paths['/api/part/{slug}']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
