import { REQUEST_MESSAGES, type RequestDetail } from '@specsource/contracts';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { moveRequest } from '../../domain/requests/move-request.ts';
import { canMoveRequest } from '../../domain/requests/request-states.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { hasOrder, lockRequestByOrderId } from './request-submission.repository.ts';
import { notFound, toDetail } from './request-submission.service.ts';

/**
 * POST /api/request/withdraw/{order_id}: the customer takes back a request while no order exists for it; its
 * suppliers stop seeing it at once. Withdrawing a withdrawn request changes nothing.
 */
export async function withdrawRequest(
  db: Database,
  user: Pick<SessionUser, 'id'>,
  input: { orderId: string; context: ChangeContext },
): Promise<RequestDetail> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockRequestByOrderId(tx, input.orderId);
    if (!locked || locked.customerId !== user.id) {
      throw notFound();
    }
    if (locked.status === 'cancelled') {
      return locked;
    }
    if (!canMoveRequest(locked.status, 'cancelled', 'customer') || (await hasOrder(tx, locked.id))) {
      throw new AppError('CONFLICT', REQUEST_MESSAGES.notWithdrawable);
    }
    return moveRequest(tx, locked, { to: 'cancelled', by: 'customer' }, input.context);
  });
  return toDetail(db, row, 'owner');
}
