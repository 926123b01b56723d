import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { buildCatalogueIndex, type CatalogueIndex } from '@specsource/pump-engine';
import type { FastifyInstance } from 'fastify';
import { registerFeatureRoutes } from './app-routes.ts';
import type { CatalogueRow } from './domain/catalogue/catalogue-load.repository.ts';
import { type CatalogueStore, createCatalogueStore } from './domain/catalogue/catalogue-store.ts';
import { createMfaSignIn } from './domain/mfa/mfa-sign-in.ts';
import { createPartTitleIndex } from './domain/parts/part-title-index.ts';
import { createPaymentProvider } from './domain/payments/create-payment-provider.ts';
import type { PaymentProvider } from './domain/payments/payment-provider.ts';
import type { Assistant } from './features/assistant/assistant.ts';
import { createAssistant } from './features/assistant/create-assistant.ts';
import {
  createSearchPool,
  defaultSearchWorkers,
  type SearchPool,
} from './features/pump-search/search-pool.ts';
import type { Config } from './platform/config/env.ts';
import type { DatabaseConnection } from './platform/db/database.ts';
import { createFileStore, uploadSpoolDirOf } from './platform/files/create-file-store.ts';
import type { FileStore } from './platform/files/file-store.ts';
import { createFileScanner } from './platform/files/scanning/create-file-scanner.ts';
import type { FileScanner } from './platform/files/scanning/file-scanner.ts';
import { createFastify } from './platform/http/create-fastify.ts';
import type { Mailer, MailLog } from './platform/mail/mailer.ts';
import { runMailWorker } from './platform/mail/run-mail-worker.ts';
import { type RegisteredRoute, registerAccessControl } from './platform/plugins/access-control.ts';
import { registerCsrf } from './platform/plugins/csrf.ts';
import { registerMetrics } from './platform/plugins/metrics.ts';
import { registerOpenApi } from './platform/plugins/openapi.ts';
import { registerSecurityHeaders } from './platform/plugins/security-headers.ts';
import { registerWebApp } from './platform/plugins/web-app.ts';
import { createRateLimiter } from './platform/security/rate-limit.ts';
import { randomToken } from './platform/security/tokens.ts';
import { createSessionManager } from './platform/sessions/session-manager.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule, for the test that no route ships unguarded. */
    registeredRoutes: RegisteredRoute[];
    /** This instance's in-memory pump catalogue and matcher index (refreshed on change). */
    catalogue: CatalogueStore<CatalogueIndex>;
    /** Where this instance's pump searches run (worker threads, or its own thread). */
    searchPool: SearchPool;
  }
}

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  database: DatabaseConnection;
  /** `performance.now()` at process start, for the health report's uptime. */
  startedAt?: number;
  /** The wall clock; tests move it to expire sessions and rate-limit windows. */
  now?: () => Date;
  /**
   * Builds the adapter for queued mail, given the app's logger; the app then runs the mail worker from ready
   * to close. Unset: mail stays queued in mail_outbox (tests that do not look at mail).
   */
  createMailer?: (log: MailLog) => Mailer;
  /** How often the mail worker looks for due mail; queuing a mail also wakes it at once. */
  mailPollIntervalMs?: number;
  /** Fallback poll for catalogue imports by other instances: 5 s, 60 s while LISTEN is up (0: never). */
  catalogueRefreshIntervalMs?: number;
  /** Where uploaded files live; unset: S3 when S3_* is configured, else `DATA_DIR/files`. */
  fileStore?: FileStore;
  /** Scans uploads before they are stored (ASVS 5.0 §5.4.3); unset: clamd when CLAMD_URL is set, else none. */
  fileScanner?: FileScanner;
  /** Where uploads are written as they arrive, before they are checked and stored; unset: `DATA_DIR/incoming`. */
  uploadSpoolDir?: string;
  /** The engineering assistant; unset: the OpenAI-compatible adapter when AI_* is set, else built in. */
  assistant?: Assistant;
  /** Who takes card payments; unset: Stripe when STRIPE_* is configured, else the sandbox. */
  paymentProvider?: PaymentProvider;
  /** Where the log lines go (default stdout); tests read them, e.g. to check what is never logged. */
  logStream?: { write(line: string): void };
  /**
   * Settles when the web build `npm start` runs alongside the server's start is done (scripts/start.ts); the web
   * app is registered after it, so it finds the build. Unset: the build is there already (or never will be).
   */
  webBuild?: Promise<void>;
  /**
   * Hands over, once, the catalogue rows this process has just seeded (seed/seed-pump-catalogue.ts), so the
   * catalogue store starts from them instead of reading 20,000 pumps straight back.
   */
  takeSeededCatalogueRows?: () => readonly CatalogueRow[];
  /** The embedded database's copy of the catalogue (domain/catalogue/catalogue-cache-file.ts); unset: none. */
  catalogueCacheFile?: string;
  /** Called after each catalogue reload (the store's `onReload`); the server gives the reload's garbage back. */
  afterCatalogueReload?: () => void;
}

/**
 * Builds the whole app from its configuration and dependencies. It never listens and never reads the
 * environment: main.ts does both, tests call `inject`.
 */
export async function buildApp(config: Readonly<Config>, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, { logStream: deps.logStream });

  // External plugins first, then shared services, then routes (fastify/demo's load order).
  const isSecure = config.publicUrl?.startsWith('https:') ?? false;
  registerSecurityHeaders(app, {
    isSecure,
    allowStripe: Boolean(config.stripe),
  });
  // Signs short-lived cookies (e.g. the OIDC login state). Without SESSION_SECRET (embedded mode, one
  // instance) a per-process secret is enough: such cookies only live through one sign-in round trip.
  await app.register(cookie, { secret: config.sessionSecret ?? randomToken() });

  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionManager(
    db,
    {
      isSecure,
      idleTimeoutMs: config.sessionIdleMinutes * 60_000,
      absoluteTimeoutMs: config.sessionAbsoluteHours * 3_600_000,
      mfaRequiredRoles: config.mfaRequiredRoles,
    },
    now,
  );
  const rateLimiter = createRateLimiter(db, now);
  const fileStore = deps.fileStore ?? (await createFileStore(config));
  app.decorate('fileScanner', deps.fileScanner ?? createFileScanner(config));
  app.decorate('uploadSpoolDir', deps.uploadSpoolDir ?? uploadSpoolDirOf(config));
  const catalogue = await createCatalogueStore({
    db,
    log: app.log.child({ component: 'catalogue' }),
    buildIndex: buildCatalogueIndex,
    pollIntervalMs: deps.catalogueRefreshIntervalMs,
    listen: (channel, handlers) => deps.database.listen(channel, handlers),
    knownRows: deps.takeSeededCatalogueRows?.(),
    cacheFile: deps.catalogueCacheFile,
    onReload: deps.afterCatalogueReload,
  });
  app.decorate('catalogue', catalogue);
  app.addHook('onClose', async () => catalogue.stop());
  const searchPool = createSearchPool({
    size: config.searchWorkers ?? defaultSearchWorkers(),
    catalogue: () => catalogue.current(),
    log: app.log.child({ component: 'search-pool' }),
  });
  app.decorate('searchPool', searchPool);
  app.addHook('onClose', async () => searchPool.close());
  registerCsrf(app, {
    acceptedOrigins: config.acceptedOrigins,
    isSecure,
  });
  // Before any route is registered, so every route passes the access-rule check.
  app.decorate('registeredRoutes', registerAccessControl(app, sessions));

  registerMetrics(app);
  await registerOpenApi(app, config.version);
  const partTitles = await createPartTitleIndex({
    db,
    listen: (channel, handlers) => deps.database.listen(channel, handlers),
    log: app.log.child({ component: 'part-titles' }),
  });
  app.addHook('onClose', async () => partTitles.stop());
  // Every service that queues mail wakes the worker, so it goes out now rather than at the next poll.
  const mail = { publicOrigin: config.publicOrigin, onMailQueued: runMailWorker(app, deps, { db, now }) };
  const mfaSignIn = createMfaSignIn({
    db,
    sessions,
    rateLimiter,
    now,
    isSecure,
    onMailQueued: mail.onMailQueued,
  });
  await registerFeatureRoutes(app, config, {
    db,
    now,
    isSecure,
    sessions,
    rateLimiter,
    fileStore,
    catalogue,
    searchPool,
    partTitles,
    mail,
    mfaSignIn,
    payments: deps.paymentProvider ?? (await createPaymentProvider(config, db)),
    assistant: deps.assistant ?? createAssistant(config),
    startedAt: deps.startedAt ?? performance.now(),
    pingDatabase: () => deps.database.ping(),
  });

  if (deps.webBuild) {
    app.log.info({ event: 'web_build_wait' }, 'waiting for the web build to finish');
    await deps.webBuild;
  }
  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}
