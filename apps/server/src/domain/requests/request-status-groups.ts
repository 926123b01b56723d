import { EDITABLE_REQUEST_STATUS_VALUES } from '@specsource/contracts';
import type { RequestStatus, ReviewStatus } from '../../platform/db/schema/index.ts';

// The statuses that decide what a supplier or a customer may still do with a request or an offer
// (request-states.ts has the moves between them).

/** Offers their supplier may still change (terms, files): not yet ordered or withdrawn. */
export const EDITABLE_REVIEW_STATUSES: readonly ReviewStatus[] = ['submitted', 'selected'];

/** Requests a supplier may still answer. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['submitted', 'offered', 'offers_selected'];

/** Requests their customer may still change: a draft, and an open request (the web offers Edit on these). */
export const EDITABLE_REQUEST_STATUSES: readonly RequestStatus[] = EDITABLE_REQUEST_STATUS_VALUES;

/** A draft is its customer's alone: no supplier or admin reads, lists, answers or moves it. */
export function isPrivateDraft(status: RequestStatus): boolean {
  return status === 'draft';
}
