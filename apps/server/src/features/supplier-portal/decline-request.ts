import { SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { lockRequest } from '../../domain/requests/lock-request.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findDecline, insertDecline } from './request-declines.repository.ts';
import { hasStandingOffer } from './reviews.repository.ts';
import { checkSupplierSees, isOpen, type Supplier } from './supplier-request-access.ts';

/** One decline per supplier and request, with the reason; no offer can follow it. */
export async function declineRequest(
  db: Database,
  input: { supplier: Supplier; requestId: number; reason: string; context: ChangeContext },
): Promise<{ reason: string; created_at: string }> {
  const { supplier, context } = input;
  try {
    return await db.transaction(async (tx) => {
      const request = await checkSupplierSees(tx, supplier.id, await lockRequest(tx, input.requestId));
      if (await findDecline(tx, request.id, supplier.id)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.alreadyDeclined);
      }
      if (!isOpen(request.status)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.requestClosed);
      }
      if (await hasStandingOffer(tx, request.id, supplier.id)) {
        throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.offeredNoDecline);
      }
      const row = await insertDecline(tx, {
        requestId: request.id,
        supplierId: supplier.id,
        reason: input.reason,
        createdAt: context.now,
      });
      await recordChange(tx, context, {
        action: 'create',
        entity: 'request_decline',
        entityId: row.id,
        before: null,
        after: { request_id: request.id, supplier_id: supplier.id, reason: row.reason },
      });
      return { reason: row.reason, created_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    if (isDuplicateDecline(error)) {
      throw new AppError('CONFLICT', SUPPLIER_PORTAL_MESSAGES.alreadyDeclined);
    }
    throw error;
  }
}

export function isDuplicateDecline(error: unknown): boolean {
  return isUniqueViolation(error, 'request_declines_request_id_supplier_id_unique');
}
