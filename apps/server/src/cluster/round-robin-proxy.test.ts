import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

interface Seen {
  name: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
  sha256: string;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const BIG = randomBytes(3 * 1024 * 1024);

let releaseSecondEvent: () => void = () => undefined;
const secondEventReleased = new Promise<void>((resolve) => {
  releaseSecondEvent = resolve;
});
const hangingClosed: string[] = [];

/** A stand-in instance: echoes what it received, streams events, sends a large body, or never answers. */
async function startUpstream(name: string) {
  const server = http.createServer(async (request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('data: one\n\n');
      await secondEventReleased;
      response.end('data: two\n\n');
      return;
    }
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(BIG);
      return;
    }
    if (request.url === '/hang') {
      request.socket.once('close', () => hangingClosed.push(name));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const seen: Seen = {
      name,
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      bytes: body.length,
      sha256: sha256(body),
    };
    response.setHeader('set-cookie', ['first=1; Path=/', 'second=2; Path=/']);
    response.setHeader('connection', 'keep-alive, x-upstream-private');
    response.setHeader('x-upstream-private', 'hop');
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(seen));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** node:http rather than fetch: fetch refuses to send Connection and other hop-by-hop fields. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    const parts =
      options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
    for (const part of parts) {
      request.write(part);
    }
    request.end();
  });
}

const a = await startUpstream('a');
const b = await startUpstream('b');
const proxy = await startRoundRobinProxy({ targets: [a.url, b.url] });
afterAll(async () => {
  releaseSecondEvent();
  await proxy.close();
  a.server.closeAllConnections();
  b.server.closeAllConnections();
  a.server.close();
  b.server.close();
});

describe('the round-robin proxy', () => {
  it('sends each request to the next instance, with method, path, Host and X-Forwarded-*, and no hop-by-hop fields', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await send(`${proxy.url}/api/thing/${i}/?q=${i}`, {
        method: 'PATCH',
        headers: {
          'x-forwarded-for': '203.0.113.7',
          connection: 'keep-alive, x-client-private',
          'x-client-private': 'hop',
          'x-kept': 'end-to-end',
        },
      });
      expect(response.status).toBe(201);
      const seen = JSON.parse(response.body.toString()) as Seen;
      names.push(seen.name);
      expect(seen).toMatchObject({ method: 'PATCH', url: `/api/thing/${i}/?q=${i}` });
      expect(seen.headers).toMatchObject({
        host: new URL(proxy.url).host,
        'x-forwarded-for': '203.0.113.7, 127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(proxy.url).host,
        'x-kept': 'end-to-end',
      });
      expect(seen.headers['x-client-private']).toBeUndefined();
      // Both Set-Cookie fields arrive as two; the upstream's connection-scoped field does not.
      expect(response.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
      expect(response.headers['x-upstream-private']).toBeUndefined();
    }
    expect(names).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.forwardedCounts()).toEqual([2, 2]);
  });

  it('streams a multipart upload (with or without Content-Length) and a large answer byte for byte', async () => {
    const boundary = `----cluster${randomBytes(8).toString('hex')}`;
    const file = randomBytes(5 * 1024 * 1024);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pumps.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const sized = await send(`${proxy.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
      body,
    });
    const chunked = await send(`${proxy.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: [body.subarray(0, 1_000_000), body.subarray(1_000_000)],
    });
    for (const response of [sized, chunked]) {
      expect(JSON.parse(response.body.toString())).toMatchObject({
        bytes: body.length,
        sha256: sha256(body),
        headers: { 'content-type': contentType },
      });
    }

    const big = await send(`${proxy.url}/big`);
    expect(big.body.length).toBe(BIG.length);
    expect(sha256(big.body)).toBe(sha256(BIG));
  });

  it('passes server-sent events on as they are written, not when the stream ends', async () => {
    const response = await fetch(`${proxy.url}/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // The upstream holds the second event back until the first has come through the proxy.
    let received = '';
    while (!received.includes('data: one')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += decoder.decode(value);
    }
    expect(received).not.toContain('data: two');
    releaseSecondEvent();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      received += decoder.decode(part.value);
    }
    expect(received).toBe('data: one\n\ndata: two\n\n');
  });

  it('closes the request to the instance when the client goes away', async () => {
    const controller = new AbortController();
    const before = hangingClosed.length;
    const pending = fetch(`${proxy.url}/hang`, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await expect.poll(() => hangingClosed.length, { timeout: 5_000 }).toBe(before + 1);
  });

  it('answers 502 when the instance does not answer and 503 with no instance at all', async () => {
    const gone = http.createServer();
    gone.listen(0, '127.0.0.1');
    await once(gone, 'listening');
    const goneUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    gone.close();
    await once(gone, 'close');

    const downProxy = await startRoundRobinProxy({ targets: [goneUrl] });
    try {
      const down = await send(`${downProxy.url}/api/health`, { method: 'POST', body: Buffer.from('{}') });
      expect(down.status).toBe(502);
      downProxy.setTargets([]);
      const none = await send(`${downProxy.url}/api/health`);
      expect(none.status).toBe(503);
      expect(none.headers['retry-after']).toBe('1');
    } finally {
      await downProxy.close();
    }
  });
});
