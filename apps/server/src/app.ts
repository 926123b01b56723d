import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { buildCatalogueIndex, type CatalogueIndex } from '@specsource/pump-engine';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type CatalogueStore, createCatalogueStore } from './domain/catalogue/catalogue-store.ts';
import { createMfaSignIn } from './domain/mfa/mfa-sign-in.ts';
import { createPartTitleIndex } from './domain/parts/part-title-index.ts';
import { createPaymentProvider } from './domain/payments/create-payment-provider.ts';
import type { PaymentProvider } from './domain/payments/payment-provider.ts';
import { registerAccountSecurityRoutes } from './features/account-security/account-security.routes.ts';
import { registerAssistantRoutes } from './features/assistant/assistant.routes.ts';
import type { Assistant } from './features/assistant/assistant.ts';
import { createAssistant } from './features/assistant/create-assistant.ts';
import { registerAttachmentRoutes } from './features/attachments/attachments.routes.ts';
import { registerAuditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerCatalogueBrowsingRoutes } from './features/catalogue-browsing/catalogue-browsing.routes.ts';
import { registerCustomerRequestRoutes } from './features/customer-requests/customer-requests.routes.ts';
import { registerFeedbackRoutes } from './features/feedback/feedback.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerLaunchNotificationRoutes } from './features/launch-notifications/launch-notifications.routes.ts';
import { registerMfaEnrolmentRoutes } from './features/mfa-enrolment/mfa-enrolment.routes.ts';
import { registerOfferRoutes } from './features/offers/offers.routes.ts';
import { registerOidcRoutes } from './features/oidc/oidc.routes.ts';
import { registerOrderLifecycleRoutes } from './features/order-lifecycle/order-lifecycle.routes.ts';
import { registerOrderingRoutes } from './features/ordering/ordering.routes.ts';
import { registerPartCsvRoutes } from './features/part-admin/csv/part-csv.routes.ts';
import { registerPartAdminRoutes } from './features/part-admin/part-admin.routes.ts';
import { registerPartBrowsingRoutes } from './features/part-browsing/part-browsing.routes.ts';
import { registerPartSupplierRoutes } from './features/part-suppliers/part-suppliers.routes.ts';
import { registerPartTypeRoutes } from './features/part-types/part-types.routes.ts';
import { registerPaymentConfirmationRoutes } from './features/payment-confirmation/payment-confirmation.routes.ts';
import { registerPumpSearchRoutes } from './features/pump-search/pump-search.routes.ts';
import {
  createSearchPool,
  defaultSearchWorkers,
  type SearchPool,
} from './features/pump-search/search-pool.ts';
import { registerRegistrationRoutes } from './features/registration/registration.routes.ts';
import { registerRequestSubmissionRoutes } from './features/request-submission/request-submission.routes.ts';
import { registerReviewSelectionRoutes } from './features/review-selection/review-selection.routes.ts';
import { registerSupplierPortalRoutes } from './features/supplier-portal/supplier-portal.routes.ts';
import { registerTaxonomyAdminRoutes } from './features/taxonomy-admin/taxonomy-admin.routes.ts';
import type { Config } from './platform/config/env.ts';
import type { Database, DatabaseConnection } from './platform/db/database.ts';
import { createFileStore, uploadSpoolDirOf } from './platform/files/create-file-store.ts';
import type { FileStore } from './platform/files/file-store.ts';
import { createFileScanner } from './platform/files/scanning/create-file-scanner.ts';
import type { FileScanner } from './platform/files/scanning/file-scanner.ts';
import { registerUnreadBodyLinger } from './platform/http/unread-body.ts';
import { type MailWorker, startMailWorker } from './platform/mail/mail-worker.ts';
import type { Mailer, MailLog } from './platform/mail/mailer.ts';
import { type RegisteredRoute, registerAccessControl } from './platform/plugins/access-control.ts';
import { clientErrorAnswerer } from './platform/plugins/client-error.ts';
import { registerCsrf } from './platform/plugins/csrf.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/plugins/error-handler.ts';
import { registerMetrics } from './platform/plugins/metrics.ts';
import { registerOpenApi } from './platform/plugins/openapi.ts';
import { registerSecurityHeaders } from './platform/plugins/security-headers.ts';
import { registerWebApp } from './platform/plugins/web-app.ts';
import { redactUrl } from './platform/security/log-redaction.ts';
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
}

/**
 * Builds the whole app from its configuration and dependencies. It never listens and never reads the
 * environment: main.ts does both, tests call `inject`.
 */
export async function buildApp(config: Readonly<Config>, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // OWASP ASVS 5.0 §14.3.2 / §14.2.2: answers carry personal and order data, so neither the browser nor a
    // shared cache keeps them, unless the route chose its own policy (web assets, file downloads, streams).
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  registerErrorHandler(app);
  // A refused upload's body is left unread, not drained (platform/http/unread-body.ts).
  registerUnreadBodyLinger(app);

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
  registerHealthRoutes(app, {
    version: config.version,
    startedAt: deps.startedAt ?? performance.now(),
    pingDatabase: () => deps.database.ping(),
  });
  const partTitles = await createPartTitleIndex({
    db,
    listen: (channel, handlers) => deps.database.listen(channel, handlers),
    log: app.log.child({ component: 'part-titles' }),
  });
  app.addHook('onClose', async () => partTitles.stop());
  registerPartBrowsingRoutes(app, { db, sessions, partTitles });
  await registerCatalogueBrowsingRoutes(app, { db, catalogue, sessions });
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
  registerRegistrationRoutes(app, {
    db,
    sessions,
    mfaSignIn,
    rateLimiter,
    now,
    ...mail,
  });
  registerAccountSecurityRoutes(app, {
    db,
    sessions,
    rateLimiter,
    now,
    ...mail,
  });
  registerMfaEnrolmentRoutes(app, {
    db,
    sessions,
    rateLimiter,
    now,
    mfaSignIn,
    ...mail,
  });
  registerAuthRoutes(app, {
    db,
    sessions,
    mfaSignIn,
    rateLimiter,
    providers: { google: config.google !== undefined, microsoft: config.microsoft !== undefined },
  });
  registerFeedbackRoutes(app, { db, sessions, rateLimiter, now });
  registerTaxonomyAdminRoutes(app, { db, sessions, now });
  registerPartTypeRoutes(app, { db, sessions, now });
  registerLaunchNotificationRoutes(app, { db, sessions, rateLimiter, now });
  registerPartSupplierRoutes(app, { db, sessions, now });
  registerPartAdminRoutes(app, { db, sessions, now });
  await registerPartCsvRoutes(app, { db, sessions, now });
  registerAuditLogRoutes(app, { db });
  registerReviewSelectionRoutes(app, {
    db,
    sessions,
    now,
    ...mail,
  });
  registerCustomerRequestRoutes(app, { db, sessions, now });
  registerAttachmentRoutes(app, { db, sessions, fileStore });
  registerAssistantRoutes(app, {
    assistant: deps.assistant ?? createAssistant(config),
    sessions,
    rateLimiter,
  });
  registerSupplierPortalRoutes(app, {
    db,
    sessions,
    now,
    fileStore,
    ...mail,
    rateLimiter,
    offerWritesPerHour: config.accountLimits.offerWritesPerHour,
  });
  registerOfferRoutes(app, { db, sessions, now });
  registerRequestSubmissionRoutes(app, {
    db,
    sessions,
    rateLimiter,
    now,
    fileStore,
    ...mail,
    requestsPerCustomerPerHour: config.accountLimits.requestsPerHour,
    // Every pump search saves (or updates) a draft: new drafts are bounded like searches.
    draftsPerCustomerPerHour: config.accountLimits.searchesPerHour,
  });
  const payments = deps.paymentProvider ?? (await createPaymentProvider(config, db));
  const orderDeps = {
    db,
    sessions,
    now,
    payments,
    ...mail,
    rateLimiter,
    orderWritesPerHour: config.accountLimits.orderWritesPerHour,
  };
  registerOrderingRoutes(app, { ...orderDeps, taxRateBps: config.orderTaxRateBps });
  await registerPaymentConfirmationRoutes(app, {
    ...orderDeps,
    stripeWebhookSecret: config.stripe?.webhookSecret,
  });
  registerOrderLifecycleRoutes(app, orderDeps);
  registerPumpSearchRoutes(app, {
    db,
    sessions,
    now,
    partTitles,
    rateLimiter,
    searchesPerUserPerHour: config.accountLimits.searchesPerHour,
    // Always the latest loaded catalogue: an import elsewhere is picked up on the next search.
    searchDuty: (duty) => searchPool.search(duty),
  });
  registerOidcRoutes(app, {
    db,
    sessions,
    mfaSignIn,
    providers: { google: config.google, microsoft: config.microsoft },
    publicOrigin: config.publicOrigin,
    isSecure,
    now,
  });

  if (deps.webBuild) {
    app.log.info({ event: 'web_build_wait' }, 'waiting for the web build to finish');
    await deps.webBuild;
  }
  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}

/**
 * Runs the mail worker from ready to close when the app has a mailer (else mail stays queued in mail_outbox) and
 * answers the nudge that wakes it; before ready, or without a mailer, a nudge does nothing.
 */
function runMailWorker(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'createMailer' | 'mailPollIntervalMs'>,
  { db, now }: { db: Database; now: () => Date },
): () => void {
  const { createMailer } = deps;
  let worker: MailWorker | undefined;
  if (createMailer) {
    app.addHook('onReady', async () => {
      const log = app.log.child({ component: 'mail' });
      worker = startMailWorker({
        db,
        mailer: createMailer(log),
        log,
        intervalMs: deps.mailPollIntervalMs ?? 5_000,
        now,
      });
      // Mail queued before a restart goes out now, not at the first poll.
      worker.nudge();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
  return () => worker?.nudge();
}
