import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { listenOnSockets } from '../http/listen-sockets.ts';

// The real server on a loopback port, listening as main.ts does (several SO_REUSEPORT sockets), with a 1 s
// REQUEST_TIMEOUT_SECONDS so a trickling client is cut off quickly.
const LOOPBACK = '127.0.0.1';
const { app } = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
const listening = await listenOnSockets(app, { port: 0, host: LOOPBACK, sockets: 4 });
afterAll(() => app.close());

interface Exchange {
  text: string;
  status: number;
  body: unknown;
  closedAfterMs: number;
}

/**
 * Opens a connection and writes `pieces` 200 ms apart, then `drip` every 200 ms until the server closes the
 * connection, reading everything it sends.
 */
function exchange(pieces: string[], drip?: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ host: LOOPBACK, port: listening.port });
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      const write = (text: string) => socket.writable && socket.write(text);
      for (const [index, piece] of pieces.entries()) {
        setTimeout(() => write(piece), index * 200);
      }
      if (drip) {
        setTimeout(() => {
          timer = setInterval(() => write(drip), 200);
        }, pieces.length * 200);
      }
    });
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer still counts as closed; before it, the test fails on what it got.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') {
        reject(error);
      }
    });
    socket.on('close', () => {
      clearInterval(timer);
      const [head = '', rawBody = ''] = text.split('\r\n\r\n');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
      resolve({
        text: head,
        status: Number(head.split(' ')[1]),
        body,
        closedAfterMs: performance.now() - started,
      });
    });
    setTimeout(() => socket.destroy(new Error(`no close within 10 s; got: ${text}`)), 10_000).unref();
  });
}

// A sign-in attempt with a good CSRF pair: nothing refuses it before its body has arrived, so the server waits
// for the body the way it would for any legitimate request.
const csrf = /csrftoken=([^;]+)/.exec(
  String((await app.inject({ url: '/api/check-auth/' })).headers['set-cookie']),
)?.[1];
const TRICKLED_POST = [
  'POST /api/api_login/ HTTP/1.1',
  'Host: x',
  'Content-Type: application/json',
  `Cookie: csrftoken=${csrf}`,
  `X-CSRFToken: ${csrf}`,
  'Content-Length: 5000',
  '',
  '{',
].join('\r\n');

describe('requests the server refuses before routing', () => {
  it('answers 408 with a sentence and closes the connection when a body trickles in past the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => exchange([TRICKLED_POST], ' ')));

    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.body).toEqual({
        detail: expect.stringMatching(
          /^The request did not arrive in full within 1 second, so it was dropped\./,
        ),
        code: 'BAD_REQUEST',
      });
      expect(answer.text).toMatch(/^X-Content-Type-Options: nosniff$/im);
      expect(answer.text).toMatch(/^Cache-Control: no-store$/im);
      expect(answer.closedAfterMs).toBeGreaterThan(900);
      expect(answer.closedAfterMs).toBeLessThan(5_000);
    }
    // The connections came in through more than one socket of the group, and each was cut off all the same.
    expect(listening.acceptedPerSocket().filter((accepted) => accepted > 0).length).toBeGreaterThan(1);
  });

  it('cuts off headers that never end in the same way', async () => {
    const answer = await exchange(['GET /api/health HTTP/1.1\r\nHost: x\r\n'], 'X-Slow: 1\r\n');

    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(5_000);
  });

  it('answers a request that arrives in time as usual, however slowly it came', async () => {
    const answer = await exchange([
      'GET /api/health HTTP/1.1\r\n',
      'Host: x\r\n',
      'Connection: close\r\n',
      '\r\n',
    ]);

    expect(answer.status).toBe(200);
  });

  it('answers bytes that are not HTTP with 400, and oversized headers with 431, in the same shape', async () => {
    const notHttp = await exchange(['HELLO THERE\r\n\r\n']);
    const hugeHeaders = await exchange([
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);

    expect(notHttp.status).toBe(400);
    expect(notHttp.body).toEqual({ detail: 'The request is not valid HTTP.', code: 'BAD_REQUEST' });
    expect(hugeHeaders.status).toBe(431);
    expect(hugeHeaders.body).toEqual({
      detail: "The request's headers are too large. Clear this site's cookies and try again.",
      code: 'BAD_REQUEST',
    });
  });
});
