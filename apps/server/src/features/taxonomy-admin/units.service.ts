import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { dutyMappingError } from '../../domain/parts/check-searched-parts.ts';
import { findKeyedAttributeIdsWithUnit } from '../../domain/parts/searched-parts.repository.ts';
import { findAttribute } from '../../domain/taxonomy/attributes.repository.ts';
import { attributesUsingUnit, partsUsingUnit } from '../../domain/taxonomy/taxonomy-usage.repository.ts';
import { deleteUnitRow, findUnit, insertUnit, renameUnit } from '../../domain/taxonomy/units.repository.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { keyProblemsOf } from './attributes.service.ts';
import { createRow, deleteRow, inUse, type TaxonomyKind, updateRow } from './taxonomy-admin-change.ts';

const UNIT: TaxonomyKind<{ id: number; title: string }> = {
  entity: 'unit',
  notFound: TAXONOMY_MESSAGES.unitNotFound,
  duplicates: [{ constraint: 'units_title_unique', message: TAXONOMY_MESSAGES.unitTitleTaken }],
  lock: (tx, id) => findUnit(tx, id, { lock: true }),
};

export function createUnit(db: Database, title: string, context: ChangeContext) {
  return createRow(db, UNIT, context, (tx) => insertUnit(tx, title, context.now));
}

export function updateUnit(db: Database, id: number, title: string, context: ChangeContext) {
  return updateRow(db, UNIT, id, context, async (tx, before) => {
    await renameUnit(tx, id, title, context.now);
    await checkUnitReadable(tx, id);
    return { before, after: { id, title } };
  });
}

/** Refused while a part shows an attribute in this unit (naming the parts), or while any attribute offers it. */
export function deleteUnit(db: Database, id: number, context: ChangeContext) {
  return deleteRow(db, UNIT, id, context, async (tx, row) => {
    const partTitles = await partsUsingUnit(tx, id);
    if (partTitles.length > 0) {
      throw inUse(
        `The unit '${row.title}'`,
        'part',
        partTitles,
        'Remove it from the attributes those parts use first.',
      );
    }
    const attributeTitles = await attributesUsingUnit(tx, id);
    if (attributeTitles.length > 0) {
      throw inUse(
        `The unit '${row.title}'`,
        'attribute',
        attributeTitles,
        'Remove it from those attributes first.',
      );
    }
    await deleteUnitRow(tx, id);
    return row;
  });
}

/** A renamed unit must still be one the pump search reads, for every keyed attribute offering it. */
async function checkUnitReadable(tx: DatabaseOrTransaction, unitId: number): Promise<void> {
  const messages: string[] = [];
  for (const attributeId of await findKeyedAttributeIdsWithUnit(tx, unitId)) {
    const row = await findAttribute(tx, attributeId);
    const problem = row ? keyProblemsOf(row).find((candidate) => candidate.field === 'unit_ids') : undefined;
    if (row && problem) {
      messages.push(
        `The attribute '${row.title}' offers this unit and the pump search reads it: ${problem.message}. Create a new unit instead of renaming this one.`,
      );
    }
  }
  if (messages.length > 0) {
    throw dutyMappingError(messages.map((message) => ['title', message]));
  }
}
