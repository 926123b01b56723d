import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';
import { OFFER_TERMS, OfferSchema } from './offers.ts';

// An admin chooses which offers (the spec's 'reviews') a customer sees (docs/spec/marketplace-spec.md §2
// 'Admin: selected request review', §5 'Selected request review', §7 GET /api/request/,
// GET /api/request_reviews/{order_id}, POST /api/request_reviews_create/).

/** A request's states, as the server's state table names them (apps/server/src/domain/requests/request-states.ts). */
export const REQUEST_STATUS_VALUES = [
  'draft',
  'pending_activation',
  'submitted',
  'offered',
  'offers_selected',
  'ordered',
  'completed',
  'cancelled',
] as const;
export type RequestStatusValue = (typeof REQUEST_STATUS_VALUES)[number];

/** Where the customer may still change a request: its draft, and while suppliers may still answer. */
export const EDITABLE_REQUEST_STATUS_VALUES = [
  'draft',
  'submitted',
  'offered',
  'offers_selected',
] as const satisfies readonly RequestStatusValue[];

/** Where the customer may withdraw a request: while no order exists (the server's state table says the same). */
export const WITHDRAWABLE_REQUEST_STATUS_VALUES = [
  'draft',
  'pending_activation',
  'submitted',
  'offered',
  'offers_selected',
] as const satisfies readonly RequestStatusValue[];

/** More offers than one request will ever get; bounds the work one selection can ask for. */
export const REVIEW_SELECTION_MAX = 100;

export const REVIEW_SELECTION_MESSAGES = {
  // docs/spec/marketplace-spec.md §5 — none chosen.
  fillTheForm: 'Fill the form',
  // The success toast; 'offer' is the word every page uses for the spec's 'review'.
  selected: 'Offers selected successfully',
  requestIdInvalid: 'Choose a request',
  reviewIdInvalid: 'Each offer must be a positive whole number id',
  reviewsDuplicate: 'Choose each offer once',
  tooManyReviews: `Choose at most ${REVIEW_SELECTION_MAX} offers`,
  requestNotFound: 'Request not found. Check the order id or choose it from the list.',
  notOfRequest: 'Choose offers of this request only. Reload the offers and choose again.',
  notSelectable: 'was withdrawn or already ordered, so it cannot be shown to the customer',
  requestClosed:
    'The offers of this request can no longer be changed: it has no offers yet, or it is ordered, completed or cancelled.',
} as const;

export const RequestPartSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** The request list's sort columns (`?field=`). */
export const REQUEST_SORT_FIELDS = ['created_at', 'status', 'order_id', 'part'] as const;

/** What every list of requests shows of one; each list adds its own counts. */
export const RequestSummarySchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  part: RequestPartSchema,
  status: z.enum(REQUEST_STATUS_VALUES),
  quantity: z.number().int(),
  created_at: z.string(),
});

export const RequestListRowSchema = RequestSummarySchema.extend({
  /** Admins: every offer received. Customers: only the offers selected for them (they never learn of others). */
  offer_count: z.number().int(),
  selected_count: z.number().int(),
});
export type RequestListRow = z.infer<typeof RequestListRowSchema>;

/** The queue's sort columns; unset, the longest-waiting request comes first. */
export const AWAITING_SELECTION_SORT_FIELDS = ['waiting_since', 'created_at', 'order_id', 'part'] as const;

/**
 * A request in the admin's queue: open, with offers not shown to the customer that came in or changed since an
 * admin last saved its selection (an offer the admin saw and left out does not bring it back).
 */
export const AwaitingSelectionRowSchema = RequestListRowSchema.extend({
  /** Those offers: the ones to look at. */
  waiting_offer_count: z.number().int(),
  /** When the oldest of them came in or last changed. */
  waiting_since: z.string(),
});
export type AwaitingSelectionRow = z.infer<typeof AwaitingSelectionRowSchema>;

export const OrderIdParamsSchema = z.object({ order_id: z.string().trim().min(1).max(64) });

/**
 * An offer as the admin chooses among them: every offer of the request, with its supplier. One past `valid_until`
 * by the server's clock (`is_expired`) cannot be selected.
 */
export const RequestReviewSchema = OfferSchema.pick({ ...OFFER_TERMS, status: true }).extend({
  /** Shown to the customer now. */
  selected: z.boolean(),
  // Admins always see who made the offer.
  supplier: OfferSchema.shape.supplier.unwrap(),
  version: OfferSchema.shape.version,
});
export type RequestReview = z.infer<typeof RequestReviewSchema>;

export const ReviewSelectionBodySchema = z.object({
  request_id: positiveIdOf(REVIEW_SELECTION_MESSAGES.requestIdInvalid),
  reviews: z
    .array(positiveIdOf(REVIEW_SELECTION_MESSAGES.reviewIdInvalid), {
      error: REVIEW_SELECTION_MESSAGES.fillTheForm,
    })
    .min(1, { error: REVIEW_SELECTION_MESSAGES.fillTheForm })
    .max(REVIEW_SELECTION_MAX, { error: REVIEW_SELECTION_MESSAGES.tooManyReviews })
    .refine((ids) => new Set(ids).size === ids.length, { error: REVIEW_SELECTION_MESSAGES.reviewsDuplicate }),
});
export type ReviewSelectionBody = z.input<typeof ReviewSelectionBodySchema>;

export const ReviewSelectionResponseSchema = z.object({
  detail: z.string(),
  /** Every offer now shown to the customer, ascending. */
  selected: z.array(z.number().int()),
});

const tags = ['review-selection'] as const;

export const listRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request/',
  summary: 'Requests, paged; search by order id or part title (admins: all, customers: their own)',
  tags,
  query: listQueryOf(REQUEST_SORT_FIELDS),
  response: pageOf(RequestListRowSchema),
});

export const listAwaitingSelectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request/awaiting-selection/',
  summary:
    "Requests with offers awaiting the admin's selection, longest waiting first; paged, searchable (admin)",
  tags,
  query: listQueryOf(AWAITING_SELECTION_SORT_FIELDS),
  response: pageOf(AwaitingSelectionRowSchema),
});

export const getRequestReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request_reviews/:order_id',
  summary: 'Every offer on a request, with whether it is shown to the customer (admin)',
  tags,
  params: OrderIdParamsSchema,
  response: z.array(RequestReviewSchema),
});

export const createRequestReviewsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/request_reviews_create/',
  summary: "Set the offers shown to the request's customer, and tell them by e-mail (admin)",
  tags,
  body: ReviewSelectionBodySchema,
  response: ReviewSelectionResponseSchema,
});

/** YYYY-MM-DD of `now` in UTC: the day the server's clock says it is. */
export function isoDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** An offer is valid through its `valid_until` day; from the next day on it has expired. */
export function isOfferExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}
