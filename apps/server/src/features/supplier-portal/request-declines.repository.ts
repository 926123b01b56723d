import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { requestDeclines } from '../../platform/db/schema/index.ts';

export async function findDecline(db: DatabaseOrTransaction, requestId: number, supplierId: number) {
  const [row] = await db
    .select({ reason: requestDeclines.reason, createdAt: requestDeclines.createdAt })
    .from(requestDeclines)
    .where(and(eq(requestDeclines.requestId, requestId), eq(requestDeclines.supplierId, supplierId)));
  return row ?? null;
}

export async function insertDecline(
  tx: DatabaseOrTransaction,
  values: { requestId: number; supplierId: number; reason: string; createdAt: Date },
) {
  const [row] = await tx.insert(requestDeclines).values(values).returning({
    id: requestDeclines.id,
    reason: requestDeclines.reason,
    createdAt: requestDeclines.createdAt,
  });
  if (!row) {
    throw new Error('insert into request_declines returned no row');
  }
  return row;
}
