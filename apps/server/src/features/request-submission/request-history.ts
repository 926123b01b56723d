import type { RequestHistoryEntry } from '@specsource/contracts';
import type { RequestRow } from '../../domain/requests/request-access.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { RequestStatus } from '../../platform/db/schema/index.ts';
import { findRequestChanges } from './request-submission.repository.ts';

function statusAfter(change: { after: unknown }): RequestStatus | null {
  const after = change.after as { status?: RequestStatus } | null;
  return after?.status ?? null;
}

/**
 * A request's life from its audit rows (every creation, move and edit writes one in the change's transaction):
 * when it was made, each status it moved to, and when its customer changed it.
 */
export async function findRequestHistory(
  db: DatabaseOrTransaction,
  request: Pick<RequestRow, 'id' | 'status'>,
): Promise<RequestHistoryEntry[]> {
  const changes = await findRequestChanges(db, request.id);
  const entries: RequestHistoryEntry[] = [];
  let status: RequestStatus = request.status;
  for (const change of changes) {
    const at = change.at.toISOString();
    if (change.action === 'update') {
      // An edit does not move the request: it keeps the status of the entry before it.
      entries.push({ at, event: 'edited', status: entries.at(-1)?.status ?? status });
      continue;
    }
    status = statusAfter(change) ?? status;
    entries.push({ at, event: change.action === 'create' ? 'created' : 'status', status });
  }
  return entries;
}
