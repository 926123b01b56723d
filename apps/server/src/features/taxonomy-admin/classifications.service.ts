import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { findAttributes } from '../../domain/taxonomy/attributes.repository.ts';
import {
  deleteClassificationRow,
  findClassification,
  insertClassification,
  renameClassification,
} from '../../domain/taxonomy/classifications.repository.ts';
import { partsUsingClassification } from '../../domain/taxonomy/taxonomy-usage.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { toAdminAttribute } from './attributes.service.ts';
import { createRow, deleteRow, inUse, type TaxonomyKind, updateRow } from './taxonomy-admin-change.ts';

const CLASSIFICATION: TaxonomyKind<{ id: number; title: string }> = {
  entity: 'classification',
  notFound: TAXONOMY_MESSAGES.classificationNotFound,
  duplicates: [
    { constraint: 'classifications_title_lower_unique', message: TAXONOMY_MESSAGES.classificationTitleTaken },
  ],
  lock: (tx, id) => findClassification(tx, id, { lock: true }),
};

export function createClassification(db: Database, title: string, context: ChangeContext) {
  return createRow(db, CLASSIFICATION, context, (tx) => insertClassification(tx, title, context.now));
}

export function updateClassification(db: Database, id: number, title: string, context: ChangeContext) {
  return updateRow(db, CLASSIFICATION, id, context, async (tx, before) => {
    await renameClassification(tx, id, title, context.now);
    return { before, after: { id, title } };
  });
}

/** Deletes a classification with its attributes; refused while a part uses either. */
export function deleteClassification(db: Database, id: number, context: ChangeContext) {
  return deleteRow(db, CLASSIFICATION, id, context, async (tx, row) => {
    const partTitles = await partsUsingClassification(tx, id);
    if (partTitles.length > 0) {
      throw inUse(
        `The classification '${row.title}'`,
        'part',
        partTitles,
        'Remove it from those parts first.',
      );
    }
    const attributeRows = await findAttributes(tx, { classificationId: id }, { lock: true });
    await deleteClassificationRow(tx, id);
    return { ...row, attributes: attributeRows.map(toAdminAttribute) };
  });
}
