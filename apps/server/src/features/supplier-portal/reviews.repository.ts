import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type LeadTimeUnit, reviews, reviewVersions } from '../../platform/db/schema/index.ts';

// A supplier's offers: the `reviews` row and, for every version written, its copy in `review_versions`.

/** Whether the supplier has an offer on the request that still stands (not withdrawn). */
export async function hasStandingOffer(db: DatabaseOrTransaction, requestId: number, supplierId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.requestId, requestId),
        eq(reviews.supplierId, supplierId),
        inArray(reviews.status, ['submitted', 'selected', 'ordered']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The terms of one offer version, as both `reviews` and `review_versions` store them. */
export interface OfferTerms {
  title: string;
  costMinor: number;
  costUnit: string;
  leadTime: number;
  leadTimeUnit: LeadTimeUnit;
  quantity: number;
  validUntil: string;
  notes: string;
}

export async function insertReview(
  tx: DatabaseOrTransaction,
  values: { requestId: number; supplierId: number; terms: OfferTerms; now: Date },
) {
  const [row] = await tx
    .insert(reviews)
    .values({
      requestId: values.requestId,
      supplierId: values.supplierId,
      ...values.terms,
      version: 1,
      status: 'submitted',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) {
    throw new Error('insert into reviews returned no row');
  }
  await tx
    .insert(reviewVersions)
    .values({ reviewId: row.id, version: 1, ...values.terms, createdAt: values.now });
  return row;
}

/** The offer row, held until the transaction ends so two edits cannot both make the same version. */
export async function lockReview(tx: DatabaseOrTransaction, reviewId: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row ?? null;
}

/** Writes the new terms as the next version, and keeps that version in the history too. */
export async function updateReviewTerms(
  tx: DatabaseOrTransaction,
  values: { reviewId: number; version: number; terms: OfferTerms; now: Date },
) {
  const [row] = await tx
    .update(reviews)
    .set({ ...values.terms, version: values.version, updatedAt: values.now })
    .where(eq(reviews.id, values.reviewId))
    .returning();
  if (!row) {
    throw new Error('update of reviews returned no row');
  }
  await tx
    .insert(reviewVersions)
    .values({ reviewId: row.id, version: values.version, ...values.terms, createdAt: values.now });
  return row;
}
