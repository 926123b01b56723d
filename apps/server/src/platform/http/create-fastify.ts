import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import { clientErrorAnswerer } from '../plugins/client-error.ts';
import { answerFrameworkError, registerErrorHandler } from '../plugins/error-handler.ts';
import { redactUrl } from '../security/log-redaction.ts';
import { registerUnreadBodyLinger } from './unread-body.ts';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './zod-compilers.ts';

/**
 * The Fastify instance every app starts from: its logger (request secrets masked), request ids, proxy trust, body
 * and time limits, the zod validator and serializer (compiled once per route: zod-compilers.ts), the one error
 * handler, and the headers every answer carries.
 * Knows no route; `buildApp` (apps/server/src/app.ts) registers them.
 */
export function createFastify(
  config: Readonly<Config>,
  options: { logStream?: { write(line: string): void } } = {},
): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'],
      serializers: {
        // Fastify's own request fields, with the secrets some URLs carry masked (OWASP ASVS 5.0 §16.2.5).
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    genReqId: () => randomUUID(),
    // request.ip is the client's only when X-Forwarded-For comes from a proxy named in TRUST_PROXY.
    trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Fastify's default is no limit on receiving a request: a client trickling a body would hold its connection
    // for ever (OWASP ASVS 5.0 §15.2.2). Node checks the deadline every connectionsCheckingInterval, and wants the
    // headers' own deadline (60 s) no later than the request's.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(config.requestTimeoutMs / 10))),
    },
    clientErrorHandler: clientErrorAnswerer(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // OWASP ASVS 5.0 §14.3.2 / §14.2.2: answers carry personal and order data, so neither the browser nor a
    // shared cache keeps them, unless the route chose its own policy (web assets, file downloads, streams).
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  registerErrorHandler(app);
  // A refused upload's body is left unread, not drained (unread-body.ts).
  registerUnreadBodyLinger(app);
  return app;
}
