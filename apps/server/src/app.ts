import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseConnection } from './db/database.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerPartRoutes } from './features/parts/parts.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  database: DatabaseConnection;
  /** `performance.now()` at process start, for the health report's uptime. */
  startedAt?: number;
}

/**
 * Builds the whole app from its configuration and dependencies. It never listens and never reads the
 * environment: main.ts does both, tests call `inject`.
 */
export async function buildApp(config: Readonly<Config>, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'],
    },
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  // External plugins first, then shared services, then routes (fastify/demo's load order).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie, config.sessionSecret ? { secret: config.sessionSecret } : {});
  registerMetrics(app);
  await registerOpenApi(app, config.version);

  const { db } = deps.database;
  registerHealthRoutes(app, {
    version: config.version,
    startedAt: deps.startedAt ?? performance.now(),
    pingDatabase: () => deps.database.ping(),
  });
  registerPartRoutes(app, { db });

  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}
