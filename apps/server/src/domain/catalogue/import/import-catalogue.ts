import {
  CATALOGUE_MAX_REPORTED_PROBLEMS,
  type CatalogueFileFormat,
  type CatalogueImportResult,
  type CatalogueProblem,
} from '@specsource/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { recordAudit } from '../../audit/audit-log.repository.ts';
import { type CatalogueKey, catalogueKeyText, findCatalogueKeys } from '../catalogue.repository.ts';
import { bumpCatalogueVersion } from '../catalogue-version.ts';
import {
  deleteCataloguePumps,
  insertCataloguePumps,
  replaceCatalogue,
} from '../catalogue-writes.repository.ts';
import { parseCatalogueFile } from './catalogue-file.ts';
import { type ParsedCatalogue, problemAt } from './parsed-catalogue.ts';

// Imports (from any instance or the CLI) run one at a time.
const CATALOGUE_IMPORT_LOCK_KEY = 727_274_005;

export interface ImportCatalogueOptions {
  content: string;
  format: CatalogueFileFormat;
  /** Validate and count only; nothing is written. */
  dryRun: boolean;
  /** The file becomes the whole catalogue; otherwise its pumps are added, or updated by id. */
  replace: boolean;
  /** Cap on the problems listed (the API's); the CLI lists them all. */
  maxProblems?: number;
  /** Who imports, for the audit row: the signed-in admin, or null (with no ip) for the CLI. */
  actor?: { id: number | null; ip: string | null };
}

export interface ImportCatalogueOutcome {
  result: CatalogueImportResult;
  /** Set when the catalogue changed: the new version. */
  version: number | null;
}

/**
 * Validates a catalogue file and, unless it is a dry run or has any problem, writes it in one transaction that
 * also bumps the catalogue version (all or nothing). Every problem is reported with its row and column.
 */
export async function importCatalogueFile(
  db: Database,
  options: ImportCatalogueOptions,
): Promise<ImportCatalogueOutcome> {
  const parsed = parseCatalogueFile(options.content, options.format);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_IMPORT_LOCK_KEY}::bigint)`);
    const existing = await findCatalogueKeys(tx);
    const problems = [
      ...parsed.problems,
      ...(options.replace ? [] : conflictsWithCatalogue(parsed, existing)),
    ];
    const counts = countChanges(parsed, existing, options.replace);
    const report = (status: CatalogueImportResult['status']): CatalogueImportResult => ({
      status,
      format: options.format,
      dry_run: options.dryRun,
      replace: options.replace,
      counts,
      problem_count: problems.length,
      problems: problems.slice(0, options.maxProblems ?? CATALOGUE_MAX_REPORTED_PROBLEMS),
    });
    if (problems.length > 0) {
      return { result: report('invalid'), version: null };
    }
    if (options.dryRun) {
      return { result: report('valid'), version: null };
    }
    const pumps = parsed.pumps.map((entry) => entry.pump);
    if (options.replace) {
      await replaceCatalogue(tx, pumps);
    } else {
      const existingIds = new Set(existing.map((key) => key.id));
      await deleteCataloguePumps(
        tx,
        pumps.filter((pump) => existingIds.has(pump.id)).map((pump) => pump.id),
      );
      await insertCataloguePumps(tx, pumps);
    }
    const version = await bumpCatalogueVersion(tx);
    const result = report('imported');
    // An import is an admin change; the row says what it did, not every pump.
    await recordAudit(tx, {
      actorId: options.actor?.id ?? null,
      action: options.replace ? 'replace' : 'import',
      entity: 'pump_catalogue',
      entityId: version,
      before: { pump_count: existing.length },
      after: { format: options.format, replace: options.replace, counts: result.counts },
      ip: options.actor?.ip ?? null,
    });
    return { result, version };
  });
}

/** A pump of the file that would take the maker, series, model and speed of another pump already stored. */
function conflictsWithCatalogue(
  parsed: ParsedCatalogue,
  existing: readonly CatalogueKey[],
): CatalogueProblem[] {
  const fileIds = new Set(parsed.pumps.map((entry) => entry.pump.id));
  const stored = new Map(
    existing.filter((key) => !fileIds.has(key.id)).map((key) => [catalogueKeyText(key), key.id]),
  );
  return parsed.pumps.flatMap((entry) => {
    const key = catalogueKeyText(entry.pump);
    const otherId = stored.get(key);
    return otherId === undefined
      ? []
      : [
          problemAt(
            entry.locate(['model']),
            entry.pump.id,
            `${key} is already in the catalogue as pump ${otherId}; use that id to update it`,
          ),
        ];
  });
}

function countChanges(parsed: ParsedCatalogue, existing: readonly CatalogueKey[], replace: boolean) {
  const existingIds = new Set(existing.map((key) => key.id));
  const fileIds = new Set(parsed.pumps.map((entry) => entry.pump.id));
  const updated = [...fileIds].filter((id) => existingIds.has(id)).length;
  const added = fileIds.size - updated;
  const removed = replace ? existing.length - updated : 0;
  return {
    pumps: parsed.pumpCount,
    curve_points: parsed.curvePointCount,
    manufacturers: new Set(parsed.pumps.map((entry) => entry.pump.manufacturer)).size,
    added,
    updated,
    removed,
    catalogue_total: existing.length + added - removed,
  };
}
