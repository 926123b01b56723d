import {
  type ComparedOffer,
  CUSTOMER_REQUEST_MESSAGES,
  type CustomerRequestDetail,
  isOfferExpired,
  isoDateOf,
  OFFER_MESSAGES,
} from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import { findOfferRecords, type OfferRecord } from '../../domain/requests/offer-records.repository.ts';
import { offerTermsOf } from '../../domain/requests/offer-view.ts';
import { isPrivateDraft } from '../../domain/requests/request-status-groups.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import {
  findChosenReviewId,
  findCustomerRequest,
  findSelectedOffers,
  findSelection,
  setChosen,
} from './customer-requests.repository.ts';
import { promisedDateOf, subtotalOf } from './offer-comparison.ts';

function toComparedOffer(
  record: OfferRecord,
  input: { requestQuantity: number; today: string; isChosen: boolean },
): ComparedOffer {
  const { review } = record;
  return {
    id: review.id,
    ...offerTermsOf(review),
    notes: review.notes,
    is_expired: isOfferExpired(review.validUntil, input.today),
    attachments: record.attachments,
    subtotal: subtotalOf(input.requestQuantity, review.costMinor),
    promised_date: promisedDateOf(input.today, review.leadTime, review.leadTimeUnit),
    chosen: input.isChosen,
  };
}

/**
 * A request and the offers selected for it, for the side-by-side comparison. Only selected offers are ever
 * read here, and the supplier is never named. Someone else's request answers like an
 * unknown one, so order ids cannot be probed.
 */
export async function getCustomerRequest(
  db: Database,
  input: { orderId: string; user: Pick<SessionUser, 'id' | 'role'>; now: Date },
): Promise<CustomerRequestDetail> {
  const found = await findCustomerRequest(db, input.orderId);
  const isOwner = found?.customerId === input.user.id;
  // An admin reads any request but a draft, which is its customer's alone.
  if (!found || !(isOwner || (input.user.role === 'admin' && !isPrivateDraft(found.row.status)))) {
    throw new AppError('NOT_FOUND', CUSTOMER_REQUEST_MESSAGES.requestNotFound);
  }
  const { selected_offer_count: _count, ...request } = found.row;
  const selections = await findSelectedOffers(db, request.id);
  const records = new Map(
    (
      await findOfferRecords(
        db,
        selections.map((selection) => selection.reviewId),
      )
    ).map((record) => [record.review.id, record]),
  );
  const today = isoDateOf(input.now);
  const offers = selections.flatMap((selection) => {
    const record = records.get(selection.reviewId);
    return record
      ? [
          toComparedOffer(record, {
            requestQuantity: request.quantity,
            today,
            isChosen: selection.chosenAt !== null,
          }),
        ]
      : [];
  });
  return { ...request, offers };
}

function refuseId(message: string): AppError {
  return new AppError('VALIDATION', message, { id: [message] });
}

/**
 * docs/spec/marketplace-spec.md §4 'Request review selection', §7 POST /api/selected-review-id/ — the customer
 * picks one of the offers selected for their request. Picking another moves the pick; picking the same again changes
 * nothing. Expiry is checked at this moment on the server's clock.
 */
export async function chooseReview(
  db: Database,
  input: { requestId: number; reviewId: number; customerId: number },
  context: ChangeContext,
): Promise<{ chosenReviewId: number }> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (!request || request.customerId !== input.customerId) {
      throw new AppError('NOT_FOUND', CUSTOMER_REQUEST_MESSAGES.requestNotFound);
    }
    if (request.status !== 'offers_selected') {
      if (['ordered', 'completed', 'cancelled'].includes(request.status)) {
        throw new AppError('CONFLICT', CUSTOMER_REQUEST_MESSAGES.requestClosed);
      }
      throw refuseId(CUSTOMER_REQUEST_MESSAGES.notSelected);
    }
    const selection = await findSelection(tx, request.id, input.reviewId);
    if (!selection) {
      throw refuseId(CUSTOMER_REQUEST_MESSAGES.notSelected);
    }
    if (selection.status === 'withdrawn') {
      throw refuseId(CUSTOMER_REQUEST_MESSAGES.withdrawn);
    }
    if (isOfferExpired(selection.validUntil, isoDateOf(context.now))) {
      throw refuseId(OFFER_MESSAGES.expired);
    }
    if (selection.chosenAt !== null) {
      return { chosenReviewId: input.reviewId };
    }
    const before = await findChosenReviewId(tx, request.id);
    await setChosen(tx, request.id, selection.id, context.now);
    await recordChange(tx, context, {
      action: 'update',
      entity: 'request_choice',
      entityId: request.id,
      before: { chosen_review_id: before },
      after: { chosen_review_id: input.reviewId },
    });
    return { chosenReviewId: input.reviewId };
  });
}
