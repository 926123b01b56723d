import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { nameList } from '../../platform/errors/name-list.ts';

// The one shape of every classification, attribute and unit change: one transaction, the row locked (404 when it is
// gone), the entity's own checks and write, an audit record of before and after, and the database's duplicate and
// in-use errors answered as 409s naming the field.

/** The 409 for a row that parts (or attributes) still use, naming them and what to do. */
export function inUse(what: string, noun: 'part' | 'attribute', names: string[], fix: string): AppError {
  const users = names.length === 1 ? `the ${noun}` : `the ${noun}s`;
  return new AppError('CONFLICT', `${what} is used by ${users}: ${nameList(names)}. ${fix}`);
}

/** A unique constraint and what to say, under which field, when a change would break it. */
export interface Duplicate {
  constraint: string;
  message: string;
  field?: string;
}

/** One kind of taxonomy row, as its changes need it. */
export interface TaxonomyKind<Row extends { title: string }> {
  entity: 'classification' | 'attribute' | 'unit';
  /** What a change to a row that is gone answers (404). */
  notFound: string;
  /** The unique constraints a write may break. */
  duplicates: Duplicate[];
  /** The row, locked for the change; null when there is none. */
  lock(tx: DatabaseOrTransaction, id: number): Promise<Row | null>;
}

/** Creates a row (`insert` writes it and answers it as the admin sees it) and records it. */
export function createRow<After extends { id: number }>(
  db: Database,
  kind: TaxonomyKind<{ title: string }>,
  context: ChangeContext,
  insert: (tx: DatabaseOrTransaction) => Promise<After>,
): Promise<After> {
  return guardedTransaction(db, kind, async (tx) => {
    const after = await insert(tx);
    await recordChange(tx, context, {
      action: 'create',
      entity: kind.entity,
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Changes row `id`: `update` checks and writes, and answers the row before (as audited) and after. */
export function updateRow<Row extends { title: string }, After>(
  db: Database,
  kind: TaxonomyKind<Row>,
  id: number,
  context: ChangeContext,
  update: (tx: DatabaseOrTransaction, row: Row) => Promise<{ before: unknown; after: After }>,
): Promise<After> {
  return guardedTransaction(db, kind, async (tx) => {
    const { before, after } = await update(tx, await lockedRow(tx, kind, id));
    await recordChange(tx, context, { action: 'update', entity: kind.entity, entityId: id, before, after });
    return after;
  });
}

/** Deletes row `id`: `remove` refuses (inUse) or deletes, and answers the row as the audit keeps it. */
export function deleteRow<Row extends { title: string }>(
  db: Database,
  kind: TaxonomyKind<Row>,
  id: number,
  context: ChangeContext,
  remove: (tx: DatabaseOrTransaction, row: Row) => Promise<unknown>,
): Promise<{ detail: string }> {
  return guardedTransaction(db, kind, async (tx) => {
    const row = await lockedRow(tx, kind, id);
    const before = await remove(tx, row);
    await recordChange(tx, context, {
      action: 'delete',
      entity: kind.entity,
      entityId: id,
      before,
      after: null,
    });
    return { detail: `The ${kind.entity} '${row.title}' was deleted` };
  });
}

async function lockedRow<Row extends { title: string }>(
  tx: DatabaseOrTransaction,
  kind: TaxonomyKind<Row>,
  id: number,
): Promise<Row> {
  const row = await kind.lock(tx, id);
  if (!row) {
    throw new AppError('NOT_FOUND', kind.notFound);
  }
  return row;
}

/** One change in one transaction, with the database's duplicate and in-use errors turned into 409s. */
async function guardedTransaction<T>(
  db: Database,
  kind: { duplicates: Duplicate[] },
  work: (tx: DatabaseOrTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const duplicate = kind.duplicates.find((candidate) => isUniqueViolation(error, candidate.constraint));
    if (duplicate) {
      throw new AppError('CONFLICT', duplicate.message, {
        [duplicate.field ?? 'title']: [duplicate.message],
      });
    }
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', 'Something now uses this item; reload and try again.');
    }
    throw error;
  }
}
