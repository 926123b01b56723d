import {
  ATTACHMENT_MAX_COUNT,
  createSupplierOfferEndpoint,
  declineSupplierRequestEndpoint,
  deleteSupplierReviewAttachmentEndpoint,
  getSupplierRequestEndpoint,
  listSupplierRequestsEndpoint,
  SUPPLIER_PORTAL_MESSAGES,
  updateSupplierOfferEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import { findRequestById } from '../../domain/requests/request-access.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { uploadedFiles } from '../../platform/files/uploaded-files.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint, type SignedInUser } from '../../platform/http/register-endpoint.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { createOffer } from './create-offer.ts';
import { declineRequest } from './decline-request.ts';
import { deleteReviewAttachment } from './delete-review-attachment.ts';
import type { Supplier } from './supplier-request-access.ts';
import { getSupplierRequest as readSupplierRequest } from './supplier-request-detail.ts';
import { findSupplierRequestPage } from './supplier-request-page.ts';
import { updateOffer } from './update-offer.ts';

export interface SupplierPortalRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
  fileStore: FileStore;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
  /** Wakes the mail worker after an offer's mail is queued. */
  onMailQueued?: () => void;
  rateLimiter: RateLimiter;
  /** OFFER_WRITES_PER_SUPPLIER_PER_HOUR: offers and offer edits one supplier may send in an hour. */
  offerWritesPerHour: number;
}

const SUPPLIER = ['supplier'] as const;
const HOUR_MS = 3_600_000;

/** docs/spec/marketplace-spec.md §2 'Generic paged data table', §6 Supplier; docs/design.md 'Supplier portal API'. */
export function registerSupplierPortalRoutes(app: FastifyInstance, deps: SupplierPortalRoutesDeps): void {
  const offerDeps = { db: deps.db, fileStore: deps.fileStore, onMailQueued: deps.onMailQueued ?? (() => {}) };
  const supplierOf = (user: SignedInUser<'supplier'>): Supplier => ({ id: user.id, username: user.username });
  const attachments = { fileField: 'attachments', maxFiles: ATTACHMENT_MAX_COUNT };
  // Taken before the attachments are read; every call counts, a refused one too (the limit is on the mail and
  // storage a script can make the server produce).
  const limit = deps.offerWritesPerHour;
  const takeOfferWriteSlot = async (_request: FastifyRequest, supplier: SignedInUser<'supplier'>) => {
    await spendOrRefuse(
      deps.rateLimiter,
      [{ key: `offer-write:supplier:${supplier.id}`, limit, windowMs: HOUR_MS }],
      (waitMinutes) => SUPPLIER_PORTAL_MESSAGES.hourlyLimitReached(limit, waitMinutes),
    );
  };

  registerEndpoint(app, listSupplierRequestsEndpoint, {
    access: SUPPLIER,
    handler: async ({ query, user, request }) => {
      const supplier = supplierOf(user);
      const found = await findSupplierRequestPage(deps.db, { supplierId: supplier.id, ...listPageOf(query) });
      return pageAnswer(request.url, query.page, found);
    },
  });

  registerEndpoint(app, getSupplierRequestEndpoint, {
    access: SUPPLIER,
    handler: async ({ params, user }) =>
      readSupplierRequest(
        deps.db,
        supplierOf(user),
        await findRequestById(deps.db, params.request_id),
        deps.now(),
      ),
  });

  registerEndpoint(app, createSupplierOfferEndpoint, {
    access: SUPPLIER,
    multipart: attachments,
    beforeBody: takeOfferWriteSlot,
    handler: async ({ params, body, user, request }) =>
      createOffer(offerDeps, {
        supplier: supplierOf(user),
        requestId: params.request_id,
        body,
        files: uploadedFiles(request),
        origin: deps.publicOrigin,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, updateSupplierOfferEndpoint, {
    access: SUPPLIER,
    multipart: attachments,
    beforeBody: takeOfferWriteSlot,
    handler: async ({ params, body, user, request }) =>
      updateOffer(offerDeps, {
        supplier: supplierOf(user),
        reviewId: params.review_id,
        body,
        files: uploadedFiles(request),
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, deleteSupplierReviewAttachmentEndpoint, {
    access: SUPPLIER,
    handler: async ({ params, user, request }) =>
      deleteReviewAttachment(offerDeps, {
        supplier: supplierOf(user),
        attachmentId: params.id,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, declineSupplierRequestEndpoint, {
    access: SUPPLIER,
    handler: async ({ params, body, user, request }) =>
      declineRequest(deps.db, {
        supplier: supplierOf(user),
        requestId: params.request_id,
        reason: body.reason,
        context: changeContextOf(request, user, deps.now),
      }),
  });
}
