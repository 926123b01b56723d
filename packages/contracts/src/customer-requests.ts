import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';
import { OFFER_TERMS, OfferSchema } from './offers.ts';
import { OrderIdParamsSchema, RequestSummarySchema } from './review-selection.ts';

// A customer's requests and the side-by-side comparison of the offers an admin selected for
// them (docs/spec/marketplace-spec.md §2 'Other routes' /user/requests/, §4 'Request review selection', §7
// POST /api/selected-review-id/; docs/design.md 'Customer lists').

export const CUSTOMER_REQUEST_MESSAGES = {
  noOffers: 'No offers yet. We will e-mail you when offers are ready.',
  requestNotFound: 'No request with this order id is yours. Check the link or choose it from your requests.',
  idInvalid: 'Choose an offer',
  requestIdInvalid: 'Choose a request',
  notSelected: 'Choose one of the offers shown for this request. Reload the page and choose again.',
  withdrawn: 'This offer was withdrawn by its supplier. Choose another one.',
  requestClosed: 'This request is already ordered or cancelled, so its offer can no longer be changed.',
  chosen: 'Offer chosen. Order it when you are ready.',
} as const;

export const CUSTOMER_REQUEST_SORT_FIELDS = ['created_at', 'status', 'order_id', 'part'] as const;

export const CustomerRequestRowSchema = RequestSummarySchema.extend({
  /** Offers an admin selected for this customer to compare. */
  selected_offer_count: z.number().int(),
  /** The offer the customer picked, if any. */
  chosen_review_id: z.number().int().nullable(),
});
export type CustomerRequestRow = z.infer<typeof CustomerRequestRowSchema>;

/** A selected offer as the customer compares it; the supplier is not named (they deal with SpecSource). */
export const ComparedOfferSchema = OfferSchema.pick({
  ...OFFER_TERMS,
  /** The supplier's own terms ('Price FOB Chicago'): part of what the customer compares and orders. */
  notes: true,
  attachments: true,
}).extend({
  /** The request's quantity × cost, computed by the server. */
  subtotal: z.string(),
  /** Today + the lead time (YYYY-MM-DD), by the server's clock. */
  promised_date: z.string(),
  chosen: z.boolean(),
});
export type ComparedOffer = z.infer<typeof ComparedOfferSchema>;

export const CustomerRequestDetailSchema = CustomerRequestRowSchema.omit({
  selected_offer_count: true,
}).extend({
  offers: z.array(ComparedOfferSchema),
});
export type CustomerRequestDetail = z.infer<typeof CustomerRequestDetailSchema>;

export const ChooseReviewBodySchema = z.object({
  id: positiveIdOf(CUSTOMER_REQUEST_MESSAGES.idInvalid),
  request_id: positiveIdOf(CUSTOMER_REQUEST_MESSAGES.requestIdInvalid),
});
export type ChooseReviewBody = z.input<typeof ChooseReviewBodySchema>;

const tags = ['customer-requests'] as const;

export const listCustomerRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/requests/',
  summary: "The signed-in customer's requests, paged",
  tags,
  query: listQueryOf(CUSTOMER_REQUEST_SORT_FIELDS),
  response: pageOf(CustomerRequestRowSchema),
});

export const getCustomerRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/requests/:order_id/',
  summary: 'One of your requests with the offers selected for you, for comparison (owner or admin)',
  tags,
  params: OrderIdParamsSchema,
  response: CustomerRequestDetailSchema,
});

export const chooseReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selected-review-id/',
  summary: 'Pick one of the offers selected for your request (owner)',
  tags,
  body: ChooseReviewBodySchema,
  response: z.object({ detail: z.string(), chosen_review_id: z.number().int() }),
});
