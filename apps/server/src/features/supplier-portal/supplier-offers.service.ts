import {
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_MESSAGES,
  OFFER_MESSAGES,
  type Offer,
  SUPPLIER_PORTAL_MESSAGES,
} from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { findRequestById } from '../../domain/requests/request-access.ts';
import { lockRequest } from '../../domain/requests/request-list.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { removeStoredFiles, type StoredFile, storeUploadedFiles } from '../../platform/files/attachments.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { UploadedFile } from '../../platform/files/uploaded-files.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { newOfferMail } from './offer-mail.ts';
import {
  countLiveReviewAttachments,
  findAdminEmails,
  findDecline,
  findPartRef,
  hasStandingOffer,
  insertDecline,
  insertReview,
  insertReviewAttachments,
  lockReview,
  lockReviewAttachment,
  markReviewAttachmentDeleted,
  updateReviewTerms,
} from './supplier-portal.repository.ts';
import {
  auditTermsOf,
  checkSupplierSees,
  isDuplicateDecline,
  isOpen,
  lockOfferableRequest,
  moveToOfferedIfFirst,
  type OfferInput,
  offerTermsOf,
  readOffer,
  type Supplier,
} from './supplier-portal.service.ts';

export interface SupplierOfferDeps {
  db: Database;
  fileStore: FileStore;
  /** Wakes the mail worker once the offer's transaction (and its queued mail) has committed. */
  onMailQueued: () => void;
}

/** Offers that may still change: not ordered, not withdrawn. */
const EDITABLE_STATUSES: readonly string[] = ['submitted', 'selected'];

/**
 * Files go to the store before the transaction that records them (a store is not transactional); when the
 * transaction fails, they are removed again so no file is left without its row.
 */
async function withStoredFiles<T>(
  fileStore: FileStore,
  files: readonly UploadedFile[],
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploadedFiles(fileStore, files);
  try {
    return await write(stored);
  } catch (error) {
    await removeStoredFiles(
      fileStore,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

const attachmentRowsOf = (reviewId: number, uploadedById: number, stored: StoredFile[], now: Date) =>
  stored.map((file) => ({ reviewId, uploadedById, ...file, createdAt: now }));

/**
 * A new offer (version 1) on an open request, with its files; the first offer moves the request to
 * 'offered'; every admin is mailed in the same transaction.
 */
export async function createOffer(
  deps: SupplierOfferDeps,
  input: {
    supplier: Supplier;
    requestId: number;
    body: OfferInput;
    files: readonly UploadedFile[];
    origin: string;
    context: ChangeContext;
  },
): Promise<Offer> {
  const { supplier, context } = input;
  const terms = offerTermsOf(input.body, context.now);
  const offer = await withStoredFiles(deps.fileStore, input.files, (stored) =>
    deps.db.transaction(async (tx) => {
      const request = await lockOfferableRequest(tx, supplier.id, input.requestId);
      const review = await insertReview(tx, {
        requestId: request.id,
        supplierId: supplier.id,
        terms,
        now: context.now,
      });
      await insertReviewAttachments(tx, attachmentRowsOf(review.id, supplier.id, stored, context.now));
      await moveToOfferedIfFirst(tx, request, context);
      await recordChange(tx, context, {
        action: 'create',
        entity: 'review',
        entityId: review.id,
        before: null,
        after: {
          request_id: request.id,
          ...auditTermsOf({ ...terms, version: 1, status: review.status }),
          attachments: stored.map((file) => file.originalName),
        },
      });
      const part = await findPartRef(tx, request.partId);
      for (const to of await findAdminEmails(tx)) {
        const mail = newOfferMail({
          to,
          orderId: request.orderId,
          partTitle: part?.title ?? '',
          offerTitle: terms.title,
          supplier: supplier.username,
          origin: input.origin,
        });
        // One mail per offer and admin, however often the write is retried.
        await enqueueMail(tx, { ...mail, dedupeKey: `new-offer:${review.id}:${to}` }, context.now);
      }
      return readOffer(tx, review.id, context.now);
    }),
  );
  deps.onMailQueued();
  return offer;
}

/**
 * The supplier's own offer, changed: the next version replaces the current terms and is kept in
 * review_versions beside the earlier ones; new files are added. Only while submitted or selected.
 */
export async function updateOffer(
  deps: SupplierOfferDeps,
  input: {
    supplier: Supplier;
    reviewId: number;
    body: OfferInput;
    files: readonly UploadedFile[];
    context: ChangeContext;
  },
): Promise<Offer> {
  const { supplier, context } = input;
  const terms = offerTermsOf(input.body, context.now);
  return withStoredFiles(deps.fileStore, input.files, (stored) =>
    deps.db.transaction(async (tx) => {
      const review = await lockReview(tx, input.reviewId);
      if (!review || review.supplierId !== supplier.id) {
        throw new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
      }
      // A supplier removed from the part loses its offers' edit too (404, as if unknown).
      const request = await checkSupplierSees(tx, supplier.id, await findRequestById(tx, review.requestId));
      if (!EDITABLE_STATUSES.includes(review.status)) {
        throw new AppError('CONFLICT', OFFER_MESSAGES.notEditable);
      }
      if (!isOpen(request.status)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.requestClosed);
      }
      if ((await countLiveReviewAttachments(tx, review.id)) + stored.length > ATTACHMENT_MAX_COUNT) {
        throw new AppError('VALIDATION', ATTACHMENT_MESSAGES.tooMany, {
          attachments: [ATTACHMENT_MESSAGES.tooMany],
        });
      }
      const version = review.version + 1;
      await updateReviewTerms(tx, { reviewId: review.id, version, terms, now: context.now });
      await insertReviewAttachments(tx, attachmentRowsOf(review.id, supplier.id, stored, context.now));
      await recordChange(tx, context, {
        action: 'update',
        entity: 'review',
        entityId: review.id,
        before: auditTermsOf(review),
        after: {
          ...auditTermsOf({ ...terms, version }),
          ...(stored.length > 0 ? { attachments_added: stored.map((file) => file.originalName) } : {}),
        },
      });
      return readOffer(tx, review.id, context.now);
    }),
  );
}

/** Marks a file of the supplier's own offer deleted, then removes it from the store once that commits. */
export async function deleteReviewAttachment(
  deps: SupplierOfferDeps,
  input: { supplier: Supplier; attachmentId: number; context: ChangeContext },
): Promise<{ detail: string; request_id: number }> {
  const { supplier, context } = input;
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await lockReviewAttachment(tx, input.attachmentId);
    if (!row || row.supplierId !== supplier.id || row.attachment.deletedAt !== null) {
      throw new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
    }
    const request = await findRequestById(tx, row.requestId);
    await checkSupplierSees(tx, supplier.id, request).catch(() => {
      throw new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);
    });
    // An ordered offer is what the customer bought: its files stay as they were.
    if (!EDITABLE_STATUSES.includes(row.reviewStatus)) {
      throw new AppError('CONFLICT', OFFER_MESSAGES.notEditable);
    }
    await markReviewAttachmentDeleted(tx, row.attachment.id, context.now);
    await recordChange(tx, context, {
      action: 'delete',
      entity: 'review_attachment',
      entityId: row.attachment.id,
      before: { review_id: row.attachment.reviewId, name: row.attachment.originalName },
      after: null,
    });
    return row;
  });
  await removeStoredFiles(deps.fileStore, [deleted.attachment.storageKey]);
  return { detail: ATTACHMENT_MESSAGES.deletedOne, request_id: deleted.requestId };
}

/** One decline per supplier and request, with the reason; no offer can follow it. */
export async function declineRequest(
  db: Database,
  input: { supplier: Supplier; requestId: number; reason: string; context: ChangeContext },
): Promise<{ reason: string; created_at: string }> {
  const { supplier, context } = input;
  try {
    return await db.transaction(async (tx) => {
      const request = await checkSupplierSees(tx, supplier.id, await lockRequest(tx, input.requestId));
      if (await findDecline(tx, request.id, supplier.id)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.alreadyDeclined);
      }
      if (!isOpen(request.status)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.requestClosed);
      }
      if (await hasStandingOffer(tx, request.id, supplier.id)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.offeredNoDecline);
      }
      const row = await insertDecline(tx, {
        requestId: request.id,
        supplierId: supplier.id,
        reason: input.reason,
        createdAt: context.now,
      });
      await recordChange(tx, context, {
        action: 'create',
        entity: 'request_decline',
        entityId: row.id,
        before: null,
        after: { request_id: request.id, supplier_id: supplier.id, reason: row.reason },
      });
      return { reason: row.reason, created_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    if (isDuplicateDecline(error)) {
      throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.alreadyDeclined);
    }
    throw error;
  }
}
