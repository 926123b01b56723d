import { isoDateOf, type Offer } from '@specsource/contracts';
import { findOfferRecords } from '../../domain/requests/offer-records.repository.ts';
import { toOfferResponse } from '../../domain/requests/offer-view.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';

/** The offer just written, as the supplier's answer shows it. */
export async function readOffer(db: DatabaseOrTransaction, reviewId: number, now: Date): Promise<Offer> {
  const [record] = await findOfferRecords(db, [reviewId]);
  if (!record) {
    throw new Error(`offer ${reviewId} vanished inside its own transaction`);
  }
  return toOfferResponse(record, { today: isoDateOf(now), showSupplier: true });
}
