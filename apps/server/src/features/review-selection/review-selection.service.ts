import {
  isOfferExpired,
  isoDateOf,
  OFFER_MESSAGES,
  REVIEW_SELECTION_MESSAGES,
  type RequestReview,
} from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import { offerTermsOf } from '../../domain/requests/offer-view.ts';
import { findRequestByOrderId } from '../../domain/requests/request-access.ts';
import { canMoveRequest, canMoveReview } from '../../domain/requests/request-states.ts';
import { isPrivateDraft } from '../../domain/requests/request-status-groups.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { markOffersReviewed } from './awaiting-selection.repository.ts';
import {
  deleteSelections,
  findCustomer,
  findPartTitle,
  findRequestOffers,
  insertSelections,
  lockRequestOffers,
  type RequestOfferRow,
  setRequestStatus,
  setReviewStatus,
} from './review-selection.repository.ts';
import { offersReadyMail, requestDetailsLink } from './selection-mail.ts';

function toRequestReview(row: RequestOfferRow, today: string): RequestReview {
  return {
    id: row.id,
    ...offerTermsOf(row),
    status: row.status,
    is_expired: isOfferExpired(row.validUntil, today),
    selected: row.selectedId !== null,
    supplier: { id: row.supplierId, username: row.supplierUsername },
    version: row.version,
  };
}

/** docs/spec/marketplace-spec.md §7 GET /api/request_reviews/{order_id} — every offer, for the admin to choose from. */
export async function getRequestReviews(db: Database, orderId: string, now: Date): Promise<RequestReview[]> {
  const request = await findRequestByOrderId(db, orderId);
  if (!request || isPrivateDraft(request.status)) {
    throw new AppError('NOT_FOUND', REVIEW_SELECTION_MESSAGES.requestNotFound);
  }
  const today = isoDateOf(now);
  return (await findRequestOffers(db, request.id)).map((row) => toRequestReview(row, today));
}

export interface SelectReviewsInput {
  requestId: number;
  reviewIds: number[];
  /** Where the mailed link points (PUBLIC_URL, or the request's own origin). */
  origin: string;
}

function refuse(message: string): AppError {
  return new AppError('VALIDATION', message, { reviews: [message] });
}

/** Every chosen id must be an offer of this request that can still be shown: not withdrawn, ordered or expired. */
function checkChosenOffers(offers: RequestOfferRow[], reviewIds: number[], today: string): void {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  for (const id of reviewIds) {
    const offer = byId.get(id);
    if (!offer) {
      throw refuse(REVIEW_SELECTION_MESSAGES.notOfRequest);
    }
    if (offer.status === 'withdrawn' || offer.status === 'ordered') {
      throw refuse(`'${offer.title}' ${REVIEW_SELECTION_MESSAGES.notSelectable}.`);
    }
    // Expiry is checked on the server at the moment of selecting.
    if (isOfferExpired(offer.validUntil, today)) {
      throw refuse(`'${offer.title}': ${OFFER_MESSAGES.expired}`);
    }
  }
}

async function moveOffer(
  tx: DatabaseOrTransaction,
  context: ChangeContext,
  offer: RequestOfferRow,
  to: 'selected' | 'submitted',
): Promise<void> {
  if (offer.status === to) {
    return;
  }
  if (!canMoveReview(offer.status, to, 'admin')) {
    throw refuse(`'${offer.title}' ${REVIEW_SELECTION_MESSAGES.notSelectable}.`);
  }
  await setReviewStatus(tx, offer.id, to);
  await recordChange(tx, context, {
    action: 'transition',
    entity: 'review',
    entityId: offer.id,
    before: { status: offer.status },
    after: { status: to },
  });
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * Sets which offers the customer sees, in one transaction: the chosen offers become selected; offers
 * selected before and not chosen now go back to submitted — except one the customer already picked or
 * ordered, which stays selected (taking it away would pull the ground from under their order). The
 * request moves offered → offers_selected, leaves the admin's queue, and the customer is mailed once per distinct
 * selection.
 */
export async function selectReviews(
  db: Database,
  input: SelectReviewsInput,
  context: ChangeContext,
): Promise<{ selected: number[]; isMailQueued: boolean }> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (!request) {
      throw new AppError('NOT_FOUND', REVIEW_SELECTION_MESSAGES.requestNotFound);
    }
    const isOpen =
      request.status === 'offers_selected' || canMoveRequest(request.status, 'offers_selected', 'admin');
    if (!isOpen) {
      throw new AppError('CONFLICT', REVIEW_SELECTION_MESSAGES.requestClosed);
    }
    await lockRequestOffers(tx, request.id);
    const offers = await findRequestOffers(tx, request.id);
    const today = isoDateOf(context.now);
    checkChosenOffers(offers, input.reviewIds, today);

    const chosen = new Set(input.reviewIds);
    const before = offers.filter((offer) => offer.selectedId !== null);
    // Left out of the new choice, but ordered or picked by the customer: it stays selected.
    const isKept = (offer: RequestOfferRow) =>
      offer.status === 'ordered' || (offer.chosenAt !== null && offer.status === 'selected');
    const kept = before.filter((offer) => !chosen.has(offer.id) && isKept(offer));
    const dropped = before.filter((offer) => !chosen.has(offer.id) && !isKept(offer));
    const added = offers.filter((offer) => chosen.has(offer.id) && offer.selectedId === null);

    await deleteSelections(
      tx,
      request.id,
      dropped.map((offer) => offer.id),
    );
    // A withdrawn offer only loses its row: withdrawn is final.
    for (const offer of dropped.filter((candidate) => candidate.status === 'selected')) {
      await moveOffer(tx, context, offer, 'submitted');
    }
    await insertSelections(tx, {
      requestId: request.id,
      reviewIds: added.map((offer) => offer.id),
      selectedById: context.actorId,
      now: context.now,
    });
    for (const offer of offers.filter((candidate) => chosen.has(candidate.id))) {
      await moveOffer(tx, context, offer, 'selected');
    }

    const selected = ascending([...input.reviewIds, ...kept.map((offer) => offer.id)]);
    const previous = ascending(before.map((offer) => offer.id));
    if (previous.join(',') !== selected.join(',')) {
      await recordChange(tx, context, {
        action: 'replace',
        entity: 'selected_reviews',
        entityId: request.id,
        before: previous,
        after: selected,
      });
    }
    if (request.status !== 'offers_selected') {
      await setRequestStatus(tx, request.id, 'offers_selected');
      await recordChange(tx, context, {
        action: 'transition',
        entity: 'request',
        entityId: request.id,
        before: { status: request.status },
        after: { status: 'offers_selected' },
      });
    }

    await markOffersReviewed(tx, { requestId: request.id, reviewedById: context.actorId, now: context.now });

    const isMailQueued = await queueOffersReadyMail(tx, {
      request,
      selected,
      origin: input.origin,
      now: context.now,
    });
    return { selected, isMailQueued };
  });
}

async function queueOffersReadyMail(
  tx: DatabaseOrTransaction,
  input: {
    request: { id: number; orderId: string; customerId: number; partId: number };
    selected: number[];
    origin: string;
    now: Date;
  },
): Promise<boolean> {
  const customer = await findCustomer(tx, input.request.customerId);
  const partTitle = await findPartTitle(tx, input.request.partId);
  if (!customer || partTitle === null) {
    return false;
  }
  const mail = offersReadyMail({
    to: customer.email,
    firstName: customer.firstName,
    orderId: input.request.orderId,
    partTitle,
    offerCount: input.selected.length,
    link: requestDetailsLink(input.origin, input.request.orderId),
  });
  // The same selection again is not news: one mail per request and set of offers.
  const dedupeKey = `offers-selected:${input.request.id}:${input.selected.join(',')}`;
  return enqueueMail(tx, { ...mail, dedupeKey }, input.now);
}
