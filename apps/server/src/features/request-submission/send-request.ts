import { REQUEST_MESSAGES, type RequestDetail } from '@specsource/contracts';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { moveRequest } from '../../domain/requests/move-request.ts';
import { notifyAssignedSuppliers } from '../../domain/requests/request-notifications.ts';
import { isPrivateDraft } from '../../domain/requests/request-status-groups.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { spendRequestSend } from './create-request-for-customer.ts';
import { lockRequestByOrderId } from './request-submission.repository.ts';
import { notFound, toDetail } from './request-submission.service.ts';

export interface SendRequestDeps {
  db: Database;
  onMailQueued: () => void;
  /** REQUESTS_PER_CUSTOMER_PER_HOUR: requests one account may send in an hour (searches do not count). */
  requestsPerCustomerPerHour: number;
}

/**
 * POST /api/request/send/{order_id}: the customer's draft (a pump search) goes to the part's suppliers — the
 * move, its audit row, the suppliers' mail and the hourly count in one transaction. A request already sent
 * answers as it is, so a second click or a retry mails no one again.
 */
export async function sendRequest(
  deps: SendRequestDeps,
  user: Pick<SessionUser, 'id'>,
  input: { orderId: string; origin: string; context: ChangeContext },
): Promise<RequestDetail> {
  const { context } = input;
  const limit = deps.requestsPerCustomerPerHour;
  const sent = await deps.db.transaction(async (tx) => {
    const row = await lockRequestByOrderId(tx, input.orderId);
    if (!row || row.customerId !== user.id) {
      throw notFound();
    }
    if (row.status === 'cancelled') {
      throw new AppError('CONFLICT', REQUEST_MESSAGES.notSendable);
    }
    if (!isPrivateDraft(row.status)) {
      return { row, isMailQueued: false };
    }
    const submitted = await moveRequest(tx, row, { to: 'submitted', by: 'customer' }, context);
    await notifyAssignedSuppliers(tx, submitted, { origin: input.origin, now: context.now });
    // The same count as a request submitted straight from the wizard: sends are limited, searches are not.
    await spendRequestSend(tx, user.id, { limit, now: () => context.now });
    return { row: submitted, isMailQueued: true };
  });
  if (sent.isMailQueued) {
    deps.onMailQueued();
  }
  return toDetail(deps.db, sent.row, 'owner');
}
