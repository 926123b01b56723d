import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

/**
 * Hop-by-hop fields (RFC 9110 §7.6.1) describe one connection, so a proxy never passes them on; `expect` is
 * answered here (Node sends the 100 Continue itself), and `host` is kept as the client sent it.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'expect',
]);

export interface RoundRobinProxyOptions {
  /** Where to forward, e.g. `http://127.0.0.1:41234`; more can be set later with `setTargets`. */
  targets?: readonly string[];
  host?: string;
  /** 0 (the default): a port the kernel picks. */
  port?: number;
}

export interface RoundRobinProxy {
  /** `http://<host>:<port>` the proxy listens on. */
  url: string;
  setTargets(targets: readonly string[]): void;
  /** How many requests went to each target so far, in target order. */
  forwardedCounts(): number[];
  close(): Promise<void>;
}

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) {
      out[name] = value;
    }
  }
  return out;
}

function plainError(response: http.ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`${message}\n`);
}

/**
 * A small round-robin HTTP/1.1 reverse proxy on node:http, for running several instances on one machine
 * (`npm run cluster`, the cluster suite). Each request goes to the next target; request and response bodies
 * are streamed both ways as they come (uploads, server-sent events), X-Forwarded-For gets the client's address
 * appended and X-Forwarded-Proto/-Host say what the client used. A client that goes away closes the upstream
 * request too. Not for production: no health checks, no retries, no TLS (docs/deployment.md has nginx).
 */
export async function startRoundRobinProxy(options: RoundRobinProxyOptions = {}): Promise<RoundRobinProxy> {
  let targets: URL[] = [];
  let counts: number[] = [];
  let next = 0;
  const setTargets = (urls: readonly string[]) => {
    targets = urls.map((url) => new URL(url));
    counts = targets.map(() => 0);
    next = 0;
  };
  setTargets(options.targets ?? []);
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((request, response) => {
    const index = next % Math.max(targets.length, 1);
    const target = targets[index];
    if (!target) {
      response.setHeader('retry-after', '1');
      plainError(response, 503, 'No instance is up yet.');
      request.resume();
      return;
    }
    next += 1;
    counts[index] = (counts[index] ?? 0) + 1;

    const headers = withoutHopByHop(request.headers);
    const clientAddress = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = 'http';
    if (request.headers.host) {
      headers['x-forwarded-host'] = request.headers.host;
    }

    const upstream = http.request({
      agent,
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers,
    });
    upstream.on('response', (upstreamResponse) => {
      response.writeHead(
        upstreamResponse.statusCode ?? 502,
        upstreamResponse.statusMessage,
        withoutHopByHop(upstreamResponse.headers),
      );
      // The status line goes out now, not with the first body chunk: an event stream's client sees it open.
      response.flushHeaders();
      pipeline(upstreamResponse, response, () => undefined);
    });
    upstream.on('error', () => {
      // The client's socket stays open for the answer: read and drop what is left of its body.
      request.unpipe(upstream);
      request.resume();
      if (response.headersSent) {
        response.destroy();
      } else {
        plainError(response, 502, `Instance ${target.host} did not answer.`);
      }
    });
    // The client left (closed the tab, dropped an event stream): the instance stops working for nobody.
    response.on('close', () => {
      if (!response.writableFinished) {
        upstream.destroy();
      }
    });
    // Not pipeline(): on an upstream error it would destroy the client's request, and its socket with it.
    request.pipe(upstream);
    request.on('error', () => upstream.destroy());
  });

  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    setTargets,
    forwardedCounts: () => [...counts],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
