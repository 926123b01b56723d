import {
  isLaunchQuarterPast,
  isoDateOf,
  PART_TYPE_MESSAGES,
  type PartType,
  type PartTypeBodySchema,
} from '@specsource/contracts';
import type { z } from 'zod';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { dutyMappingError, searchedPartsBroken } from '../../domain/parts/check-searched-parts.ts';
import { findPartTypeByName } from '../../domain/parts/part-type-by-name.ts';
import { findPartsOfType } from '../../domain/parts/searched-parts.repository.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { nameList } from '../../platform/errors/name-list.ts';
import {
  deletePartTypeRow,
  insertPartType,
  lockPartType,
  partsUsingPartType,
  updatePartTypeRow,
} from './part-types.repository.ts';

type PartTypeInput = z.output<typeof PartTypeBodySchema>;

const ENTITY = 'part_type';
const NAME_CONSTRAINT = 'part_types_name_lower_unique';
/** One change in one transaction; a taken name (any case) or a part added meanwhile become 409s. */
async function inTransaction<T>(db: Database, work: (tx: DatabaseOrTransaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, NAME_CONSTRAINT)) {
      throw new AppError('CONFLICT', PART_TYPE_MESSAGES.nameTaken, { name: [PART_TYPE_MESSAGES.nameTaken] });
    }
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', 'A part now uses this part type; reload and try again.');
    }
    throw error;
  }
}

async function lockOrNotFound(tx: DatabaseOrTransaction, id: number): Promise<PartType> {
  const row = await lockPartType(tx, id);
  if (!row) {
    throw new AppError('NOT_FOUND', PART_TYPE_MESSAGES.notFound);
  }
  return row;
}

/** Instant results run the pump search on every part of the type: each must give it a duty it can read. */
async function checkSearchedPartsOfType(tx: DatabaseOrTransaction, id: number): Promise<void> {
  const broken = await searchedPartsBroken(tx, await findPartsOfType(tx, id));
  if (broken.length > 0) {
    throw dutyMappingError(broken.map((message) => ['config.features.instantResults', message]));
  }
}

// docs/spec/pump-selection-spec.md §9 — 'Pump', 'pump' and 'PUMP' are the same type.
export async function getPartTypeByName(db: DatabaseOrTransaction, name: string): Promise<PartType> {
  const row = await findPartTypeByName(db, name);
  if (!row) {
    throw new AppError('NOT_FOUND', `No part type is called '${name}'.`);
  }
  return row;
}

/**
 * A coming-soon page must not promise a launch that has passed. Checked on every save rather than in the schema,
 * which also checks stored configs: time alone must not make a stored one invalid.
 */
function checkLaunchAhead(input: PartTypeInput, now: Date): void {
  const { enabled, estimatedLaunch } = input.config.comingSoon;
  if (enabled && estimatedLaunch !== null && isLaunchQuarterPast(estimatedLaunch, isoDateOf(now))) {
    throw new AppError('VALIDATION', PART_TYPE_MESSAGES.launchPast, {
      'config.comingSoon.estimatedLaunch': [PART_TYPE_MESSAGES.launchPast],
    });
  }
}

export function createPartType(db: Database, input: PartTypeInput, context: ChangeContext) {
  checkLaunchAhead(input, context.now);
  return inTransaction(db, async (tx) => {
    const row = await insertPartType(tx, input, context.now);
    await recordChange(tx, context, {
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      before: null,
      after: row,
    });
    return row;
  });
}

export function updatePartType(db: Database, id: number, input: PartTypeInput, context: ChangeContext) {
  checkLaunchAhead(input, context.now);
  return inTransaction(db, async (tx) => {
    const before = await lockOrNotFound(tx, id);
    await updatePartTypeRow(tx, id, input, context.now);
    if (input.config.features.instantResults) {
      await checkSearchedPartsOfType(tx, id);
    }
    const after = { id, name: input.name, config: input.config };
    await recordChange(tx, context, { action: 'update', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** Refused while any part has this type, naming those parts. */
export function deletePartType(db: Database, id: number, context: ChangeContext) {
  return inTransaction(db, async (tx) => {
    const before = await lockOrNotFound(tx, id);
    const partTitles = await partsUsingPartType(tx, id);
    if (partTitles.length > 0) {
      const users = partTitles.length === 1 ? 'the part' : 'the parts';
      throw new AppError(
        'CONFLICT',
        `The part type '${before.name}' is used by ${users}: ${nameList(partTitles)}. Give those parts another type first.`,
      );
    }
    await deletePartTypeRow(tx, id);
    await recordChange(tx, context, { action: 'delete', entity: ENTITY, entityId: id, before, after: null });
    return { detail: `The part type '${before.name}' was deleted` };
  });
}
