import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { requests } from '../../platform/db/schema/index.ts';
import type { ChangeContext } from '../audit/change-context.ts';
import { recordChange } from '../audit/change-context.ts';
import { notifyAssignedSuppliers } from './request-notifications.ts';
import { canMoveRequest } from './request-states.ts';

/**
 * docs/design.md 'guest who registers': once the account is activated, its requests waiting for that move to
 * `submitted` (a system transition, one audit row each) and their suppliers are told. Call it in the
 * activation's transaction. Returns the ids of the requests it submitted.
 */
export async function submitPendingRequests(
  tx: DatabaseOrTransaction,
  customerId: number,
  options: { origin: string; now: Date },
): Promise<number[]> {
  const pending = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.customerId, customerId), eq(requests.status, 'pending_activation')))
    .orderBy(asc(requests.id))
    .for('update');
  const context: ChangeContext = { actorId: null, ip: null, now: options.now };
  const submitted: number[] = [];
  for (const request of pending) {
    if (!canMoveRequest(request.status, 'submitted', 'system')) {
      continue;
    }
    await tx
      .update(requests)
      .set({ status: 'submitted', updatedAt: options.now })
      .where(eq(requests.id, request.id));
    await recordChange(tx, context, {
      action: 'transition',
      entity: 'request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'submitted' },
    });
    await notifyAssignedSuppliers(tx, request, options);
    submitted.push(request.id);
  }
  return submitted;
}
