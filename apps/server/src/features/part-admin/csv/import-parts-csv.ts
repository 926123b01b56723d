import {
  PART_CSV_MAX_PROBLEMS,
  type PartBodyParsed,
  type PartCsvImportResult,
  type PartCsvProblem,
} from '@specsource/contracts';
import { sql } from 'drizzle-orm';
import { type ChangeContext, recordChange } from '../../../domain/audit/change-context.ts';
import { insertAttribute, setAttributeUnits } from '../../../domain/taxonomy/attributes.repository.ts';
import { insertClassification } from '../../../domain/taxonomy/classifications.repository.ts';
import { insertUnit } from '../../../domain/taxonomy/units.repository.ts';
import type { Database, DatabaseOrTransaction } from '../../../platform/db/database.ts';
import { isAppError } from '../../../platform/errors/app-error.ts';
import { createPartIn, updatePartIn } from '../part-admin.service.ts';
import { retryOnSlugCollision } from '../part-transaction.ts';
import { parsePartsCsv } from './parse-parts-csv.ts';
import { loadImportSnapshot } from './part-csv.repository.ts';
import type { ImportSnapshot, PartsImportPlan, PlannedPart, Ref } from './parts-import-plan.ts';
import { planPartsImport } from './plan-parts-import.ts';

// Imports (from any instance) run one at a time: each plans against the catalogue the previous one left.
const PARTS_IMPORT_LOCK_KEY = 727_274_006;

export interface ImportPartsCsvOptions {
  content: string;
  /** Check everything, writing nothing. */
  dryRun: boolean;
  context: ChangeContext;
}

type Counts = PartCsvImportResult['counts'];

/** Ends the transaction without committing, carrying the answer out (a dry run, or a file with problems). */
class RollBack extends Error {
  readonly result: PartCsvImportResult;
  constructor(result: PartCsvImportResult) {
    super('parts import rolled back');
    this.result = result;
  }
}

function countsOf(rows: number, plan: PartsImportPlan | null): Counts {
  return {
    rows,
    parts: plan?.parts.length ?? 0,
    parts_created: plan?.parts.filter((part) => part.partId === null).length ?? 0,
    parts_updated: plan?.parts.filter((part) => part.partId !== null).length ?? 0,
    classifications_created: plan?.newClassifications.length ?? 0,
    attributes_created: plan?.newAttributes.length ?? 0,
    units_created: plan?.newUnits.length ?? 0,
  };
}

function resultOf(
  status: PartCsvImportResult['status'],
  dryRun: boolean,
  counts: Counts,
  problems: PartCsvProblem[],
): PartCsvImportResult {
  return {
    status,
    dry_run: dryRun,
    counts,
    problem_count: problems.length,
    problems: problems.slice(0, PART_CSV_MAX_PROBLEMS),
  };
}

/**
 * Imports parts with their classification structure (docs/part-csv-format.md). The file is
 * planned against the catalogue, then written in one transaction through the same checks as the Add Part
 * screen; any problem, or a dry run, rolls everything back — nothing is ever half-imported.
 */
export async function importPartsCsv(
  db: Database,
  options: ImportPartsCsvOptions,
): Promise<PartCsvImportResult> {
  const parsed = parsePartsCsv(options.content);
  if (parsed.problems.length > 0) {
    return resultOf('invalid', options.dryRun, countsOf(parsed.rows.length, null), parsed.problems);
  }
  try {
    return await retryOnSlugCollision(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTS_IMPORT_LOCK_KEY}::bigint)`);
        const snapshot = await loadImportSnapshot(tx);
        const plan = planPartsImport(parsed.rows, snapshot);
        const counts = countsOf(parsed.rows.length, plan);
        if (plan.problems.length > 0) {
          throw new RollBack(resultOf('invalid', options.dryRun, counts, plan.problems));
        }
        const problems = await applyPlan(tx, plan, snapshot, options.context);
        if (problems.length > 0) {
          throw new RollBack(resultOf('invalid', options.dryRun, counts, problems));
        }
        if (options.dryRun) {
          throw new RollBack(resultOf('valid', true, counts, []));
        }
        return resultOf('imported', false, counts, []);
      }),
    );
  } catch (error) {
    if (error instanceof RollBack) {
      return error.result;
    }
    throw error;
  }
}

/** Writes the plan: taxonomy first, then each part; a part the checks refuse becomes a problem on its row. */
async function applyPlan(
  tx: DatabaseOrTransaction,
  plan: PartsImportPlan,
  snapshot: ImportSnapshot,
  context: ChangeContext,
): Promise<PartCsvProblem[]> {
  const unitIds = new Map(snapshot.units.map((unit) => [unit.title, unit.id]));
  for (const title of plan.newUnits) {
    const unit = await insertUnit(tx, title, context.now);
    unitIds.set(title, unit.id);
    await recordChange(tx, context, {
      action: 'create',
      entity: 'unit',
      entityId: unit.id,
      before: null,
      after: unit,
    });
  }

  const classificationIds = new Map<string, number>();
  for (const { key, title } of plan.newClassifications) {
    const row = await insertClassification(tx, title, context.now);
    classificationIds.set(key, row.id);
    await recordChange(tx, context, {
      action: 'create',
      entity: 'classification',
      entityId: row.id,
      before: null,
      after: row,
    });
  }
  const classificationId = (ref: Ref) =>
    ref.kind === 'existing' ? ref.id : idOf(classificationIds, ref.key);

  const attributeIds = new Map<string, number>();
  for (const attribute of plan.newAttributes) {
    const values = {
      classificationId: classificationId(attribute.classification),
      title: attribute.title,
      type: attribute.type,
      options: attribute.options,
      minValue: attribute.minValue,
      maxValue: attribute.maxValue,
      minExclusive: attribute.minExclusive,
      maxExclusive: attribute.maxExclusive,
      key: attribute.attributeKey,
      optionKeys: attribute.optionKeys,
    };
    const id = await insertAttribute(tx, values, context.now);
    await setAttributeUnits(
      tx,
      id,
      attribute.unitTitles.map((title) => idOf(unitIds, title)),
    );
    attributeIds.set(attribute.key, id);
    await recordChange(tx, context, {
      action: 'create',
      entity: 'attribute',
      entityId: id,
      before: null,
      after: { id, ...values, units: attribute.unitTitles },
    });
  }
  const attributeId = (ref: Ref) => (ref.kind === 'existing' ? ref.id : idOf(attributeIds, ref.key));

  const problems: PartCsvProblem[] = [];
  for (const part of plan.parts) {
    const body = partBody(part, classificationId, attributeId);
    try {
      await (part.partId === null
        ? createPartIn(tx, body, context)
        : updatePartIn(tx, part.partId, body, context));
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) {
        throw error;
      }
      // The form's checks answer with field paths; the file's author needs the part's row.
      const fieldMessages = Object.values(error.fieldErrors ?? {}).flat();
      problems.push({ row: part.row, column: null, message: fieldMessages[0] ?? error.message });
    }
  }
  return problems;
}

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) {
    throw new Error(`the import plan names '${key}' but did not create it`);
  }
  return id;
}

/** The Add Part body for a planned part, with every reference resolved to an id. */
function partBody(
  part: PlannedPart,
  classificationId: (ref: Ref) => number,
  attributeId: (ref: Ref) => number,
): PartBodyParsed {
  return {
    title: part.title,
    description: part.description,
    part_type_id: part.partTypeId,
    classifications: part.cards.map((card) => ({
      value: classificationId(card.classification),
      isOptional: card.isOptional,
      attribute: card.attributes.map((row) => ({
        value: attributeId(row.attribute),
        isOptional: row.isOptional,
      })),
    })),
    // Only a part named by its slug can take another part's title, and then the file says so explicitly.
    allow_duplicate_title: true,
  };
}
