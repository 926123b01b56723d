import { ATTACHMENT_MESSAGES, OFFER_MESSAGES } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { findRequestById } from '../../domain/requests/request-access.ts';
import { EDITABLE_REVIEW_STATUSES } from '../../domain/requests/request-status-groups.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { removeStoredFiles } from '../../platform/files/attachments.ts';
import { lockReviewAttachment, markReviewAttachmentDeleted } from './review-attachments.repository.ts';
import type { SupplierOfferDeps } from './supplier-offer-deps.ts';
import { checkSupplierSees, type Supplier } from './supplier-request-access.ts';

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
    if (!EDITABLE_REVIEW_STATUSES.includes(row.reviewStatus)) {
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
