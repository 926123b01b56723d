import type { OfferStatus, SupplierRequestStatus } from '@specsource/contracts';

/** How a request's state reads to a supplier, and its badge colour. */
export const REQUEST_STATUS_BADGES: Record<SupplierRequestStatus, { label: string; color: string }> = {
  submitted: { label: 'New', color: 'blue' },
  offered: { label: 'Offered', color: 'cyan' },
  offers_selected: { label: 'Offers selected', color: 'teal' },
  ordered: { label: 'Ordered', color: 'green' },
  completed: { label: 'Completed', color: 'gray' },
};

const DECLINED_BADGE = { label: 'Declined', color: 'red' } as const;

/**
 * The one badge a request carries for this supplier: 'Declined' once they said no, whatever the request's own
 * state (it is no longer 'New' to them), else that state.
 */
export function supplierRequestBadge(request: { status: SupplierRequestStatus; declined: unknown }): {
  label: string;
  color: string;
} {
  return request.declined ? DECLINED_BADGE : REQUEST_STATUS_BADGES[request.status];
}

export const OFFER_STATUS_BADGES: Record<OfferStatus, { label: string; color: string }> = {
  submitted: { label: 'Sent', color: 'blue' },
  selected: { label: 'Shown to the customer', color: 'teal' },
  ordered: { label: 'Ordered', color: 'green' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

/** Offers the supplier may still change (the server refuses the others with 409). */
export function isOfferEditable(status: OfferStatus): boolean {
  return status === 'submitted' || status === 'selected';
}
