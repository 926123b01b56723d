import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { requests } from '../../platform/db/schema/index.ts';

/** The request row, held until the transaction ends so concurrent writes to one request take turns. */
export async function lockRequest(tx: DatabaseOrTransaction, requestId: number) {
  const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  return row;
}
