import {
  type AdminAttribute,
  type AttributeBodySchema,
  type AttributeKey,
  isAttributeKey,
  TAXONOMY_MESSAGES,
} from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../audit/change-context.ts';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkPartsUsingAttributes, dutyMappingError } from '../../parts/check-searched-parts.ts';
import { findKeyedAttributeIdsWithUnit } from '../../parts/searched-parts.repository.ts';
import { attributeKeyProblems } from '../../taxonomy/attribute-key-problems.ts';
import {
  type AttributeValues,
  type AttributeWithUnits,
  attributesUsingUnit,
  deleteAttributeRow,
  deleteClassificationRow,
  deleteUnitRow,
  findAttribute,
  findAttributes,
  findClassification,
  findExistingUnitIds,
  findUnit,
  insertAttribute,
  insertClassification,
  insertUnit,
  isAttributeUsedOutside,
  lockClassification,
  partsUsingAttribute,
  partsUsingClassification,
  partsUsingUnit,
  renameClassification,
  renameUnit,
  setAttributeUnits,
  updateAttributeRow,
} from '../../taxonomy/taxonomy.repository.ts';

type AttributeInput = z.output<typeof AttributeBodySchema>;

const NAMES_SHOWN = 10;

/** 'Pump, Motor and 3 more' — enough for the admin to find them, short enough for a toast. */
export function nameList(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} and ${names.length - NAMES_SHOWN} more` : shown;
}

function inUse(what: string, noun: 'part' | 'attribute', names: string[], fix: string): AppError {
  const users = names.length === 1 ? `the ${noun}` : `the ${noun}s`;
  return new AppError('CONFLICT', `${what} is used by ${users}: ${nameList(names)}. ${fix}`);
}

/** One change in one transaction, with the database's duplicate and in-use errors turned into 409s. */
function guardedTransaction<T>(
  db: Database,
  work: (tx: DatabaseOrTransaction) => Promise<T>,
  ...duplicates: Duplicate[]
): Promise<T> {
  return guarded(() => db.transaction(work), duplicates);
}

/** A unique constraint and what to say, under which field, when a change would break it. */
interface Duplicate {
  constraint: string;
  message: string;
  field?: string;
}

async function guarded<T>(change: () => Promise<T>, duplicates: Duplicate[]): Promise<T> {
  try {
    return await change();
  } catch (error) {
    const duplicate = duplicates.find((candidate) => isUniqueViolation(error, candidate.constraint));
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

const CLASSIFICATION_TITLE = {
  constraint: 'classifications_title_lower_unique',
  message: TAXONOMY_MESSAGES.classificationTitleTaken,
};
const ATTRIBUTE_TITLE = {
  constraint: 'attributes_classification_id_title_lower_unique',
  message: TAXONOMY_MESSAGES.attributeTitleTaken,
};
const ATTRIBUTE_KEY = {
  constraint: 'attributes_key_unique',
  message: TAXONOMY_MESSAGES.keyTaken,
  field: 'key',
};
const UNIT_TITLE = { constraint: 'units_title_unique', message: TAXONOMY_MESSAGES.unitTitleTaken };

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

// --- classifications -------------------------------------------------------------------------------

export function createClassification(db: Database, title: string, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const row = await insertClassification(tx, title, context.now);
      await recordChange(tx, context, {
        action: 'create',
        entity: 'classification',
        entityId: row.id,
        before: null,
        after: row,
      });
      return row;
    },
    CLASSIFICATION_TITLE,
  );
}

export function updateClassification(db: Database, id: number, title: string, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const before = await lockClassification(tx, id);
      if (!before) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.classificationNotFound);
      }
      await renameClassification(tx, id, title, context.now);
      const after = { id, title };
      await recordChange(tx, context, {
        action: 'update',
        entity: 'classification',
        entityId: id,
        before,
        after,
      });
      return after;
    },
    CLASSIFICATION_TITLE,
  );
}

/** Deletes a classification with its attributes; refused while a part uses either. */
export function deleteClassification(db: Database, id: number, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const row = await lockClassification(tx, id);
      if (!row) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.classificationNotFound);
      }
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
      const before = { ...row, attributes: attributeRows.map(toAdminAttribute) };
      await recordChange(tx, context, {
        action: 'delete',
        entity: 'classification',
        entityId: id,
        before,
        after: null,
      });
      return { detail: `The classification '${row.title}' was deleted` };
    },
    CLASSIFICATION_TITLE,
  );
}

// --- attributes ------------------------------------------------------------------------------------

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

function keyProblemsOf(row: AttributeWithUnits) {
  return attributeKeyProblems({
    key: row.key,
    type: row.type,
    options: row.options,
    optionKeys: row.optionKeys,
    unitTitles: row.units.map((unit) => unit.title),
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

async function loadAttribute(db: DatabaseOrTransaction, id: number): Promise<AdminAttribute> {
  const row = await findAttribute(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.attributeNotFound);
  }
  return toAdminAttribute(row);
}

export function getAttribute(db: Database, id: number) {
  return loadAttribute(db, id);
}

export function createAttribute(db: Database, body: AttributeInput, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      await checkReferences(tx, body);
      const id = await insertAttribute(tx, attributeValues(body), context.now);
      await setAttributeUnits(tx, id, body.unit_ids);
      await checkDutyMapping(tx, id);
      const after = await loadAttribute(tx, id);
      await recordChange(tx, context, {
        action: 'create',
        entity: 'attribute',
        entityId: id,
        before: null,
        after,
      });
      return after;
    },
    ATTRIBUTE_TITLE,
    ATTRIBUTE_KEY,
  );
}

export function updateAttribute(db: Database, id: number, body: AttributeInput, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const current = await findAttribute(tx, id, { lock: true });
      if (!current) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.attributeNotFound);
      }
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
      const before = toAdminAttribute(current);
      const after = await loadAttribute(tx, id);
      await recordChange(tx, context, { action: 'update', entity: 'attribute', entityId: id, before, after });
      return after;
    },
    ATTRIBUTE_TITLE,
    ATTRIBUTE_KEY,
  );
}

export function deleteAttribute(db: Database, id: number, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const current = await findAttribute(tx, id, { lock: true });
      if (!current) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.attributeNotFound);
      }
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
      await recordChange(tx, context, {
        action: 'delete',
        entity: 'attribute',
        entityId: id,
        before: toAdminAttribute(current),
        after: null,
      });
      return { detail: `The attribute '${current.title}' was deleted` };
    },
    ATTRIBUTE_TITLE,
  );
}

// --- units -----------------------------------------------------------------------------------------

export function createUnit(db: Database, title: string, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const row = await insertUnit(tx, title, context.now);
      await recordChange(tx, context, {
        action: 'create',
        entity: 'unit',
        entityId: row.id,
        before: null,
        after: row,
      });
      return row;
    },
    UNIT_TITLE,
  );
}

export function updateUnit(db: Database, id: number, title: string, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const before = await findUnit(tx, id, { lock: true });
      if (!before) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.unitNotFound);
      }
      await renameUnit(tx, id, title, context.now);
      await checkUnitReadable(tx, id);
      const after = { id, title };
      await recordChange(tx, context, { action: 'update', entity: 'unit', entityId: id, before, after });
      return after;
    },
    UNIT_TITLE,
  );
}

/** Refused while a part shows an attribute in this unit (naming the parts), or while any attribute offers it. */
export function deleteUnit(db: Database, id: number, context: ChangeContext) {
  return guardedTransaction(
    db,
    async (tx) => {
      const row = await findUnit(tx, id, { lock: true });
      if (!row) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.unitNotFound);
      }
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
      await recordChange(tx, context, {
        action: 'delete',
        entity: 'unit',
        entityId: id,
        before: row,
        after: null,
      });
      return { detail: `The unit '${row.title}' was deleted` };
    },
    UNIT_TITLE,
  );
}
