import type { CUSTOMER_REQUEST_SORT_FIELDS, CustomerRequestRow } from '@specsource/contracts';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  findRequestListPage,
  requestListColumns,
  requestListFieldsOf,
  requestListSearch,
} from '../../domain/requests/request-list.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { ListPageInput } from '../../platform/db/list-page.ts';
import { parts, requests, reviews, selectedReviews } from '../../platform/db/schema/index.ts';

export type CustomerRequestSortField = (typeof CUSTOMER_REQUEST_SORT_FIELDS)[number];

export interface FindCustomerRequestPageInput extends ListPageInput<CustomerRequestSortField> {
  customerId: number;
}

// A withdrawn offer is no longer on offer, so it is neither counted nor shown to the customer.
const selectedOfferCount = sql<number>`(select count(*) from ${selectedReviews} inner join ${reviews} on ${reviews.id} = ${selectedReviews.reviewId} where ${selectedReviews.requestId} = ${requests.id} and ${reviews.status} <> 'withdrawn')`;
const chosenReviewId = sql<
  number | null
>`(select ${selectedReviews.reviewId} from ${selectedReviews} where ${selectedReviews.requestId} = ${requests.id} and ${selectedReviews.chosenAt} is not null limit 1)`;

const rowColumns = {
  ...requestListColumns,
  selectedOfferCount: selectedOfferCount.mapWith(Number),
  chosenReviewId: chosenReviewId.mapWith((value) => (value === null ? null : Number(value))),
};

type RawRow = Parameters<typeof requestListFieldsOf>[0] & {
  selectedOfferCount: number;
  chosenReviewId: number | null;
};

function toRow(row: RawRow): CustomerRequestRow {
  return {
    ...requestListFieldsOf(row),
    selected_offer_count: row.selectedOfferCount,
    chosen_review_id: row.chosenReviewId,
  };
}

/** docs/design.md 'Customer lists': one page of the customer's own requests. */
export async function findCustomerRequestPage(
  db: DatabaseOrTransaction,
  input: FindCustomerRequestPageInput,
): Promise<{ count: number; rows: CustomerRequestRow[] }> {
  const where = and(eq(requests.customerId, input.customerId), requestListSearch(input.search));
  const { count, rows } = await findRequestListPage(db, rowColumns, where, input);
  return { count, rows: rows.map(toRow) };
}

/** One request as its list row, with its customer (for the owner check). */
export async function findCustomerRequest(db: DatabaseOrTransaction, orderId: string) {
  const [row] = await db
    .select({ ...rowColumns, customerId: requests.customerId })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(eq(requests.orderId, orderId))
    .limit(1);
  return row ? { customerId: row.customerId, row: toRow(row) } : undefined;
}

/** The offers selected for the request that are still on offer, oldest selection first. */
export async function findSelectedOffers(db: DatabaseOrTransaction, requestId: number) {
  return db
    .select({ reviewId: selectedReviews.reviewId, chosenAt: selectedReviews.chosenAt })
    .from(selectedReviews)
    .innerJoin(reviews, eq(reviews.id, selectedReviews.reviewId))
    .where(and(eq(selectedReviews.requestId, requestId), ne(reviews.status, 'withdrawn')))
    .orderBy(asc(selectedReviews.createdAt), asc(selectedReviews.id));
}

/** The offer's selection for the request, with the offer's terms that decide whether it can be picked. */
export async function findSelection(tx: DatabaseOrTransaction, requestId: number, reviewId: number) {
  const [row] = await tx
    .select({
      id: selectedReviews.id,
      chosenAt: selectedReviews.chosenAt,
      status: reviews.status,
      validUntil: reviews.validUntil,
    })
    .from(selectedReviews)
    .innerJoin(reviews, eq(reviews.id, selectedReviews.reviewId))
    .where(and(eq(selectedReviews.requestId, requestId), eq(selectedReviews.reviewId, reviewId)));
  return row;
}

/** The offer the customer picked before, if any. */
export async function findChosenReviewId(
  tx: DatabaseOrTransaction,
  requestId: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ reviewId: selectedReviews.reviewId })
    .from(selectedReviews)
    .where(and(eq(selectedReviews.requestId, requestId), isNotNull(selectedReviews.chosenAt)));
  return row?.reviewId ?? null;
}

/** Moves the request's one pick to `selectionId` (the partial unique index allows only one). */
export async function setChosen(
  tx: DatabaseOrTransaction,
  requestId: number,
  selectionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(selectedReviews)
    .set({ chosenAt: null })
    .where(and(eq(selectedReviews.requestId, requestId), isNotNull(selectedReviews.chosenAt)));
  await tx.update(selectedReviews).set({ chosenAt: now }).where(eq(selectedReviews.id, selectionId));
}
