import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { LOOPBACK } from '../../scripts/server-process.ts';

// An HTTP hop on loopback in front of a peer (the Stripe peer), that can go wrong in the ways a provider
// does: not answer at all, do the work and lose the answer (the reply never comes back: the worst case for
// a retry), or fail with a 5xx. Everything else passes through untouched.

export type ProxyMode = 'pass' | 'hang' | 'lose-answer' | 'error-500';

export interface FlakyProxy {
  port: number;
  mode: ProxyMode;
  /** Requests seen per mode. */
  seen: Record<ProxyMode, number>;
  close(): Promise<void>;
}

const STRIPE_API_ERROR = JSON.stringify({
  error: { type: 'api_error', message: 'An unknown error occurred (flaky proxy).' },
});

export async function startFlakyProxy(target: { host: string; port: number }): Promise<FlakyProxy> {
  const sockets = new Set<Socket>();
  const proxy: FlakyProxy = {
    port: 0,
    mode: 'pass',
    seen: { pass: 0, hang: 0, 'lose-answer': 0, 'error-500': 0 },
    close: async () => undefined,
  };

  function forward(incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse | null): void {
    const upstream = httpRequest(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (!outgoing) {
          // The peer did the work; its answer goes nowhere.
          answer.resume();
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing?.destroy());
    upstream.end(body);
  }

  const server = createServer((incoming, outgoing) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const mode = proxy.mode;
      proxy.seen[mode] += 1;
      const body = Buffer.concat(parts);
      if (mode === 'pass') {
        forward(incoming, body, outgoing);
      } else if (mode === 'lose-answer') {
        forward(incoming, body, null);
      } else if (mode === 'error-500') {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(STRIPE_API_ERROR);
      }
      // 'hang': nothing is sent back, ever; the client's own timeout has to end it.
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.destroy();
      }
      server.close(() => resolve());
    });
  return proxy;
}
