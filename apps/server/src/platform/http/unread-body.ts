import type { FastifyInstance, FastifyRequest } from 'fastify';

// Bodies up to this size are read and discarded after a refusal, as Node does, so the connection is kept.
const UNREAD_BODY_LIMIT_BYTES = 64 * 1024;
// How long a refused upload's connection stays open, unread, after its answer left: time for the client to read it.
const LINGER_MS = 1_000;

function isLargeBodyUnread(request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete) {
    return false;
  }
  const declared = raw.headers['content-length'];
  return declared === undefined
    ? raw.headers['transfer-encoding'] !== undefined
    : Number(declared) > UNREAD_BODY_LIMIT_BYTES;
}

/**
 * A refusal sent before a large body has arrived (a limit, a sign-in, a role, a size on an upload route) leaves the
 * rest of the body unread. Node's default reads it to discard it, so the connection can be reused: 40 refused 10 MiB
 * uploads were read whole, 400 MiB, and the resident memory rose by +36 to +129 MiB with the garbage. Closing the
 * connection at once reset some of them before the client had read its 429 (14 of 40 in one CI run). So, as nginx's
 * lingering close does: the answer goes out, nothing more is read (the client's sending waits on TCP flow control),
 * and the connection is closed a second later, once the client has had the answer (+0 to +6 MiB, every 429 read).
 */
export function registerUnreadBodyLinger(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is work for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isLargeBodyUnread(request)) {
      // One read marks the body as being consumed, so Node does not dump it once the answer is sent; the stream then
      // holds at most its high-water mark and stops reading from the socket.
      request.raw.read();
      reply.raw.once('finish', () => lingerThenClose(request));
    }
    done(null, payload);
  });
}

/** Once the answer has gone: read nothing more, and close the connection a second later. */
function lingerThenClose(request: FastifyRequest): void {
  const socket = request.raw.socket;
  if (!socket || socket.destroyed || typeof socket.pause !== 'function') {
    return;
  }
  socket.pause();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
