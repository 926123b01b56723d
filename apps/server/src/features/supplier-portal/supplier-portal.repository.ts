import type { SUPPLIER_REQUEST_SORT_FIELDS } from '@specsource/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import {
  type LeadTimeUnit,
  partSuppliers,
  parts,
  requestAttachments,
  requestDeclines,
  requests,
  reviewAttachments,
  reviews,
  reviewVersions,
  users,
} from '../../platform/db/schema/index.ts';

export type SupplierRequestSortField = (typeof SUPPLIER_REQUEST_SORT_FIELDS)[number];
export type RequestAttachmentRow = typeof requestAttachments.$inferSelect;
export type ReviewAttachmentRow = typeof reviewAttachments.$inferSelect;

/** Suppliers never see a customer's draft, a request waiting for its customer's activation, nor a cancelled one. */
export const HIDDEN_FROM_SUPPLIERS = ['draft', 'pending_activation', 'cancelled'] as const;

/** `search`: part of the order id or of the part's title, any case; empty for all. */
export interface FindSupplierRequestsInput extends ListPageInput<SupplierRequestSortField> {
  supplierId: number;
}

const SORT_COLUMNS: Record<SupplierRequestSortField, SQL> = {
  created_at: sql`${requests.createdAt}`,
  status: sql`${requests.status}`,
  part: sql`lower(${parts.title})`,
  quantity: sql`${requests.quantity}`,
  order_id: sql`${requests.orderId}`,
};

/**
 * One page of the requests for parts the supplier is assigned to *now*: the join with part_suppliers is made
 * on every call, so a supplier removed from a part stops seeing its requests at once.
 */
export async function findSupplierRequests(db: DatabaseOrTransaction, input: FindSupplierRequestsInput) {
  const { supplierId } = input;
  const pattern = `%${escapeLike(input.search)}%`;
  const where = and(
    notInArray(requests.status, [...HIDDEN_FROM_SUPPLIERS]),
    input.search === '' ? undefined : or(ilike(requests.orderId, pattern), ilike(parts.title, pattern)),
  );
  const order = listOrder(input, SORT_COLUMNS, {
    fallback: [desc(requests.createdAt), desc(requests.id)],
    tiebreak: desc(requests.id),
  });
  const myOfferCount = sql<number>`(select count(*) from ${reviews} where ${reviews.requestId} = ${requests.id} and ${reviews.supplierId} = ${supplierId})`;
  const isDeclined = sql<boolean>`exists (select 1 from ${requestDeclines} where ${requestDeclines.requestId} = ${requests.id} and ${requestDeclines.supplierId} = ${supplierId})`;

  const rows = await db
    .select({
      id: requests.id,
      orderId: requests.orderId,
      partId: parts.id,
      partTitle: parts.title,
      quantity: requests.quantity,
      zipCode: requests.zipCode,
      status: requests.status,
      createdAt: requests.createdAt,
      myOfferCount: myOfferCount.mapWith(Number),
      isDeclined: isDeclined.mapWith(Boolean),
    })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(
      partSuppliers,
      and(eq(partSuppliers.partId, requests.partId), eq(partSuppliers.supplierId, supplierId)),
    )
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .innerJoin(
      partSuppliers,
      and(eq(partSuppliers.partId, requests.partId), eq(partSuppliers.supplierId, supplierId)),
    )
    .where(where);
  return { count: total?.count ?? 0, rows };
}

/** The request's files that assigned suppliers may see (deleted ones too, shown as deleted), by request. */
export async function findSupplierVisibleAttachments(
  db: DatabaseOrTransaction,
  requestIds: number[],
): Promise<RequestAttachmentRow[]> {
  if (requestIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(requestAttachments)
    .where(
      and(
        inArray(requestAttachments.requestId, requestIds),
        eq(requestAttachments.visibility, 'assigned_suppliers'),
      ),
    )
    .orderBy(asc(requestAttachments.id));
}

export async function findPartRef(db: DatabaseOrTransaction, partId: number) {
  const [row] = await db.select({ id: parts.id, title: parts.title }).from(parts).where(eq(parts.id, partId));
  return row ?? null;
}

export async function updateRequestStatus(
  tx: DatabaseOrTransaction,
  requestId: number,
  status: typeof requests.$inferSelect.status,
  now: Date,
): Promise<void> {
  await tx.update(requests).set({ status, updatedAt: now }).where(eq(requests.id, requestId));
}

export async function findDecline(db: DatabaseOrTransaction, requestId: number, supplierId: number) {
  const [row] = await db
    .select({ reason: requestDeclines.reason, createdAt: requestDeclines.createdAt })
    .from(requestDeclines)
    .where(and(eq(requestDeclines.requestId, requestId), eq(requestDeclines.supplierId, supplierId)));
  return row ?? null;
}

export async function insertDecline(
  tx: DatabaseOrTransaction,
  values: { requestId: number; supplierId: number; reason: string; createdAt: Date },
) {
  const [row] = await tx.insert(requestDeclines).values(values).returning({
    id: requestDeclines.id,
    reason: requestDeclines.reason,
    createdAt: requestDeclines.createdAt,
  });
  if (!row) {
    throw new Error('insert into request_declines returned no row');
  }
  return row;
}

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

/** Every active admin's address: who hears about a new offer. */
export async function findAdminEmails(db: DatabaseOrTransaction): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
