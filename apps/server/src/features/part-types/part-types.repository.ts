import { asc, count, eq, sql } from 'drizzle-orm';
import { type PartTypeRow, partTypeColumns } from '../../domain/parts/part-type-by-name.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type PartTypeConfig, parts, partTypes } from '../../platform/db/schema/index.ts';

/** Every part type with how many parts use it, by name (case-insensitively). */
export async function listPartTypeRows(db: DatabaseOrTransaction) {
  return db
    .select({ ...partTypeColumns, partCount: count(parts.id) })
    .from(partTypes)
    .leftJoin(parts, eq(parts.partTypeId, partTypes.id))
    .groupBy(partTypes.id)
    .orderBy(asc(sql`lower(${partTypes.name})`), asc(partTypes.id));
}

/** Locks the row for the rest of the transaction, so a concurrent change (or a new part using it) waits. */
export async function lockPartType(tx: DatabaseOrTransaction, id: number): Promise<PartTypeRow | null> {
  const [row] = await tx.select(partTypeColumns).from(partTypes).where(eq(partTypes.id, id)).for('update');
  return row ?? null;
}

export async function insertPartType(
  tx: DatabaseOrTransaction,
  values: { name: string; config: PartTypeConfig },
  now: Date,
): Promise<PartTypeRow> {
  const [row] = await tx
    .insert(partTypes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(partTypeColumns);
  if (!row) {
    throw new Error('insert into part_types returned no row');
  }
  return row;
}

export async function updatePartTypeRow(
  tx: DatabaseOrTransaction,
  id: number,
  values: { name: string; config: PartTypeConfig },
  now: Date,
): Promise<void> {
  await tx
    .update(partTypes)
    .set({ ...values, updatedAt: now })
    .where(eq(partTypes.id, id));
}

export async function deletePartTypeRow(tx: DatabaseOrTransaction, id: number): Promise<void> {
  await tx.delete(partTypes).where(eq(partTypes.id, id));
}

/** Titles of the parts of this type, sorted. */
export async function partsUsingPartType(db: DatabaseOrTransaction, id: number): Promise<string[]> {
  const rows = await db
    .select({ title: parts.title })
    .from(parts)
    .where(eq(parts.partTypeId, id))
    .orderBy(asc(parts.title));
  return rows.map((row) => row.title);
}
