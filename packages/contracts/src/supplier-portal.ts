import { z } from 'zod';
import { AttachmentSchema } from './attachments.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';
import { minutesText } from './messages.ts';
import { OfferBodySchema, OfferSchema } from './offers.ts';
import { PartStructureSchema } from './parts.ts';

// The supplier portal (docs/design.md 'Wire shapes' → 'Supplier portal API'; docs/spec/marketplace-spec.md
// §2 'Generic paged data table', 'Other routes', §6 Supplier, §7 get-review-ids / get_review). Suppliers see
// the requests for parts they are assigned to now, never the customer's contact details.

/** The request states a supplier can see: not waiting for the customer's activation, not cancelled. */
export const SUPPLIER_REQUEST_STATUSES = [
  'submitted',
  'offered',
  'offers_selected',
  'ordered',
  'completed',
] as const;
export type SupplierRequestStatus = (typeof SUPPLIER_REQUEST_STATUSES)[number];

export const SUPPLIER_REQUEST_SORT_FIELDS = ['created_at', 'status', 'part', 'quantity', 'order_id'] as const;

export const DECLINE_REASON_MAX_LENGTH = 1000;

export const SUPPLIER_PORTAL_MESSAGES = {
  requestNotFound: 'Request not found. It may have been withdrawn, or it is no longer assigned to you.',
  requestClosed: 'This request no longer takes offers: it has been ordered, completed or cancelled.',
  declinedNoOffer: 'You declined this request, so you cannot make an offer on it.',
  alreadyDeclined: 'You have already declined this request',
  offeredNoDecline: 'You have already made an offer on this request, so it cannot be declined.',
  declineReasonRequired: 'Say why you decline this request',
  declineReasonTooLong: `The reason can be at most ${DECLINE_REASON_MAX_LENGTH} characters`,
  requestIdInvalid: 'The request id must be a positive whole number',
  reviewIdInvalid: 'The offer id must be a positive whole number',
  attachmentIdInvalid: 'The attachment id must be a positive whole number',
  offerCreated: 'Offer sent',
  offerUpdated: 'Offer saved as a new version',
  declined: 'Request declined',
  versionNote: 'Each change is saved as a new version',
  /** Per-account ceiling (OWASP ASVS 5.0 §2.4.1): every offer and edit mails the admins and may carry files. */
  hourlyLimitReached: (limit: number, minutes: number) =>
    `This account has sent ${limit.toLocaleString('en-US')} offers and offer changes in the past hour, the most one account may. Send this one in ${minutesText(minutes)}.`,
} as const;

export const SupplierRequestParamsSchema = z.object({
  request_id: positiveIdOf(SUPPLIER_PORTAL_MESSAGES.requestIdInvalid),
});
export const ReviewParamsSchema = z.object({
  review_id: positiveIdOf(SUPPLIER_PORTAL_MESSAGES.reviewIdInvalid),
});
export const AttachmentParamsSchema = z.object({
  id: positiveIdOf(SUPPLIER_PORTAL_MESSAGES.attachmentIdInvalid),
});

const PartRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** A row of the supplier's request list: no customer name, e-mail, phone or company. */
export const SupplierRequestRowSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  part: PartRefSchema,
  quantity: z.number().int(),
  zip_code: z.string().nullable(),
  status: z.enum(SUPPLIER_REQUEST_STATUSES),
  created_at: z.string(),
  /** This supplier's offers on the request, withdrawn ones included. */
  my_offer_count: z.number().int(),
  declined: z.boolean(),
  /** The request's files shared with assigned suppliers. */
  attachments: z.array(AttachmentSchema),
});
export type SupplierRequestRow = z.infer<typeof SupplierRequestRowSchema>;

export const DeclineSchema = z.object({ reason: z.string(), created_at: z.string() });

export const SupplierRequestDetailSchema = SupplierRequestRowSchema.omit({
  my_offer_count: true,
  declined: true,
}).extend({
  /** The filled specification (docs/design.md 'Wire shapes': answer). */
  answer: PartStructureSchema,
  comment: z.string(),
  my_offers: z.array(OfferSchema),
  declined: DeclineSchema.nullable(),
  /** The request is open and not declined by this supplier: a new offer would be accepted now. */
  can_offer: z.boolean(),
});
export type SupplierRequestDetail = z.infer<typeof SupplierRequestDetailSchema>;

export const DeclineBodySchema = z.object({
  reason: z
    .string({ error: SUPPLIER_PORTAL_MESSAGES.declineReasonRequired })
    .trim()
    .min(1, { error: SUPPLIER_PORTAL_MESSAGES.declineReasonRequired })
    .max(DECLINE_REASON_MAX_LENGTH, { error: SUPPLIER_PORTAL_MESSAGES.declineReasonTooLong }),
});
export type DeclineBody = z.input<typeof DeclineBodySchema>;

export const ReviewIdsSchema = z.object({ ids: z.array(z.number().int()) });

const tags = ['supplier-portal'] as const;

export const listSupplierRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/supplier/api/supplier-requests',
  summary: 'Requests for the parts you are assigned to, paged; search by order id or part title (supplier)',
  tags,
  query: listQueryOf(SUPPLIER_REQUEST_SORT_FIELDS),
  response: pageOf(SupplierRequestRowSchema),
});

export const getSupplierRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/supplier/api/requests/:request_id',
  summary: 'One request for a part you are assigned to, with your offers (supplier)',
  tags,
  params: SupplierRequestParamsSchema,
  response: SupplierRequestDetailSchema,
});

export const createSupplierOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/supplier/api/requests/:request_id/reviews/',
  summary: 'Make an offer on an open request; JSON, or multipart with `attachments` (supplier)',
  tags,
  params: SupplierRequestParamsSchema,
  body: OfferBodySchema,
  response: OfferSchema,
  successStatus: 201,
});

export const updateSupplierOfferEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/supplier/api/reviews/:review_id/',
  summary: 'Change your offer: saved as a new version; multipart may add `attachments` (supplier)',
  tags,
  params: ReviewParamsSchema,
  body: OfferBodySchema,
  response: OfferSchema,
});

export const deleteSupplierReviewAttachmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/supplier/api/review-attachments/:id/',
  summary: 'Delete a file of your own offer (supplier)',
  tags,
  params: AttachmentParamsSchema,
  response: z.object({ detail: z.string(), request_id: z.number().int() }),
});

export const declineSupplierRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/supplier/api/requests/:request_id/decline/',
  summary: 'Decline a request with a reason; once per request (supplier)',
  tags,
  params: SupplierRequestParamsSchema,
  body: DeclineBodySchema,
  response: DeclineSchema,
  successStatus: 201,
});

export const getReviewIdsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/get-review-ids/:request_id',
  summary:
    'Offer ids of a request: every one (admin), your own (assigned supplier), those selected for you (its customer)',
  tags: ['offers'],
  params: SupplierRequestParamsSchema,
  response: ReviewIdsSchema,
});

export const getReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/get_review/:review_id',
  summary: 'One offer, to whoever may see it; customers only once selected for them, without the supplier',
  tags: ['offers'],
  params: ReviewParamsSchema,
  response: OfferSchema,
});
