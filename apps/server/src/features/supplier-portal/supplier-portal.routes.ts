import {
  ATTACHMENT_MAX_COUNT,
  createSupplierOffer,
  declineSupplierRequest,
  deleteSupplierReviewAttachment,
  getSupplierRequest,
  listSupplierRequests,
  MESSAGES,
  updateSupplierOffer,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../audit/change-context.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../files/file-store.ts';
import { uploadedFiles } from '../../files/uploaded-files.ts';
import { listPageOf, pageAnswer } from '../../http/page-links.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { mailOriginOf } from '../../mail/mail-origin.ts';
import { findRequestById } from '../../requests/request-access.ts';
import type { SessionManager } from '../../sessions/session-manager.ts';
import {
  createOffer,
  declineRequest,
  deleteReviewAttachment,
  updateOffer,
} from './supplier-offers.service.ts';
import {
  findSupplierRequestPage,
  getSupplierRequest as readSupplierRequest,
  type Supplier,
} from './supplier-portal.service.ts';

export interface SupplierPortalRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
  fileStore: FileStore;
  /** PUBLIC_URL: links in mail point there. Unset (embedded, development): the request's own origin. */
  publicUrl?: string | undefined;
  /** Wakes the mail worker after an offer's mail is queued. */
  onMailQueued?: () => void;
}

const SUPPLIER = ['supplier'] as const;

/** spec: marketplace §2 'Generic paged data table', §6 Supplier; DESIGN.md 'Supplier portal API'. */
export function registerSupplierPortalRoutes(app: FastifyInstance, deps: SupplierPortalRoutesDeps): void {
  const offerDeps = { db: deps.db, fileStore: deps.fileStore, onMailQueued: deps.onMailQueued ?? (() => {}) };
  const supplierOf = async (request: FastifyRequest): Promise<Supplier> => {
    const user = await deps.sessions.current(request);
    // Access control let only a signed-in supplier through; this guards against a session ended meanwhile.
    if (user?.role !== 'supplier') {
      throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
    }
    return { id: user.id, username: user.username };
  };
  const originOf = (request: FastifyRequest) => mailOriginOf(deps.publicUrl, request);
  const attachments = { fileField: 'attachments', maxFiles: ATTACHMENT_MAX_COUNT };

  registerEndpoint(app, listSupplierRequests, {
    access: SUPPLIER,
    handler: async ({ query, request }) => {
      const supplier = await supplierOf(request);
      const found = await findSupplierRequestPage(deps.db, { supplierId: supplier.id, ...listPageOf(query) });
      return pageAnswer(request.url, query.page, found);
    },
  });

  registerEndpoint(app, getSupplierRequest, {
    access: SUPPLIER,
    handler: async ({ params, request }) =>
      readSupplierRequest(
        deps.db,
        await supplierOf(request),
        await findRequestById(deps.db, params.request_id),
        deps.now(),
      ),
  });

  registerEndpoint(app, createSupplierOffer, {
    access: SUPPLIER,
    multipart: attachments,
    handler: async ({ params, body, request }) =>
      createOffer(offerDeps, {
        supplier: await supplierOf(request),
        requestId: params.request_id,
        body,
        files: uploadedFiles(request),
        origin: originOf(request),
        context: await changeContextOf(request, deps.sessions, deps.now),
      }),
  });

  registerEndpoint(app, updateSupplierOffer, {
    access: SUPPLIER,
    multipart: attachments,
    handler: async ({ params, body, request }) =>
      updateOffer(offerDeps, {
        supplier: await supplierOf(request),
        reviewId: params.review_id,
        body,
        files: uploadedFiles(request),
        context: await changeContextOf(request, deps.sessions, deps.now),
      }),
  });

  registerEndpoint(app, deleteSupplierReviewAttachment, {
    access: SUPPLIER,
    handler: async ({ params, request }) =>
      deleteReviewAttachment(offerDeps, {
        supplier: await supplierOf(request),
        attachmentId: params.id,
        context: await changeContextOf(request, deps.sessions, deps.now),
      }),
  });

  registerEndpoint(app, declineSupplierRequest, {
    access: SUPPLIER,
    handler: async ({ params, body, request }) =>
      declineRequest(deps.db, {
        supplier: await supplierOf(request),
        requestId: params.request_id,
        reason: body.reason,
        context: await changeContextOf(request, deps.sessions, deps.now),
      }),
  });
}
