import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import type { RequestRow } from '../../domain/requests/request-access.ts';
import { canMoveRequest } from '../../domain/requests/request-states.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { updateRequestStatus } from './requests.repository.ts';

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
