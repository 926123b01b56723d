import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { reviewAttachments, reviews } from '../../platform/db/schema/index.ts';

export type ReviewAttachmentRow = typeof reviewAttachments.$inferSelect;

export async function insertReviewAttachments(
  tx: DatabaseOrTransaction,
  rows: (typeof reviewAttachments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) {
    await tx.insert(reviewAttachments).values(rows);
  }
}

/** A live (not deleted) file with its offer's supplier and request, held until the transaction ends. */
export async function lockReviewAttachment(tx: DatabaseOrTransaction, attachmentId: number) {
  const [row] = await tx
    .select({
      attachment: reviewAttachments,
      supplierId: reviews.supplierId,
      requestId: reviews.requestId,
      reviewStatus: reviews.status,
    })
    .from(reviewAttachments)
    .innerJoin(reviews, eq(reviews.id, reviewAttachments.reviewId))
    .where(eq(reviewAttachments.id, attachmentId))
    .for('update', { of: reviewAttachments });
  return row ?? null;
}

/** Files of the offer not deleted: what counts against the per-offer limit. */
export async function countLiveReviewAttachments(
  db: DatabaseOrTransaction,
  reviewId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewAttachments)
    .where(and(eq(reviewAttachments.reviewId, reviewId), isNull(reviewAttachments.deletedAt)));
  return row?.count ?? 0;
}

export async function markReviewAttachmentDeleted(
  tx: DatabaseOrTransaction,
  attachmentId: number,
  now: Date,
) {
  await tx.update(reviewAttachments).set({ deletedAt: now }).where(eq(reviewAttachments.id, attachmentId));
}
