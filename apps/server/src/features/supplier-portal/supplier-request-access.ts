import { SUPPLIER_PORTAL_MESSAGES, type SupplierRequestStatus } from '@specsource/contracts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import { isSupplierAssigned, type RequestRow } from '../../domain/requests/request-access.ts';
import { OPEN_REQUEST_STATUSES } from '../../domain/requests/request-status-groups.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findDecline } from './request-declines.repository.ts';
import { HIDDEN_FROM_SUPPLIERS } from './supplier-request-list.repository.ts';

/** The supplier making the call; access control has made sure the session is a supplier's. */
export interface Supplier {
  id: number;
  username: string;
}

export const notFound = () => new AppError('NOT_FOUND', SUPPLIER_PORTAL_MESSAGES.requestNotFound);

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
