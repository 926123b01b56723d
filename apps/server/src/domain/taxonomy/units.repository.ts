import { asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { units } from '../../platform/db/schema/index.ts';
import { findTitled, insertTitled, renameTitled } from './titled-rows.repository.ts';

export async function listUnitRows(db: DatabaseOrTransaction) {
  return db.select({ id: units.id, title: units.title }).from(units).orderBy(asc(units.title), asc(units.id));
}

/** With `lock`, the row stays locked for the rest of the transaction, so a concurrent change waits. */
export async function findUnit(db: DatabaseOrTransaction, id: number, options: { lock?: boolean } = {}) {
  return findTitled(db, units, id, options);
}

export async function findExistingUnitIds(db: DatabaseOrTransaction, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db.select({ id: units.id }).from(units).where(inArray(units.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertUnit(tx: DatabaseOrTransaction, title: string, now: Date) {
  return insertTitled(tx, units, title, now);
}

export async function renameUnit(tx: DatabaseOrTransaction, id: number, title: string, now: Date) {
  await renameTitled(tx, units, id, title, now);
}

export async function deleteUnitRow(tx: DatabaseOrTransaction, id: number) {
  await tx.delete(units).where(eq(units.id, id));
}
