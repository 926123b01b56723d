import {
  formatMinorUnits,
  isoDateOf,
  OFFER_MESSAGES,
  type Offer,
  type OfferBodySchema,
  SUPPLIER_PORTAL_MESSAGES,
  type SupplierRequestDetail,
  type SupplierRequestRow,
  type SupplierRequestStatus,
  toMinorUnits,
} from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import {
  findOfferRecords,
  findSupplierOfferRecords,
  toOfferResponse,
} from '../../domain/requests/offer-view.ts';
import { isSupplierAssigned, type RequestRow } from '../../domain/requests/request-access.ts';
import { lockRequest } from '../../domain/requests/request-list.ts';
import { canMoveRequest, OPEN_REQUEST_STATUSES } from '../../domain/requests/request-states.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requestAttachmentView } from '../../platform/files/attachments.ts';
import {
  type FindSupplierRequestsInput,
  findDecline,
  findPartRef,
  findSupplierRequests,
  findSupplierVisibleAttachments,
  HIDDEN_FROM_SUPPLIERS,
  type OfferTerms,
  updateRequestStatus,
} from './supplier-portal.repository.ts';

export type OfferInput = z.output<typeof OfferBodySchema>;

/** The supplier making the call; access control has made sure the session is a supplier's. */
export interface Supplier {
  id: number;
  username: string;
}

const notFound = () => new AppError('NOT_FOUND', SUPPLIER_PORTAL_MESSAGES.requestNotFound);

/** Visible to this supplier now: assigned to the part, and not hidden by its state. Else 404, like no request. */
export async function checkSupplierSees(
  db: DatabaseOrTransaction,
  supplierId: number,
  request: RequestRow | null | undefined,
): Promise<RequestRow & { status: SupplierRequestStatus }> {
  if (
    !request ||
    (HIDDEN_FROM_SUPPLIERS as readonly string[]).includes(request.status) ||
    !(await isSupplierAssigned(db, supplierId, request.partId))
  ) {
    throw notFound();
  }
  return request as RequestRow & { status: SupplierRequestStatus };
}

export function isOpen(status: RequestRow['status']): boolean {
  return OPEN_REQUEST_STATUSES.includes(status);
}

/** One page of the supplier's request list, each row with the files shared with assigned suppliers. */
export async function findSupplierRequestPage(
  db: Database,
  input: FindSupplierRequestsInput,
): Promise<{ count: number; rows: SupplierRequestRow[] }> {
  const { count, rows } = await findSupplierRequests(db, input);
  const files = await findSupplierVisibleAttachments(
    db,
    rows.map((row) => row.id),
  );
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      part: { id: row.partId, title: row.partTitle },
      quantity: row.quantity,
      zip_code: row.zipCode,
      status: row.status as SupplierRequestStatus,
      created_at: row.createdAt.toISOString(),
      my_offer_count: row.myOfferCount,
      declined: row.isDeclined,
      attachments: files.filter((file) => file.requestId === row.id).map(requestAttachmentView),
    })),
  };
}

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

/** The body's terms as stored; `valid_until` must not be before today by the server's clock. */
export function offerTermsOf(body: OfferInput, now: Date): OfferTerms {
  if (body.valid_until < isoDateOf(now)) {
    throw new AppError('VALIDATION', OFFER_MESSAGES.validUntilPast, {
      valid_until: [OFFER_MESSAGES.validUntilPast],
    });
  }
  return {
    title: body.title,
    costMinor: toMinorUnits(body.cost),
    costUnit: body.cost_unit,
    leadTime: body.lead_time,
    leadTimeUnit: body.unit,
    quantity: body.quantity,
    validUntil: body.valid_until,
    notes: body.notes,
  };
}

/** The stored terms as an audit row shows them (money as on the wire). */
export function auditTermsOf(
  terms: Omit<OfferTerms, 'validUntil'> & { validUntil: string | null; version: number; status?: string },
) {
  return {
    title: terms.title,
    cost: formatMinorUnits(terms.costMinor),
    cost_unit: terms.costUnit,
    lead_time: terms.leadTime,
    unit: terms.leadTimeUnit,
    quantity: terms.quantity,
    valid_until: terms.validUntil,
    notes: terms.notes,
    version: terms.version,
    ...(terms.status ? { status: terms.status } : {}),
  };
}

/**
 * The first offer moves a submitted request to 'offered', in the offer's transaction, with
 * its own audit row; later offers leave the state as it is.
 */
export async function moveToOfferedIfFirst(
  tx: DatabaseOrTransaction,
  request: RequestRow,
  context: ChangeContext,
): Promise<void> {
  if (request.status === 'submitted' && canMoveRequest('submitted', 'offered', 'supplier')) {
    await updateRequestStatus(tx, request.id, 'offered', context.now);
    await recordChange(tx, context, {
      action: 'transition',
      entity: 'request',
      entityId: request.id,
      before: { status: 'submitted' },
      after: { status: 'offered' },
    });
  }
}

/** A request open to this supplier's new offer: visible, open, and not declined by them. Locked till commit. */
export async function lockOfferableRequest(
  tx: DatabaseOrTransaction,
  supplierId: number,
  requestId: number,
): Promise<RequestRow> {
  const request = await checkSupplierSees(tx, supplierId, await lockRequest(tx, requestId));
  if (await findDecline(tx, request.id, supplierId)) {
    throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.declinedNoOffer);
  }
  if (!isOpen(request.status)) {
    throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.requestClosed);
  }
  return request;
}

export async function readOffer(db: DatabaseOrTransaction, reviewId: number, now: Date): Promise<Offer> {
  const [record] = await findOfferRecords(db, [reviewId]);
  if (!record) {
    throw new Error(`offer ${reviewId} vanished inside its own transaction`);
  }
  return toOfferResponse(record, { today: isoDateOf(now), showSupplier: true });
}

export function isDuplicateDecline(error: unknown): boolean {
  return isUniqueViolation(error, 'request_declines_request_id_supplier_id_unique');
}
