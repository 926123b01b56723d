import { isoDateOf, OFFER_MESSAGES, type Offer, SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { findOfferRecords } from '../../domain/requests/offer-records.repository.ts';
import { toOfferResponse } from '../../domain/requests/offer-view.ts';
import { findRequestById, requestViewerOf } from '../../domain/requests/request-access.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { findReviewIds, findReviewRef, findSelectedReviewIds } from './offers.repository.ts';

// docs/spec/marketplace-spec.md §7 GET /api/get-review-ids/{request id}, GET /api/get_review/{review_id}. Who
// sees which offer: an admin every one, a supplier its own (while assigned to the part), the request's customer only
// those an admin selected for them. Anyone else gets the answer an unknown id gets.

type Viewer = Pick<SessionUser, 'id' | 'role'>;

/** The ids of the request's offers this user may see. */
export async function getReviewIds(
  db: Database,
  user: Viewer,
  requestId: number,
): Promise<{ ids: number[] }> {
  const request = await findRequestById(db, requestId);
  const viewer = request ? await requestViewerOf(db, user, request) : null;
  if (!request || viewer === null) {
    throw new AppError('NOT_FOUND', SUPPLIER_PORTAL_MESSAGES.requestNotFound);
  }
  switch (viewer) {
    case 'admin':
      return { ids: await findReviewIds(db, request.id) };
    case 'assigned_supplier':
      return { ids: await findReviewIds(db, request.id, user.id) };
    case 'owner':
      return { ids: await findSelectedReviewIds(db, request.id) };
  }
}

/** One offer, if this user may see it; customers get it without the supplier. */
export async function getReview(db: Database, user: Viewer, reviewId: number, now: Date): Promise<Offer> {
  const notFound = () => new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
  const ref = await findReviewRef(db, reviewId);
  const request = ref ? await findRequestById(db, ref.requestId) : undefined;
  if (!ref || !request) {
    throw notFound();
  }
  const viewer = await requestViewerOf(db, user, request);
  const isVisible =
    viewer === 'admin' ||
    (viewer === 'assigned_supplier' && ref.supplierId === user.id) ||
    (viewer === 'owner' && (await findSelectedReviewIds(db, request.id)).includes(ref.id));
  const [record] = isVisible ? await findOfferRecords(db, [ref.id]) : [];
  if (!record) {
    throw notFound();
  }
  return toOfferResponse(record, { today: isoDateOf(now), showSupplier: viewer !== 'owner' });
}
