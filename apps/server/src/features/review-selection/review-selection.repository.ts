import type { REQUEST_SORT_FIELDS, RequestListRow } from '@specsource/contracts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  findRequestListPage,
  requestListColumns,
  requestListFieldsOf,
  requestListSearch,
} from '../../domain/requests/request-list.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { ListPageInput } from '../../platform/db/list-page.ts';
import { parts, requests, reviews, selectedReviews, users } from '../../platform/db/schema/index.ts';

export type RequestSortField = (typeof REQUEST_SORT_FIELDS)[number];

export interface FindRequestPageInput extends ListPageInput<RequestSortField> {
  /** Only this customer's requests; null for every request (admins). */
  customerId: number | null;
}

/** Every offer a request received, and those shown to its customer. */
export const offerCount = sql<number>`(select count(*) from ${reviews} where ${reviews.requestId} = ${requests.id})`;
export const selectedCount = sql<number>`(select count(*) from ${selectedReviews} where ${selectedReviews.requestId} = ${requests.id})`;

/** docs/spec/marketplace-spec.md §7 GET /api/request/ — one page of requests with their offer counts. */
export async function findRequestPage(
  db: DatabaseOrTransaction,
  input: FindRequestPageInput,
): Promise<{ count: number; rows: RequestListRow[] }> {
  // Customers list their drafts too; everyone else never learns of them.
  const conditions: SQL[] = [
    requestListSearch(input.search),
    input.customerId === null ? ne(requests.status, 'draft') : eq(requests.customerId, input.customerId),
  ];
  const where = and(...conditions);
  const columns = {
    ...requestListColumns,
    offerCount: offerCount.mapWith(Number),
    selectedCount: selectedCount.mapWith(Number),
  };
  const { count, rows } = await findRequestListPage(db, columns, where, input);
  return {
    count,
    rows: rows.map((row) => ({
      ...requestListFieldsOf(row),
      // Customers only ever learn of the offers selected for them, not how many others came in.
      offer_count: input.customerId === null ? row.offerCount : row.selectedCount,
      selected_count: row.selectedCount,
    })),
  };
}

/** Every offer on a request with its supplier and whether it is selected, oldest first. */
export async function findRequestOffers(db: DatabaseOrTransaction, requestId: number) {
  return db
    .select({
      id: reviews.id,
      title: reviews.title,
      costMinor: reviews.costMinor,
      currency: reviews.currency,
      costUnit: reviews.costUnit,
      leadTime: reviews.leadTime,
      leadTimeUnit: reviews.leadTimeUnit,
      quantity: reviews.quantity,
      validUntil: reviews.validUntil,
      status: reviews.status,
      version: reviews.version,
      supplierId: users.id,
      supplierUsername: users.username,
      selectedId: selectedReviews.id,
      chosenAt: selectedReviews.chosenAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.supplierId))
    .leftJoin(
      selectedReviews,
      and(eq(selectedReviews.reviewId, reviews.id), eq(selectedReviews.requestId, reviews.requestId)),
    )
    .where(eq(reviews.requestId, requestId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}
export type RequestOfferRow = Awaited<ReturnType<typeof findRequestOffers>>[number];

/** The request's offers, locked: their states are about to move. */
export async function lockRequestOffers(tx: DatabaseOrTransaction, requestId: number): Promise<void> {
  await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.requestId, requestId)).for('update');
}

export async function insertSelections(
  tx: DatabaseOrTransaction,
  input: { requestId: number; reviewIds: number[]; selectedById: number | null; now: Date },
): Promise<void> {
  if (input.reviewIds.length > 0) {
    await tx
      .insert(selectedReviews)
      .values(
        input.reviewIds.map((reviewId) => ({
          requestId: input.requestId,
          reviewId,
          selectedById: input.selectedById,
          createdAt: input.now,
        })),
      )
      .onConflictDoNothing();
  }
}

export async function deleteSelections(
  tx: DatabaseOrTransaction,
  requestId: number,
  reviewIds: number[],
): Promise<void> {
  if (reviewIds.length > 0) {
    await tx
      .delete(selectedReviews)
      .where(and(eq(selectedReviews.requestId, requestId), inArray(selectedReviews.reviewId, reviewIds)));
  }
}

export async function setReviewStatus(
  tx: DatabaseOrTransaction,
  reviewId: number,
  status: (typeof reviews.$inferSelect)['status'],
): Promise<void> {
  await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
}

export async function setRequestStatus(
  tx: DatabaseOrTransaction,
  requestId: number,
  status: (typeof requests.$inferSelect)['status'],
): Promise<void> {
  await tx.update(requests).set({ status }).where(eq(requests.id, requestId));
}

/** The customer's e-mail and first name, for the offers-ready mail. */
export async function findCustomer(db: DatabaseOrTransaction, customerId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, customerId));
  return row;
}

export async function findPartTitle(db: DatabaseOrTransaction, partId: number): Promise<string | null> {
  const [row] = await db.select({ title: parts.title }).from(parts).where(eq(parts.id, partId));
  return row?.title ?? null;
}
