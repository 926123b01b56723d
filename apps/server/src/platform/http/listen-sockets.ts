// Several listening sockets on the one port, all feeding the one HTTP server (ADR 0007).
//
// Why: libuv accepts one connection per listening socket per event-loop turn (libuv PR #3696, "unix: don't
// accept() connections in a loop"), and leaves the rest to the next turn. When the server's thread is saturated
// — the embedded database runs every query on it — a turn lasts as long as one request from each busy connection
// (0.4–0.7 s at 500 connections), so a burst of new connections drains from the kernel's accept queue at a few a
// second and some wait past a client's timeout. N sockets in one SO_REUSEPORT group (Linux ≥ 3.9 spreads new
// connections across them) accept N per turn. Each accepted socket is handed to the HTTP server, which treats it
// exactly like one it accepted itself (Node documents emitting 'connection' for this).
import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

/** The most listening sockets LISTEN_SOCKETS may ask for. */
export const MAX_LISTEN_SOCKETS = 64;

/**
 * Unset LISTEN_SOCKETS: 32 where Node supports `reusePort` with load balancing (Linux), else one plain socket.
 * 32 came from the load suite: at 500 fresh connections on a saturated embedded server, 5 and 9 sockets still saw
 * a few client timeouts, 17 and 33 none (docs/decisions/0007-accepting-under-saturation.md).
 */
export function defaultListenSockets(platform: NodeJS.Platform = process.platform): number {
  return platform === 'linux' ? 32 : 1;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** How many sockets listen on the port; 1 is a plain listen. */
  sockets: number;
}

export interface ListeningSockets {
  /** The port bound (the one asked for, or the kernel's pick for port 0). */
  port: number;
  /** Connections each socket accepted so far, the HTTP server's own first: how the kernel spread them. */
  acceptedPerSocket(): number[];
}

/**
 * Listens on `port` with `sockets` sockets. The port must be free: a second server started on a port this one
 * holds fails with EADDRINUSE as it would without SO_REUSEPORT, rather than quietly taking half the traffic.
 * Call before the app is ready (it adds a close hook); `app.close()` stops every socket.
 */
export async function listenOnSockets(
  app: FastifyInstance,
  options: ListenOptions,
): Promise<ListeningSockets> {
  const extras: net.Server[] = [];
  const acceptedByExtras: number[] = [];
  let acceptedInAll = 0;
  app.server.on('connection', () => {
    acceptedInAll += 1;
  });
  // preClose runs before Fastify closes the HTTP server: stop accepting everywhere at once. Not awaited: a net
  // server's close waits for its connections, which the HTTP server's close ends after this hook.
  app.addHook('preClose', async () => {
    for (const extra of extras) {
      extra.close();
    }
  });

  if (options.sockets <= 1) {
    await app.listen({ port: options.port, host: options.host });
    return { port: boundPort(app), acceptedPerSocket: () => [acceptedInAll] };
  }

  if (options.port !== 0) {
    await assertPortFree(options.port, options.host);
  }
  // Fastify hands its listen options to Node's server.listen as they are; its types just do not name reusePort.
  const sharedPort: FastifyListenOptions & Pick<net.ListenOptions, 'reusePort'> = {
    port: options.port,
    host: options.host,
    reusePort: true,
  };
  await app.listen(sharedPort);
  const bound = app.server.address();
  if (bound === null || typeof bound === 'string') {
    throw new Error('the HTTP server is not listening on a TCP port');
  }
  try {
    for (let index = 1; index < options.sockets; index += 1) {
      const slot = acceptedByExtras.push(0) - 1;
      const extra = net.createServer(sameSocketOptionsAs(app.server), (socket) => {
        acceptedByExtras[slot] = (acceptedByExtras[slot] ?? 0) + 1;
        app.server.emit('connection', socket);
      });
      extras.push(extra);
      await listenOn(extra, { port: bound.port, host: bound.address, reusePort: true });
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    port: bound.port,
    acceptedPerSocket: () => {
      const byExtras = acceptedByExtras.reduce((sum, count) => sum + count, 0);
      return [acceptedInAll - byExtras, ...acceptedByExtras];
    },
  };
}

function boundPort(app: FastifyInstance): number {
  const bound = app.server.address();
  return bound !== null && typeof bound === 'object' ? bound.port : 0;
}

/**
 * The options the HTTP server's own accepting socket was made with (Node's http.Server sets them on itself:
 * half-open allowed, no Nagle delay, its keep-alive and buffer size), so a socket accepted elsewhere behaves
 * the same.
 */
function sameSocketOptionsAs(server: net.Server): net.ServerOpts {
  const made = server as net.Server & {
    allowHalfOpen?: boolean;
    noDelay?: boolean;
    keepAlive?: boolean;
    keepAliveInitialDelay?: number;
    highWaterMark?: number;
  };
  return {
    allowHalfOpen: made.allowHalfOpen ?? true,
    noDelay: made.noDelay ?? true,
    keepAlive: made.keepAlive ?? false,
    keepAliveInitialDelay: made.keepAliveInitialDelay ?? 0,
    ...(made.highWaterMark === undefined ? {} : { highWaterMark: made.highWaterMark }),
  };
}

/**
 * A plain bind (no SO_REUSEPORT), released at once: EADDRINUSE when anything else holds the port. The server also
 * calls it before it opens its database, so that a taken port is refused at once rather than after a first start's
 * seeding; listenOnSockets checks again, for whatever took the port since.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await listenOn(probe, { port, host, exclusive: true });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

function listenOn(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(options, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
