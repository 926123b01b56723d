import {
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_MESSAGES,
  OFFER_MESSAGES,
  type Offer,
  SUPPLIER_PORTAL_MESSAGES,
} from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { findRequestById } from '../../domain/requests/request-access.ts';
import { EDITABLE_REVIEW_STATUSES } from '../../domain/requests/request-status-groups.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { UploadedFile } from '../../platform/files/uploaded-files.ts';
import { attachmentRowsOf, withStoredFiles } from './offer-files.ts';
import { auditTermsOf, type OfferInput, offerTermsOf } from './offer-terms.ts';
import { readOffer } from './read-offer.ts';
import { countLiveReviewAttachments, insertReviewAttachments } from './review-attachments.repository.ts';
import { lockReview, updateReviewTerms } from './reviews.repository.ts';
import type { SupplierOfferDeps } from './supplier-offer-deps.ts';
import { checkSupplierSees, isOpen, type Supplier } from './supplier-request-access.ts';

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
      if (!EDITABLE_REVIEW_STATUSES.includes(review.status)) {
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
