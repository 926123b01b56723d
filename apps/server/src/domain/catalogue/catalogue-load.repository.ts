import type { CataloguePump, CurvePoint } from '@specsource/pump-engine';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { arrayLiteral } from '../../platform/db/array-parameters.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  pumpCurvePoints,
  pumpManufacturers,
  pumpModels,
  pumpSeries,
} from '../../platform/db/schema/index.ts';
import { type ModelRow, modelColumns, toCataloguePump, toCurvePoint } from './catalogue.repository.ts';

// The whole catalogue for the in-memory store (catalogue-store.ts), a page of pumps at a time.
//
// Each page is two statements that answer one JSON text each (json_agg), which JSON.parse reads at once. Row by
// row, the 20,000-pump demo catalogue (200,000 curve points) took 2.6 s to load into PGlite's result objects and
// left a few hundred MB of them for the collector; as JSON it takes about 0.7 s (docs/decisions/0012). PostgreSQL
// writes a double precision in JSON in its shortest exact form (extra_float_digits, PostgreSQL 12+), which
// JSON.parse reads back to the same number, so nothing is rounded on the way.

/** A stored pump and the id of its `pump_models` row. */
export interface CatalogueRow {
  rowId: number;
  pump: CataloguePump;
}

/**
 * Pumps per page: about 1.8 MB of JSON for 1,000 pumps and their curves. PGlite builds each page's text in its
 * WebAssembly memory (json_agg's buffer, the cast to text, the protocol's copy), and that memory keeps its high-water
 * mark resident for the process's life: loading the demo catalogue in pages of 5,000 left 67 MB of it touched, in
 * pages of 1,000 35 MB, and took 1.25–1.35 s instead of 1.66–1.74 s (docs/decisions/0012-embedded-server-memory.md).
 */
export const CATALOGUE_PAGE_SIZE = 1_000;

// json_build_object('rowId', "pump_models"."id", …): a model row in the shape the Drizzle select gives.
const modelJson = sql.join(
  Object.entries(modelColumns).map(
    ([key, column]: [string, PgColumn]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  ),
  sql`, `,
);

// A curve point as [model row id, flow, head, efficiency %, NPSHr, power], in curve order.
type PointTuple = [
  modelId: number,
  flowGpm: number,
  headFt: number,
  efficiencyPct: number | null,
  npshrFt: number | null,
  powerHp: number | null,
];

async function selectJsonText(db: DatabaseOrTransaction, query: SQL): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as { rows: { page: string | null }[] };
  return result.rows[0]?.page ?? null;
}

/** Up to `pageSize` models after row id `afterRowId`, in row order; only those `rowIds` names when given. */
async function loadModelPage(
  db: DatabaseOrTransaction,
  afterRowId: number,
  pageSize: number,
  rowIds: readonly number[] | undefined,
): Promise<ModelRow[]> {
  const only = rowIds ? sql`and ${pumpModels.id} = any(${arrayLiteral(rowIds)}::integer[])` : sql``;
  const text = await selectJsonText(
    db,
    sql`select json_agg(model order by row_id)::text as page from (
      select ${pumpModels.id} as row_id, json_build_object(${modelJson}) as model
      from ${pumpModels}
      join ${pumpSeries} on ${pumpSeries.id} = ${pumpModels.seriesId}
      join ${pumpManufacturers} on ${pumpManufacturers.id} = ${pumpSeries.manufacturerId}
      where ${pumpModels.id} > ${afterRowId} ${only}
      order by ${pumpModels.id}
      limit ${pageSize}
    ) as models`,
  );
  return text === null ? [] : (JSON.parse(text) as ModelRow[]);
}

/** The curve points of the models with row ids from `firstRowId` to `lastRowId` (and in `rowIds`), by model. */
async function loadCurvePage(
  db: DatabaseOrTransaction,
  firstRowId: number,
  lastRowId: number,
  rowIds: readonly number[] | undefined,
): Promise<Map<number, CurvePoint[]>> {
  const p = pumpCurvePoints;
  const only = rowIds ? sql`and ${p.modelId} = any(${arrayLiteral(rowIds)}::integer[])` : sql``;
  const text = await selectJsonText(
    db,
    sql`select json_agg(
        json_build_array(${p.modelId}, ${p.flowGpm}, ${p.headFt}, ${p.efficiencyPct}, ${p.npshrFt}, ${p.powerHp})
        order by ${p.modelId}, ${p.pointIndex}
      )::text as page
      from ${p}
      where ${p.modelId} between ${firstRowId} and ${lastRowId} ${only}`,
  );
  const curves = new Map<number, CurvePoint[]>();
  for (const [modelId, flowGpm, headFt, efficiencyPct, npshrFt, powerHp] of text === null
    ? []
    : (JSON.parse(text) as PointTuple[])) {
    let curve = curves.get(modelId);
    if (!curve) {
      curve = [];
      curves.set(modelId, curve);
    }
    curve.push(toCurvePoint({ flowGpm, headFt, efficiencyPct, npshrFt, powerHp }));
  }
  return curves;
}

/**
 * Pumps with their curves in row order: the whole catalogue, or only the rows `rowIds` names (sent as one
 * array parameter however many there are). Call it inside a REPEATABLE READ transaction when the pages must
 * belong to one version of the catalogue (catalogue-store.ts does).
 */
export async function loadCatalogueRows(
  db: DatabaseOrTransaction,
  rowIds?: readonly number[],
  pageSize = CATALOGUE_PAGE_SIZE,
): Promise<CatalogueRow[]> {
  const rows: CatalogueRow[] = [];
  let afterRowId = 0;
  for (;;) {
    const models = await loadModelPage(db, afterRowId, pageSize, rowIds);
    const first = models[0];
    const last = models.at(-1);
    if (!first || !last) {
      return rows;
    }
    const curves = await loadCurvePage(db, first.rowId, last.rowId, rowIds);
    for (const model of models) {
      rows.push({ rowId: model.rowId, pump: toCataloguePump(model, curves.get(model.rowId) ?? []) });
    }
    if (models.length < pageSize) {
      return rows;
    }
    afterRowId = last.rowId;
  }
}

/**
 * The whole catalogue with curves, in model order, as of one moment: its pages are read in one read-only
 * REPEATABLE READ transaction, so an import committed between two pages does not mix two catalogues.
 */
export async function loadCataloguePumps(db: Database): Promise<CataloguePump[]> {
  const rows = await db.transaction((tx) => loadCatalogueRows(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return rows.map((row) => row.pump);
}
