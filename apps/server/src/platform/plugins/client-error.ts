import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, errorCodeForStatus } from '@specsource/contracts';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { REFUSAL_HEADERS } from './error-handler.ts';

/**
 * Fastify's `clientErrorHandler`: Node refuses a request before any route sees it when the client is too slow
 * (`REQUEST_TIMEOUT_SECONDS`), its headers too large, or its bytes not HTTP. Fastify's default answer is its own
 * JSON without the headers every other refusal carries; this one is ours: `{detail, code}` a user can act on,
 * nosniff, no framing, no caching (OWASP ASVS 5.0 §16.5.1, §3.4.4, §3.4.6), and the connection closed.
 */
export function clientErrorAnswerer(requestTimeoutMs: number) {
  const seconds = Math.round(requestTimeoutMs / 1000);
  const answers: Record<string, { status: number; detail: string }> = {
    ERR_HTTP_REQUEST_TIMEOUT: {
      status: 408,
      detail:
        `The request did not arrive in full within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, so it was dropped. ` +
        'Send it again; for large attachments, use a faster connection or fewer files at once.',
    },
    HPE_HEADER_OVERFLOW: {
      status: 431,
      detail: "The request's headers are too large. Clear this site's cookies and try again.",
    },
  };
  const notHttp = { status: 400, detail: 'The request is not valid HTTP.' };

  // Fastify calls it bound to the instance, so `this.log` is the app's logger.
  return function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) {
      return; // the client has gone: nobody to answer
    }
    const { status, detail } = answers[error.code] ?? notHttp;
    this.log.info({ event: 'client_error', code: error.code, status }, 'request refused before routing');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ detail, code: errorCodeForStatus(status) } satisfies ErrorBody);
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(REFUSAL_HEADERS).map(([name, value]) => `${name}: ${value}`),
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    // A client that stops reading must not keep the socket open either.
    setTimeout(() => socket.destroy(), 5_000).unref();
  };
}
