import {
  type AdminAttribute,
  type AttributeBodySchema,
  type AttributeKey,
  isAttributeKey,
  TAXONOMY_MESSAGES,
} from '@specsource/contracts';
import type { z } from 'zod';
import type { ChangeContext } from '../../domain/audit/change-context.ts';
import { checkPartsUsingAttributes, dutyMappingError } from '../../domain/parts/check-searched-parts.ts';
import { attributeKeyProblems } from '../../domain/taxonomy/attribute-key-problems.ts';
import {
  type AttributeValues,
  type AttributeWithUnits,
  deleteAttributeRow,
  findAttribute,
  insertAttribute,
  setAttributeUnits,
  updateAttributeRow,
} from '../../domain/taxonomy/attributes.repository.ts';
import { findClassification } from '../../domain/taxonomy/classifications.repository.ts';
import {
  isAttributeUsedOutside,
  partsUsingAttribute,
} from '../../domain/taxonomy/taxonomy-usage.repository.ts';
import { findExistingUnitIds } from '../../domain/taxonomy/units.repository.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createRow, deleteRow, inUse, type TaxonomyKind, updateRow } from './taxonomy-admin-change.ts';

type AttributeInput = z.output<typeof AttributeBodySchema>;

const ATTRIBUTE: TaxonomyKind<AttributeWithUnits> = {
  entity: 'attribute',
  notFound: TAXONOMY_MESSAGES.attributeNotFound,
  duplicates: [
    {
      constraint: 'attributes_classification_id_title_lower_unique',
      message: TAXONOMY_MESSAGES.attributeTitleTaken,
    },
    { constraint: 'attributes_key_unique', message: TAXONOMY_MESSAGES.keyTaken, field: 'key' },
  ],
  lock: (tx, id) => findAttribute(tx, id, { lock: true }),
};

export function toAdminAttribute(row: AttributeWithUnits): AdminAttribute {
  return {
    id: row.id,
    classification_id: row.classificationId,
    title: row.title,
    type: row.type,
    options: row.options,
    unit: row.units,
    min_value: row.minValue,
    max_value: row.maxValue,
    min_exclusive: row.minExclusive,
    max_exclusive: row.maxExclusive,
    key: isAttributeKey(row.key ?? '') ? (row.key as AttributeKey) : null,
    option_keys: row.optionKeys,
  };
}

/** What the pump search could not read from the attribute as stored (attribute-key-problems.ts). */
export function keyProblemsOf(row: AttributeWithUnits) {
  return attributeKeyProblems({
    key: row.key,
    type: row.type,
    options: row.options,
    optionKeys: row.optionKeys,
    unitTitles: row.units.map((unit) => unit.title),
  });
}

export function getAttribute(db: Database, id: number) {
  return loadAttribute(db, id);
}

export function createAttribute(db: Database, body: AttributeInput, context: ChangeContext) {
  return createRow(db, ATTRIBUTE, context, async (tx) => {
    await checkReferences(tx, body);
    const id = await insertAttribute(tx, attributeValues(body), context.now);
    await setAttributeUnits(tx, id, body.unit_ids);
    await checkDutyMapping(tx, id);
    return loadAttribute(tx, id);
  });
}

export function updateAttribute(db: Database, id: number, body: AttributeInput, context: ChangeContext) {
  return updateRow(db, ATTRIBUTE, id, context, async (tx, current) => {
    await checkReferences(tx, body);
    if (
      body.classification_id !== current.classificationId &&
      (await isAttributeUsedOutside(tx, id, body.classification_id))
    ) {
      throw inUse(
        `The attribute '${current.title}'`,
        'part',
        await partsUsingAttribute(tx, id),
        'It cannot move to another classification while they use it.',
      );
    }
    await updateAttributeRow(tx, id, attributeValues(body), context.now);
    await setAttributeUnits(tx, id, body.unit_ids);
    await checkDutyMapping(tx, id);
    return { before: toAdminAttribute(current), after: await loadAttribute(tx, id) };
  });
}

export function deleteAttribute(db: Database, id: number, context: ChangeContext) {
  return deleteRow(db, ATTRIBUTE, id, context, async (tx, current) => {
    const partTitles = await partsUsingAttribute(tx, id);
    if (partTitles.length > 0) {
      throw inUse(
        `The attribute '${current.title}'`,
        'part',
        partTitles,
        'Remove it from those parts first.',
      );
    }
    await deleteAttributeRow(tx, id);
    return toAdminAttribute(current);
  });
}

async function loadAttribute(db: DatabaseOrTransaction, id: number): Promise<AdminAttribute> {
  const row = await findAttribute(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.attributeNotFound);
  }
  return toAdminAttribute(row);
}

/** The body's references must exist: 400 naming the field otherwise. */
async function checkReferences(db: DatabaseOrTransaction, body: AttributeInput) {
  const fieldErrors: Record<string, string[]> = {};
  if (!(await findClassification(db, body.classification_id))) {
    fieldErrors.classification_id = [TAXONOMY_MESSAGES.classificationNotFound];
  }
  const existing = await findExistingUnitIds(db, body.unit_ids);
  if (body.unit_ids.some((unitId) => !existing.has(unitId))) {
    fieldErrors.unit_ids = [TAXONOMY_MESSAGES.unitUnknown];
  }
  const [first] = Object.entries(fieldErrors);
  if (first) {
    throw new AppError('VALIDATION', `Check the field '${first[0]}': ${first[1][0]}`, fieldErrors);
  }
}

function attributeValues(body: AttributeInput): AttributeValues {
  const isNumber = body.type === 'number';
  return {
    classificationId: body.classification_id,
    title: body.title,
    type: body.type,
    options: body.options,
    minValue: isNumber ? body.min_value : null,
    maxValue: isNumber ? body.max_value : null,
    minExclusive: isNumber && body.min_exclusive,
    maxExclusive: isNumber && body.max_exclusive,
    key: body.key,
    optionKeys: body.option_keys,
  };
}

/**
 * The attribute as just written (inside the writing transaction) must stay readable by the pump search, and so
 * must every searched part that shows it: 400 under the attribute form's fields otherwise.
 */
async function checkDutyMapping(tx: DatabaseOrTransaction, id: number): Promise<void> {
  const row = await findAttribute(tx, id);
  if (!row) {
    return;
  }
  const problems = keyProblemsOf(row);
  if (problems.length > 0) {
    throw dutyMappingError(problems.map((problem) => [problem.field, problem.message]));
  }
  await checkPartsUsingAttributes(tx, [id], 'key');
}
