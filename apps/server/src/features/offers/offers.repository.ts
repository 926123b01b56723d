import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { reviews, selectedReviews } from '../../platform/db/schema/index.ts';

/** Offer ids of a request, ascending; only one supplier's when `supplierId` is given. */
export async function findReviewIds(
  db: DatabaseOrTransaction,
  requestId: number,
  supplierId?: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.requestId, requestId),
        supplierId === undefined ? undefined : eq(reviews.supplierId, supplierId),
      ),
    )
    .orderBy(asc(reviews.id));
  return rows.map((row) => row.id);
}

/** The offers an admin selected for the request's customer: the only ones the customer ever sees. */
export async function findSelectedReviewIds(db: DatabaseOrTransaction, requestId: number): Promise<number[]> {
  const rows = await db
    .select({ id: selectedReviews.reviewId })
    .from(selectedReviews)
    .where(eq(selectedReviews.requestId, requestId))
    .orderBy(asc(selectedReviews.reviewId));
  return rows.map((row) => row.id);
}

export async function findReviewRef(db: DatabaseOrTransaction, reviewId: number) {
  const [row] = await db
    .select({ id: reviews.id, requestId: reviews.requestId, supplierId: reviews.supplierId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}
