import { formatMinorUnits, isOfferExpired, type Offer } from '@specsource/contracts';
import type { OfferRecord, ReviewRow } from './offer-records.repository.ts';

// One offer (the spec's 'review') as `OfferSchema` answers it, shared by the supplier portal
// and the role-aware offer reads, so every role sees the same shape; only `supplier` depends on who asks.

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
