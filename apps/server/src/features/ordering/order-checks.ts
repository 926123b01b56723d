import { isOfferExpired, ORDER_MESSAGES } from '@specsource/contracts';
import type { RequestStatus } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ReviewRow } from './ordering.repository.ts';

// Whether an offer can be ordered, checked the same way by the availability probe
// (GET /api/checkout-quote/) and by the order create inside its transaction. Every refusal is a 409 whose
// detail says what to do, with the field it concerns for the form.

function conflict(field: 'request' | 'review' | 'review_version', message: string): AppError {
  return new AppError('CONFLICT', message, { [field]: [message] });
}

/** The request is unknown or someone else's: the same answer for both, so request ids cannot be probed. */
export function requestNotOrderable(): AppError {
  return new AppError('NOT_FOUND', ORDER_MESSAGES.notOrderable);
}

const CLOSED_REQUEST_STATUSES: readonly RequestStatus[] = ['ordered', 'completed', 'cancelled'];

export interface OrderableState<Selection extends { review: ReviewRow }> {
  requestStatus: RequestStatus;
  /** The request's order, if one was placed: one order per request (docs/spec/marketplace-spec.md §8). */
  existingOrderId: number | null;
  /** The offer's selection for this request; undefined when it is not selected for it. */
  selection: Selection | undefined;
  /** YYYY-MM-DD by the server's clock. */
  today: string;
}

/** The selection of the offer to order, or the 409 that says why it cannot be ordered now. */
export function checkOrderable<Selection extends { review: ReviewRow }>(
  state: OrderableState<Selection>,
): Selection {
  if (state.existingOrderId !== null) {
    throw conflict('request', ORDER_MESSAGES.orderExists);
  }
  if (CLOSED_REQUEST_STATUSES.includes(state.requestStatus)) {
    throw conflict('request', ORDER_MESSAGES.requestClosed);
  }
  const { selection } = state;
  if (!selection || state.requestStatus !== 'offers_selected') {
    throw conflict('review', ORDER_MESSAGES.notOrderable);
  }
  const { review } = selection;
  if (review.status === 'withdrawn') {
    throw conflict('review', ORDER_MESSAGES.offerWithdrawn);
  }
  if (review.status !== 'selected') {
    throw conflict('review', ORDER_MESSAGES.notOrderable);
  }
  // Expiry is decided at this moment on the server's clock.
  if (isOfferExpired(review.validUntil, state.today)) {
    throw conflict('review', ORDER_MESSAGES.offerExpired);
  }
  return selection;
}

/** The customer ordered the version they were shown; a newer one means new terms to look at first. */
export function checkReviewVersion(review: ReviewRow, shownVersion: number): void {
  if (review.version !== shownVersion) {
    throw conflict('review_version', ORDER_MESSAGES.offerChanged);
  }
}

/** The order is too large for exact arithmetic in JavaScript (over 2^53 minor units): refused, not rounded. */
export function orderTooLarge(): AppError {
  return new AppError('VALIDATION', ORDER_MESSAGES.orderTooLarge, {
    quantity: [ORDER_MESSAGES.orderTooLarge],
  });
}
