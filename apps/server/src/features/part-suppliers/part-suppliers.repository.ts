import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { partSuppliers, parts, users } from '../../platform/db/schema/index.ts';

/** The part's id and title; `lock` holds the row until the transaction ends, so saves take turns. */
export async function findPart(db: DatabaseOrTransaction, id: number, options: { lock?: boolean } = {}) {
  const query = db.select({ id: parts.id, title: parts.title }).from(parts).where(eq(parts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The part's assignments with each supplier's username, by username. */
export async function findAssignments(db: DatabaseOrTransaction, partId: number) {
  const rows = await db
    .select({ id: partSuppliers.id, supplierId: users.id, username: users.username })
    .from(partSuppliers)
    .innerJoin(users, eq(users.id, partSuppliers.supplierId))
    .where(eq(partSuppliers.partId, partId))
    .orderBy(asc(users.username));
  return rows.map((row) => ({ id: row.id, supplier: { id: row.supplierId, username: row.username } }));
}

/** Every active supplier account, by username: what the admin may assign. */
export async function listActiveSuppliers(db: DatabaseOrTransaction) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.role, 'supplier'), eq(users.isActive, true)))
    .orderBy(asc(users.username));
}

/** Of `ids`, the ones that are active supplier accounts. */
export async function findActiveSupplierIds(db: DatabaseOrTransaction, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'supplier'), eq(users.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function insertAssignments(
  tx: DatabaseOrTransaction,
  partId: number,
  supplierIds: number[],
  now: Date,
): Promise<void> {
  if (supplierIds.length > 0) {
    await tx
      .insert(partSuppliers)
      .values(supplierIds.map((supplierId) => ({ partId, supplierId, createdAt: now })));
  }
}

export async function deleteAssignments(
  tx: DatabaseOrTransaction,
  partId: number,
  supplierIds: number[],
): Promise<void> {
  if (supplierIds.length > 0) {
    await tx
      .delete(partSuppliers)
      .where(and(eq(partSuppliers.partId, partId), inArray(partSuppliers.supplierId, supplierIds)));
  }
}
