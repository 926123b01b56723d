import type { AWAITING_SELECTION_SORT_FIELDS, AwaitingSelectionRow } from '@specsource/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  REQUEST_LIST_SORT_COLUMNS,
  requestListColumns,
  requestListFieldsOf,
  requestListSearch,
} from '../../domain/requests/request-list.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import { offerSelectionReviews, parts, requests, reviews } from '../../platform/db/schema/index.ts';
import { offerCount, selectedCount } from './review-selection.repository.ts';

export type AwaitingSelectionSortField = (typeof AWAITING_SELECTION_SORT_FIELDS)[number];

export interface FindAwaitingSelectionInput extends ListPageInput<AwaitingSelectionSortField> {
  /** YYYY-MM-DD by the server's clock: an offer valid until before it has expired and waits for nothing. */
  today: string;
}

// Requests whose offers an admin may still choose among (the request state table's open states past 'submitted').
const SELECTABLE_REQUEST_STATUSES = ['offered', 'offers_selected'] as const;

/**
 * An offer of the outer request that waits for the admin: not shown yet, not withdrawn or ordered, not expired, and
 * new or changed since the admin last saved this request's selection.
 */
function waitingOfferOf(today: string): SQL {
  return sql`${reviews.requestId} = ${requests.id}
    and ${reviews.status} = 'submitted'
    and (${reviews.validUntil} is null or ${reviews.validUntil} >= ${today})
    and ${reviews.updatedAt} > coalesce(${offerSelectionReviews.reviewedAt}, '-infinity'::timestamptz)`;
}

/** The admin's queue: open requests with offers awaiting selection, longest waiting first unless sorted. */
export async function findAwaitingSelectionPage(
  db: DatabaseOrTransaction,
  input: FindAwaitingSelectionInput,
): Promise<{ count: number; rows: AwaitingSelectionRow[] }> {
  const waiting = waitingOfferOf(input.today);
  const waitingCount = sql<number>`(select count(*) from ${reviews} where ${waiting})`;
  const waitingSince = sql<Date>`(select min(${reviews.updatedAt}) from ${reviews} where ${waiting})`;
  const where = and(
    inArray(requests.status, [...SELECTABLE_REQUEST_STATUSES]),
    sql`exists (select 1 from ${reviews} where ${waiting})`,
    requestListSearch(input.search),
  );
  const rows = await db
    .select({
      ...requestListColumns,
      waitingCount: waitingCount.mapWith(Number),
      waitingSince: waitingSince.mapWith((value: string | Date) => new Date(value)),
      offerCount: offerCount.mapWith(Number),
      selectedCount: selectedCount.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .leftJoin(offerSelectionReviews, eq(offerSelectionReviews.requestId, requests.id))
    .where(where)
    .orderBy(
      ...listOrder(
        input,
        { ...REQUEST_LIST_SORT_COLUMNS, waiting_since: waitingSince },
        { fallback: [asc(waitingSince), asc(requests.id)], tiebreak: asc(requests.id) },
      ),
    )
    .limit(input.limit)
    .offset(input.offset);
  const count = rows[0]?.total ?? (input.offset > 0 ? await countAwaiting(db, where) : 0);
  return {
    count,
    rows: rows.map((row) => ({
      ...requestListFieldsOf(row),
      offer_count: row.offerCount,
      selected_count: row.selectedCount,
      waiting_offer_count: row.waitingCount,
      waiting_since: row.waitingSince.toISOString(),
    })),
  };
}

// Only needed past the last page: the window count then has no row to ride on.
async function countAwaiting(db: DatabaseOrTransaction, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .leftJoin(offerSelectionReviews, eq(offerSelectionReviews.requestId, requests.id))
    .where(where);
  return row?.count ?? 0;
}

/**
 * Stamps the request as reviewed at `now` (the app's clock, which offers' `updated_at` is written with): its offers
 * that wait drop out of the queue until one comes in or changes after it.
 */
export async function markOffersReviewed(
  tx: DatabaseOrTransaction,
  input: { requestId: number; reviewedById: number | null; now: Date },
): Promise<void> {
  await tx
    .insert(offerSelectionReviews)
    .values({ requestId: input.requestId, reviewedAt: input.now, reviewedById: input.reviewedById })
    .onConflictDoUpdate({
      target: offerSelectionReviews.requestId,
      set: { reviewedAt: input.now, reviewedById: input.reviewedById },
    });
}
