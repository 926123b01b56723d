import type { Attachment } from '@specsource/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { reviewAttachments, reviews, users } from '../../platform/db/schema/index.ts';
import { reviewAttachmentView } from '../../platform/files/attachment-view.ts';

// The offers a read shows, with their supplier and files; offer-view.ts turns each into the API's shape.

export type ReviewRow = typeof reviews.$inferSelect;

export interface OfferRecord {
  review: ReviewRow;
  supplier: { id: number; username: string };
  attachments: Attachment[];
}

/** The offers with these ids, their supplier and their files (deleted ones too), in id order. */
export async function findOfferRecords(db: DatabaseOrTransaction, ids: number[]): Promise<OfferRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({ review: reviews, supplierId: users.id, username: users.username })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.supplierId))
    .where(inArray(reviews.id, ids))
    .orderBy(asc(reviews.id));
  const files = await db
    .select()
    .from(reviewAttachments)
    .where(inArray(reviewAttachments.reviewId, ids))
    .orderBy(asc(reviewAttachments.id));
  return rows.map((row) => ({
    review: row.review,
    supplier: { id: row.supplierId, username: row.username },
    attachments: files.filter((file) => file.reviewId === row.review.id).map(reviewAttachmentView),
  }));
}

/** One supplier's offers on one request, oldest first. */
export async function findSupplierOfferRecords(
  db: DatabaseOrTransaction,
  requestId: number,
  supplierId: number,
): Promise<OfferRecord[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.requestId, requestId), eq(reviews.supplierId, supplierId)));
  return findOfferRecords(
    db,
    rows.map((row) => row.id),
  );
}
