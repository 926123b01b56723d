import { isoDateOf, type SupplierRequestDetail } from '@specsource/contracts';
import { findSupplierOfferRecords } from '../../domain/requests/offer-records.repository.ts';
import { toOfferResponse } from '../../domain/requests/offer-view.ts';
import type { RequestRow } from '../../domain/requests/request-access.ts';
import type { Database } from '../../platform/db/database.ts';
import { requestAttachmentView } from '../../platform/files/attachment-view.ts';
import { findSupplierVisibleAttachments } from './request-attachments.repository.ts';
import { findDecline } from './request-declines.repository.ts';
import { findPartRef } from './requests.repository.ts';
import { checkSupplierSees, isOpen, notFound, type Supplier } from './supplier-request-access.ts';

export async function getSupplierRequest(
  db: Database,
  supplier: Supplier,
  request: RequestRow | undefined,
  now: Date,
): Promise<SupplierRequestDetail> {
  const visible = await checkSupplierSees(db, supplier.id, request);
  const part = await findPartRef(db, visible.partId);
  if (!part) {
    throw notFound();
  }
  const decline = await findDecline(db, visible.id, supplier.id);
  const today = isoDateOf(now);
  const offers = await findSupplierOfferRecords(db, visible.id, supplier.id);
  const files = await findSupplierVisibleAttachments(db, [visible.id]);
  return {
    id: visible.id,
    order_id: visible.orderId,
    part,
    quantity: visible.quantity,
    zip_code: visible.zipCode,
    status: visible.status,
    created_at: visible.createdAt.toISOString(),
    attachments: files.map(requestAttachmentView),
    answer: visible.answer,
    comment: visible.comment,
    my_offers: offers.map((record) => toOfferResponse(record, { today, showSupplier: true })),
    declined: decline ? { reason: decline.reason, created_at: decline.createdAt.toISOString() } : null,
    can_offer: decline === null && isOpen(visible.status),
  };
}
