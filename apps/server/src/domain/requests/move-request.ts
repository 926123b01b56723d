import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type RequestStatus, requests } from '../../platform/db/schema/index.ts';
import { type ChangeContext, recordChange } from '../audit/change-context.ts';
import type { RequestRow } from './request-access.ts';
import { canMoveRequest, type Mover } from './request-states.ts';

/**
 * Moves a locked request to `to` if the state table lets `mover` make that move (else throws: callers check
 * first and answer the user), with its audit row. Call it inside the write's transaction.
 */
export async function moveRequest(
  tx: DatabaseOrTransaction,
  row: RequestRow,
  move: { to: RequestStatus; by: Mover },
  context: ChangeContext,
): Promise<RequestRow> {
  if (!canMoveRequest(row.status, move.to, move.by)) {
    throw new Error(`request ${row.id}: ${move.by} may not move ${row.status} → ${move.to}`);
  }
  const [updated] = await tx
    .update(requests)
    .set({ status: move.to, updatedAt: context.now })
    .where(eq(requests.id, row.id))
    .returning();
  if (!updated) {
    throw new Error(`request ${row.id} vanished while locked`);
  }
  await recordChange(tx, context, {
    action: 'transition',
    entity: 'request',
    entityId: row.id,
    before: { status: row.status },
    after: { status: move.to },
  });
  return updated;
}
