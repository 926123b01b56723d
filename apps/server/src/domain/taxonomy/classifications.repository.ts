import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { attributes, classifications } from '../../platform/db/schema/index.ts';
import { findTitled, insertTitled, renameTitled } from './titled-rows.repository.ts';

export async function listClassificationRows(db: DatabaseOrTransaction) {
  return db
    .select({ id: classifications.id, title: classifications.title })
    .from(classifications)
    .orderBy(asc(sql`lower(${classifications.title})`), asc(classifications.id));
}

/** With `lock`, the row stays locked for the rest of the transaction, so a concurrent change waits. */
export async function findClassification(
  db: DatabaseOrTransaction,
  id: number,
  options: { lock?: boolean } = {},
) {
  return findTitled(db, classifications, id, options);
}

export async function insertClassification(tx: DatabaseOrTransaction, title: string, now: Date) {
  return insertTitled(tx, classifications, title, now);
}

export async function renameClassification(tx: DatabaseOrTransaction, id: number, title: string, now: Date) {
  await renameTitled(tx, classifications, id, title, now);
}

export async function deleteClassificationRow(tx: DatabaseOrTransaction, id: number) {
  await tx.delete(attributes).where(eq(attributes.classificationId, id));
  await tx.delete(classifications).where(eq(classifications.id, id));
}
