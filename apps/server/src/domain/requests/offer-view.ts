import { type Attachment, formatMinorUnits, isOfferExpired, type Offer } from '@specsource/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { reviewAttachments, reviews, users } from '../../platform/db/schema/index.ts';
import { reviewAttachmentView } from '../../platform/files/attachments.ts';

// One offer (the spec's 'review') as `OfferSchema` answers it, shared by the supplier portal
// and the role-aware offer reads, so every role sees the same shape; only `supplier` depends on who asks.

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

type OfferTerms = Pick<
  ReviewRow,
  'title' | 'costMinor' | 'currency' | 'costUnit' | 'leadTime' | 'leadTimeUnit' | 'quantity' | 'validUntil'
>;

/** An offer's terms as every view of it answers them (`OfferSchema`'s fields; the cost as a decimal string). */
export function offerTermsOf(review: OfferTerms) {
  return {
    title: review.title,
    cost: formatMinorUnits(review.costMinor),
    currency: review.currency,
    cost_unit: review.costUnit,
    lead_time: review.leadTime,
    unit: review.leadTimeUnit,
    quantity: review.quantity,
    valid_until: review.validUntil,
  };
}

/**
 * The wire shape; `today` (YYYY-MM-DD by the server's clock) decides `is_expired`. Customers get
 * `showSupplier: false`: they deal with SpecSource, not with the supplier (OfferSchema).
 */
export function toOfferResponse(
  record: OfferRecord,
  options: { today: string; showSupplier: boolean },
): Offer {
  const { review } = record;
  return {
    id: review.id,
    request_id: review.requestId,
    ...offerTermsOf(review),
    notes: review.notes,
    version: review.version,
    status: review.status,
    is_expired: isOfferExpired(review.validUntil, options.today),
    supplier: options.showSupplier ? record.supplier : null,
    attachments: record.attachments,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}
