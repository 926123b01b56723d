import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { classifications, units } from '../../platform/db/schema/index.ts';

// Classifications and units are each a title and its timestamps; these serve both tables.

export type TitledTable = typeof classifications | typeof units;

export async function findTitled(
  db: DatabaseOrTransaction,
  table: TitledTable,
  id: number,
  { lock = false }: { lock?: boolean },
) {
  const query = db.select({ id: table.id, title: table.title }).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertTitled(tx: DatabaseOrTransaction, table: TitledTable, title: string, now: Date) {
  const [row] = await tx
    .insert(table)
    .values({ title, createdAt: now, updatedAt: now })
    .returning({ id: table.id, title: table.title });
  if (!row) {
    throw new Error('insert of a titled row returned no row');
  }
  return row;
}

export async function renameTitled(
  tx: DatabaseOrTransaction,
  table: TitledTable,
  id: number,
  title: string,
  now: Date,
) {
  await tx.update(table).set({ title, updatedAt: now }).where(eq(table.id, id));
}
