import type { Offer } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import type { UploadedFile } from '../../platform/files/uploaded-files.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { findAdminEmails } from './admin-emails.repository.ts';
import { moveToOfferedIfFirst } from './move-to-offered.ts';
import { attachmentRowsOf, withStoredFiles } from './offer-files.ts';
import { newOfferMail } from './offer-mail.ts';
import { auditTermsOf, type OfferInput, offerTermsOf } from './offer-terms.ts';
import { readOffer } from './read-offer.ts';
import { findPartRef } from './requests.repository.ts';
import { insertReviewAttachments } from './review-attachments.repository.ts';
import { insertReview } from './reviews.repository.ts';
import type { SupplierOfferDeps } from './supplier-offer-deps.ts';
import { lockOfferableRequest, type Supplier } from './supplier-request-access.ts';

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
