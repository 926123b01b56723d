import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { parts, requests } from '../../platform/db/schema/index.ts';

// One request's part (for its detail and the new-offer mail) and its state (moved by the first offer).

export async function findPartRef(db: DatabaseOrTransaction, partId: number) {
  const [row] = await db.select({ id: parts.id, title: parts.title }).from(parts).where(eq(parts.id, partId));
  return row ?? null;
}

export async function updateRequestStatus(
  tx: DatabaseOrTransaction,
  requestId: number,
  status: typeof requests.$inferSelect.status,
  now: Date,
): Promise<void> {
  await tx.update(requests).set({ status, updatedAt: now }).where(eq(requests.id, requestId));
}
