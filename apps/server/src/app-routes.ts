import type { CatalogueIndex } from '@specsource/pump-engine';
import type { FastifyInstance } from 'fastify';
import type { CatalogueStore } from './domain/catalogue/catalogue-store.ts';
import type { MfaSignIn } from './domain/mfa/mfa-sign-in.ts';
import type { PartTitleIndex } from './domain/parts/part-title-index.ts';
import type { PaymentProvider } from './domain/payments/payment-provider.ts';
import { registerAccountSecurityRoutes } from './features/account-security/account-security.routes.ts';
import { registerAssistantRoutes } from './features/assistant/assistant.routes.ts';
import type { Assistant } from './features/assistant/assistant.ts';
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
import type { SearchPool } from './features/pump-search/search-pool.ts';
import { registerRegistrationRoutes } from './features/registration/registration.routes.ts';
import { registerRequestSubmissionRoutes } from './features/request-submission/request-submission.routes.ts';
import { registerReviewSelectionRoutes } from './features/review-selection/review-selection.routes.ts';
import { registerSupplierPortalRoutes } from './features/supplier-portal/supplier-portal.routes.ts';
import { registerTaxonomyAdminRoutes } from './features/taxonomy-admin/taxonomy-admin.routes.ts';
import type { Config } from './platform/config/env.ts';
import type { Database } from './platform/db/database.ts';
import type { FileStore } from './platform/files/file-store.ts';
import type { RateLimiter } from './platform/security/rate-limit.ts';
import type { SessionManager } from './platform/sessions/session-manager.ts';

/** What buildApp (app.ts) builds once and the features share. */
export interface AppServices {
  db: Database;
  now: () => Date;
  /** The public URL is https: cookies are Secure, HSTS is sent. */
  isSecure: boolean;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  fileStore: FileStore;
  catalogue: CatalogueStore<CatalogueIndex>;
  searchPool: SearchPool;
  partTitles: PartTitleIndex;
  /** Where links in mail point, and the nudge that wakes the mail worker when a service queues mail. */
  mail: { publicOrigin: string; onMailQueued: () => void };
  mfaSignIn: MfaSignIn;
  payments: PaymentProvider;
  assistant: Assistant;
  /** `performance.now()` at process start, for the health report's uptime. */
  startedAt: number;
  /** Round-trip time to the database, ms (the health report). */
  pingDatabase: () => Promise<number>;
}

/**
 * Registers every feature's routes (docs/ARCHITECTURE.md lists which folder serves what), each given the shared
 * services it needs and its limits from the configuration.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  config: Readonly<Config>,
  services: AppServices,
): Promise<void> {
  const { db, sessions, now, rateLimiter, mail } = services;
  registerHealthRoutes(app, {
    version: config.version,
    startedAt: services.startedAt,
    pingDatabase: services.pingDatabase,
  });
  registerPartBrowsingRoutes(app, { db, sessions, partTitles: services.partTitles });
  await registerCatalogueBrowsingRoutes(app, { db, catalogue: services.catalogue, sessions });
  registerRegistrationRoutes(app, {
    db,
    sessions,
    mfaSignIn: services.mfaSignIn,
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
    mfaSignIn: services.mfaSignIn,
    ...mail,
  });
  registerAuthRoutes(app, {
    db,
    sessions,
    mfaSignIn: services.mfaSignIn,
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
  registerAttachmentRoutes(app, { db, sessions, fileStore: services.fileStore });
  registerAssistantRoutes(app, {
    assistant: services.assistant,
    sessions,
    rateLimiter,
  });
  registerSupplierPortalRoutes(app, {
    db,
    sessions,
    now,
    fileStore: services.fileStore,
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
    fileStore: services.fileStore,
    ...mail,
    requestsPerCustomerPerHour: config.accountLimits.requestsPerHour,
    // Every pump search saves (or updates) a draft: new drafts are bounded like searches.
    draftsPerCustomerPerHour: config.accountLimits.searchesPerHour,
  });
  const orderDeps = {
    db,
    sessions,
    now,
    payments: services.payments,
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
    partTitles: services.partTitles,
    rateLimiter,
    searchesPerUserPerHour: config.accountLimits.searchesPerHour,
    // Always the latest loaded catalogue: an import elsewhere is picked up on the next search.
    searchDuty: (duty) => services.searchPool.search(duty),
  });
  registerOidcRoutes(app, {
    db,
    sessions,
    mfaSignIn: services.mfaSignIn,
    providers: { google: config.google, microsoft: config.microsoft },
    publicOrigin: config.publicOrigin,
    isSecure: services.isSecure,
    now,
  });
}
