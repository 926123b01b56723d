import type { Address } from '@specsource/contracts';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  addresses,
  orders,
  type PaymentProviderName,
  parts,
  payments,
  type RequestStatus,
  type ReviewStatus,
  requests,
  reviews,
  reviewVersions,
  selectedReviews,
} from '../../platform/db/schema/index.ts';

export type OrderTableRow = typeof orders.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The request with its part's title: what the order-now page and the quote show. */
export async function findRequestWithPart(db: DatabaseOrTransaction, requestId: number) {
  const [row] = await db
    .select({ request: requests, partTitle: parts.title })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(eq(requests.id, requestId));
  return row;
}

/** The order of a request, if one was placed (there is at most one). */
export async function findOrderIdOfRequest(
  db: DatabaseOrTransaction,
  requestId: number,
): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.requestId, requestId));
  return row?.id ?? null;
}

/**
 * The offer as selected for the request, or undefined when it is not (or is another request's). With
 * `lock`, the offer row is held until the transaction ends, so a supplier's edit waits for the order.
 */
export async function findSelectedReview(
  db: DatabaseOrTransaction,
  input: { requestId: number; reviewId: number; lock?: boolean },
): Promise<{ selectionId: number; review: ReviewRow } | undefined> {
  const query = db
    .select({ selectionId: selectedReviews.id, review: reviews })
    .from(selectedReviews)
    .innerJoin(reviews, eq(reviews.id, selectedReviews.reviewId))
    .where(
      and(
        eq(selectedReviews.requestId, input.requestId),
        eq(selectedReviews.reviewId, input.reviewId),
        eq(reviews.requestId, input.requestId),
      ),
    );
  const [row] = input.lock ? await query.for('update', { of: reviews }) : await query;
  return row;
}

/** An offer selected for one of this customer's requests, with the request's quantity and the part's title. */
export async function findCustomerSelectedReview(
  db: DatabaseOrTransaction,
  input: { reviewId: number; customerId: number },
) {
  const [row] = await db
    .select({ review: reviews, requestQuantity: requests.quantity, partTitle: parts.title })
    .from(selectedReviews)
    .innerJoin(reviews, eq(reviews.id, selectedReviews.reviewId))
    .innerJoin(requests, eq(requests.id, selectedReviews.requestId))
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(and(eq(selectedReviews.reviewId, input.reviewId), eq(requests.customerId, input.customerId)));
  return row;
}

/** The unit cost of one version of an offer (what an order at that version pays). */
export async function findReviewVersionCost(
  db: DatabaseOrTransaction,
  reviewId: number,
  version: number,
): Promise<number | null> {
  const [row] = await db
    .select({ costMinor: reviewVersions.costMinor })
    .from(reviewVersions)
    .where(and(eq(reviewVersions.reviewId, reviewId), eq(reviewVersions.version, version)));
  return row?.costMinor ?? null;
}

function addressValues(address: Address) {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    email: address.email,
    phoneNo: address.phone_no,
    streetNo: address.street_no,
    buildingSuitNo: address.building_suit_no,
    city: address.city,
    state: address.state,
    zipCode: address.zip_code,
  };
}

export async function insertAddress(
  db: DatabaseOrTransaction,
  input: { userId: number; address: Address; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId: input.userId,
      ...addressValues(input.address),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: addresses.id });
  if (!row) {
    throw new Error('insert into addresses returned no row');
  }
  return row.id;
}

/** An order's address is its own row (made with the order), so it is changed in place. */
export async function updateAddress(
  db: DatabaseOrTransaction,
  input: { id: number; address: Address; now: Date },
): Promise<void> {
  await db
    .update(addresses)
    .set({ ...addressValues(input.address), updatedAt: input.now })
    .where(eq(addresses.id, input.id));
}

export async function findAddress(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;

export async function insertOrder(db: DatabaseOrTransaction, values: NewOrder): Promise<OrderTableRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) {
    throw new Error('insert into orders returned no row');
  }
  return row;
}

export async function updateOrderFields(
  db: DatabaseOrTransaction,
  id: number,
  fields: Pick<OrderTableRow, 'paymentMethod' | 'poNumber' | 'reference' | 'updatedAt'>,
): Promise<void> {
  await db.update(orders).set(fields).where(eq(orders.id, id));
}

export async function findOrder(db: DatabaseOrTransaction, id: number): Promise<OrderTableRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function setRequestStatus(
  db: DatabaseOrTransaction,
  input: { requestId: number; status: RequestStatus; now: Date },
): Promise<void> {
  await db
    .update(requests)
    .set({ status: input.status, updatedAt: input.now })
    .where(eq(requests.id, input.requestId));
}

export async function setReviewStatus(
  db: DatabaseOrTransaction,
  input: { reviewId: number; status: ReviewStatus; now: Date },
): Promise<void> {
  await db
    .update(reviews)
    .set({ status: input.status, updatedAt: input.now })
    .where(eq(reviews.id, input.reviewId));
}

/** The ordered offer becomes the request's one pick (the partial unique index allows only one). */
export async function setChosenSelection(
  db: DatabaseOrTransaction,
  input: { requestId: number; selectionId: number; now: Date },
): Promise<void> {
  await db
    .update(selectedReviews)
    .set({ chosenAt: null })
    .where(
      and(
        eq(selectedReviews.requestId, input.requestId),
        isNotNull(selectedReviews.chosenAt),
        ne(selectedReviews.id, input.selectionId),
      ),
    );
  await db
    .update(selectedReviews)
    .set({ chosenAt: input.now })
    .where(and(eq(selectedReviews.id, input.selectionId), eq(selectedReviews.requestId, input.requestId)));
}

/** The ids of a request's orders; only the customer's own when `customerId` is set. */
export async function findOrderIdsOfRequest(
  db: DatabaseOrTransaction,
  input: { requestId: number; customerId: number | null },
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.requestId, input.requestId),
        input.customerId === null ? undefined : eq(orders.customerId, input.customerId),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

export async function findPayment(
  db: DatabaseOrTransaction,
  orderId: number,
  provider: PaymentProviderName,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return row;
}

/** Stores a started provider payment; of two racing starts the first row stays (unique per order+provider). */
export async function insertPayment(
  db: DatabaseOrTransaction,
  values: Pick<
    typeof payments.$inferInsert,
    'orderId' | 'provider' | 'providerRef' | 'clientSecret' | 'amountMinor' | 'currency'
  > & { now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(payments)
    .values({ ...row, status: 'unpaid', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}
