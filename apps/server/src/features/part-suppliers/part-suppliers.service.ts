import { PART_SUPPLIER_MESSAGES, type PartSuppliers } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  deleteAssignments,
  findActiveSupplierIds,
  findAssignments,
  findPart,
  insertAssignments,
  listActiveSuppliers,
} from './part-suppliers.repository.ts';

async function readPartSuppliers(
  db: DatabaseOrTransaction,
  part: { id: number; title: string },
): Promise<PartSuppliers> {
  return {
    part,
    part_suppliers: await findAssignments(db, part.id),
    suppliers: await listActiveSuppliers(db),
  };
}

export async function getPartSuppliers(db: Database, partId: number): Promise<PartSuppliers> {
  const part = await findPart(db, partId);
  if (!part) {
    throw new AppError('NOT_FOUND', PART_SUPPLIER_MESSAGES.partNotFound);
  }
  return readPartSuppliers(db, part);
}

/** New ids must be active supplier accounts; a supplier already assigned may stay even if since deactivated. */
async function checkNewSuppliers(tx: DatabaseOrTransaction, newIds: number[]): Promise<void> {
  const valid = await findActiveSupplierIds(tx, newIds);
  if (newIds.some((id) => !valid.has(id))) {
    throw new AppError('VALIDATION', PART_SUPPLIER_MESSAGES.notSuppliers, {
      suppliers: [PART_SUPPLIER_MESSAGES.notSuppliers],
    });
  }
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * Replaces the part's assignment in one transaction: inserts the new suppliers, deletes the removed ones.
 * Access to a part's requests is decided by reading part_suppliers on every request (nothing is cached),
 * so a removed supplier loses access as soon as this commits.
 */
export async function setPartSuppliers(
  db: Database,
  input: { partId: number; supplierIds: number[] },
  context: ChangeContext,
): Promise<PartSuppliers> {
  try {
    return await db.transaction(async (tx) => {
      // The lock makes concurrent saves of one part take turns, so each sees the other's result.
      const part = await findPart(tx, input.partId, { lock: true });
      if (!part) {
        throw new AppError('NOT_FOUND', PART_SUPPLIER_MESSAGES.partNotFound);
      }
      const currentIds = (await findAssignments(tx, part.id)).map((row) => row.supplier.id);
      const added = input.supplierIds.filter((id) => !currentIds.includes(id));
      const removed = currentIds.filter((id) => !input.supplierIds.includes(id));
      await checkNewSuppliers(tx, added);
      if (added.length > 0 || removed.length > 0) {
        await insertAssignments(tx, part.id, added, context.now);
        await deleteAssignments(tx, part.id, removed);
        await recordChange(tx, context, {
          action: 'replace',
          entity: 'part_suppliers',
          entityId: part.id,
          before: ascending(currentIds),
          after: ascending(input.supplierIds),
        });
      }
      return readPartSuppliers(tx, part);
    });
  } catch (error) {
    if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'The part or a supplier changed while saving; reload and try again.');
    }
    throw error;
  }
}
