import type { CataloguePump, CurvePoint } from '@specsource/pump-engine';
import { TYPE_ORIENTATION } from '@specsource/pump-engine';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction, Transaction } from '../db/database.ts';
import {
  pumpCatalogueState,
  pumpCurvePoints,
  pumpManufacturers,
  pumpModels,
  pumpSeries,
} from '../db/schema/index.ts';
import {
  efficiencyToPct,
  isDemoPump,
  materialClassOf,
  pctToEfficiency,
  priceToMinor,
} from './catalogue-record.ts';

// Pumps per INSERT (their curve points go in one more); series per INSERT.
const MODEL_BATCH_SIZE = 2_000;
const SERIES_BATCH_SIZE = 500;
const DELETE_BATCH_SIZE = 5_000;

const modelColumns = {
  rowId: pumpModels.id,
  id: pumpModels.publicId,
  manufacturer: pumpManufacturers.name,
  series: pumpSeries.name,
  model: pumpModels.model,
  type: pumpModels.pumpType,
  nominalSpeedRpm: pumpModels.nominalSpeedRpm,
  frequencyHz: pumpModels.frequencyHz,
  impellerDiameterMinIn: pumpModels.impellerMinDiameterIn,
  impellerDiameterMaxIn: pumpModels.impellerMaxDiameterIn,
  stages: pumpModels.stages,
  suctionNozzleIn: pumpModels.suctionNozzleIn,
  dischargeNozzleIn: pumpModels.dischargeNozzleIn,
  minContinuousStableFlowGpm: pumpModels.minContinuousStableFlowGpm,
  variableSpeedMinRpm: pumpModels.variableSpeedMinRpm,
  variableSpeedMaxRpm: pumpModels.variableSpeedMaxRpm,
  materialCasing: pumpModels.materialCasing,
  materialImpeller: pumpModels.materialImpeller,
  materialShaft: pumpModels.materialShaft,
  materialClass: pumpModels.materialClass,
  shaftSeals: pumpModels.shaftSeals,
  orientation: pumpModels.orientation,
  listPriceMinor: pumpModels.listPriceMinor,
  currency: pumpModels.currency,
  leadTimeWeeks: pumpModels.leadTimeWeeks,
  productUrl: pumpModels.productUrl,
  dataSource: pumpModels.dataSource,
};

function selectModels(db: DatabaseOrTransaction) {
  return db
    .select(modelColumns)
    .from(pumpModels)
    .innerJoin(pumpSeries, eq(pumpSeries.id, pumpModels.seriesId))
    .innerJoin(pumpManufacturers, eq(pumpManufacturers.id, pumpSeries.manufacturerId));
}

type ModelRow = Awaited<ReturnType<typeof selectModels>>[number];

const pointColumns = {
  modelId: pumpCurvePoints.modelId,
  flowGpm: pumpCurvePoints.flowGpm,
  headFt: pumpCurvePoints.headFt,
  efficiencyPct: pumpCurvePoints.efficiencyPct,
  npshrFt: pumpCurvePoints.npshrFt,
  powerHp: pumpCurvePoints.powerHp,
};

type PointRow = Omit<Awaited<ReturnType<typeof selectPoints>>[number], 'modelId'>;

function selectPoints(db: DatabaseOrTransaction) {
  return db.select(pointColumns).from(pumpCurvePoints);
}

function toCurvePoint(row: PointRow): CurvePoint {
  return {
    flowGpm: row.flowGpm,
    headFt: row.headFt,
    efficiency: row.efficiencyPct === null ? null : pctToEfficiency(row.efficiencyPct),
    npshRequiredFt: row.npshrFt,
    powerHp: row.powerHp,
  };
}

function toCataloguePump(row: ModelRow, curve: CurvePoint[]): CataloguePump {
  const min = row.variableSpeedMinRpm;
  const max = row.variableSpeedMaxRpm;
  return {
    id: row.id,
    manufacturer: row.manufacturer,
    series: row.series,
    model: row.model,
    type: row.type,
    nominalSpeedRpm: row.nominalSpeedRpm,
    frequencyHz: row.frequencyHz === 50 ? 50 : 60,
    impellerDiameterMinIn: row.impellerDiameterMinIn,
    impellerDiameterMaxIn: row.impellerDiameterMaxIn,
    stages: row.stages,
    suctionNozzleIn: row.suctionNozzleIn,
    dischargeNozzleIn: row.dischargeNozzleIn,
    curve,
    minContinuousStableFlowGpm: row.minContinuousStableFlowGpm,
    variableSpeed: min === null || max === null ? null : { minSpeedRpm: min, maxSpeedRpm: max },
    materials: { casing: row.materialCasing, impeller: row.materialImpeller, shaft: row.materialShaft },
    materialClass: materialClassOf(row.materialClass, {
      casing: row.materialCasing,
      impeller: row.materialImpeller,
    }),
    shaftSeals: row.shaftSeals,
    orientation: row.orientation ?? TYPE_ORIENTATION[row.type],
    listPrice:
      row.listPriceMinor === null ? null : { amount: row.listPriceMinor / 100, currency: row.currency },
    leadTimeWeeks: row.leadTimeWeeks,
    productUrl: row.productUrl,
    dataSource: row.dataSource,
  };
}

/** A stored pump and the id of its `pump_models` row. */
export interface CatalogueRow {
  rowId: number;
  pump: CataloguePump;
}

/**
 * Pumps with their curves in row order, two queries (models, then their curve points): the whole catalogue,
 * or only the rows `rowIds` names (sent as one array parameter however many there are).
 */
export async function loadCatalogueRows(
  db: DatabaseOrTransaction,
  rowIds?: readonly number[],
): Promise<CatalogueRow[]> {
  const models = await selectModels(db)
    .where(rowIds ? sql`${pumpModels.id} = any(${arrayLiteral(rowIds)}::integer[])` : undefined)
    .orderBy(asc(pumpModels.id));
  const points = await selectPoints(db)
    .where(rowIds ? sql`${pumpCurvePoints.modelId} = any(${arrayLiteral(rowIds)}::integer[])` : undefined)
    .orderBy(asc(pumpCurvePoints.modelId), asc(pumpCurvePoints.pointIndex));
  const curves = new Map<number, CurvePoint[]>();
  for (const point of points) {
    let curve = curves.get(point.modelId);
    if (!curve) {
      curve = [];
      curves.set(point.modelId, curve);
    }
    curve.push(toCurvePoint(point));
  }
  return models.map((row) => ({ rowId: row.rowId, pump: toCataloguePump(row, curves.get(row.rowId) ?? []) }));
}

/** The whole catalogue with curves, in model order. */
export async function loadCataloguePumps(db: DatabaseOrTransaction): Promise<CataloguePump[]> {
  return (await loadCatalogueRows(db)).map((row) => row.pump);
}

/** The `pump_models` row id of every stored pump, ascending. */
export async function findCatalogueRowIds(db: DatabaseOrTransaction): Promise<number[]> {
  const rows = await db.select({ id: pumpModels.id }).from(pumpModels).orderBy(asc(pumpModels.id));
  return rows.map((row) => row.id);
}

/** One pump by its public id, with its curve; null when there is none. */
export async function findCataloguePump(
  db: DatabaseOrTransaction,
  id: string,
): Promise<CataloguePump | null> {
  const [row] = await selectModels(db).where(eq(pumpModels.publicId, id)).limit(1);
  if (!row) {
    return null;
  }
  const points = await selectPoints(db)
    .where(eq(pumpCurvePoints.modelId, row.rowId))
    .orderBy(asc(pumpCurvePoints.pointIndex));
  return toCataloguePump(row, points.map(toCurvePoint));
}

export interface CatalogueCounts {
  pumps: number;
  curvePoints: number;
  manufacturers: number;
}

export async function countCatalogue(db: DatabaseOrTransaction): Promise<CatalogueCounts> {
  const [models] = await db.select({ n: count() }).from(pumpModels);
  const [points] = await db.select({ n: count() }).from(pumpCurvePoints);
  const [makers] = await db.select({ n: count() }).from(pumpManufacturers);
  return { pumps: models?.n ?? 0, curvePoints: points?.n ?? 0, manufacturers: makers?.n ?? 0 };
}

/** What identifies a pump in the database besides its id: maker, series, model and speed must be unique. */
export interface CatalogueKey {
  id: string;
  manufacturer: string;
  series: string;
  model: string;
  nominalSpeedRpm: number;
}

export function catalogueKeyText(key: Omit<CatalogueKey, 'id'>): string {
  return `${key.manufacturer} / ${key.series} / ${key.model} @ ${key.nominalSpeedRpm} rpm`;
}

export async function findCatalogueKeys(db: DatabaseOrTransaction): Promise<CatalogueKey[]> {
  return db
    .select({
      id: pumpModels.publicId,
      manufacturer: pumpManufacturers.name,
      series: pumpSeries.name,
      model: pumpModels.model,
      nominalSpeedRpm: pumpModels.nominalSpeedRpm,
    })
    .from(pumpModels)
    .innerJoin(pumpSeries, eq(pumpSeries.id, pumpModels.seriesId))
    .innerJoin(pumpManufacturers, eq(pumpManufacturers.id, pumpSeries.manufacturerId));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

/**
 * Inserts pumps (new ids only) with their makers and series, in batches; makers and series are reused by name.
 * Catalogue rows are never updated in place: a changed pump is deleted and inserted again, so it gets a new
 * row id. The in-memory store relies on it to reload only the rows it has not loaded yet (catalogue-store.ts).
 */
export async function insertCataloguePumps(tx: Transaction, pumps: readonly CataloguePump[]): Promise<void> {
  if (pumps.length === 0) {
    return;
  }
  const makerNames = [...new Set(pumps.map((pump) => pump.manufacturer))];
  const demoMakers = new Set(pumps.filter(isDemoPump).map((pump) => pump.manufacturer));
  await tx
    .insert(pumpManufacturers)
    .values(makerNames.map((name) => ({ name, isDemo: demoMakers.has(name) })))
    .onConflictDoNothing();
  const makers = await tx
    .select({ id: pumpManufacturers.id, name: pumpManufacturers.name })
    .from(pumpManufacturers)
    .where(inArray(pumpManufacturers.name, makerNames));
  const makerIds = new Map(makers.map((maker) => [maker.name, maker.id]));

  const seriesKey = (makerId: number, name: string) => `${makerId}\u0000${name}`;
  const seriesValues = new Map<string, { manufacturerId: number; name: string }>();
  for (const pump of pumps) {
    const manufacturerId = makerIds.get(pump.manufacturer) ?? 0;
    seriesValues.set(seriesKey(manufacturerId, pump.series), { manufacturerId, name: pump.series });
  }
  for (const batch of chunks([...seriesValues.values()], SERIES_BATCH_SIZE)) {
    await tx.insert(pumpSeries).values(batch).onConflictDoNothing();
  }
  const series = await tx
    .select({ id: pumpSeries.id, manufacturerId: pumpSeries.manufacturerId, name: pumpSeries.name })
    .from(pumpSeries)
    .where(inArray(pumpSeries.manufacturerId, [...makerIds.values()]));
  const seriesIds = new Map(series.map((row) => [seriesKey(row.manufacturerId, row.name), row.id]));

  for (const batch of chunks(pumps, MODEL_BATCH_SIZE)) {
    const seriesIdOf = (pump: CataloguePump) =>
      seriesIds.get(seriesKey(makerIds.get(pump.manufacturer) ?? 0, pump.series)) ?? 0;
    const inserted = await insertByUnnest<{ id: number; public_id: string }>(
      tx,
      'pump_models',
      [
        ['public_id', 'text', batch.map((pump) => pump.id)],
        ['series_id', 'integer', batch.map(seriesIdOf)],
        ['model', 'text', batch.map((pump) => pump.model)],
        ['pump_type', 'pump_type', batch.map((pump) => pump.type)],
        ['nominal_speed_rpm', 'float8', batch.map((pump) => pump.nominalSpeedRpm)],
        ['frequency_hz', 'integer', batch.map((pump) => pump.frequencyHz)],
        ['impeller_min_diameter_in', 'float8', batch.map((pump) => pump.impellerDiameterMinIn)],
        ['impeller_max_diameter_in', 'float8', batch.map((pump) => pump.impellerDiameterMaxIn)],
        ['stages', 'integer', batch.map((pump) => pump.stages)],
        ['suction_nozzle_in', 'float8', batch.map((pump) => pump.suctionNozzleIn)],
        ['discharge_nozzle_in', 'float8', batch.map((pump) => pump.dischargeNozzleIn)],
        ['min_continuous_stable_flow_gpm', 'float8', batch.map((pump) => pump.minContinuousStableFlowGpm)],
        ['variable_speed_min_rpm', 'float8', batch.map((pump) => pump.variableSpeed?.minSpeedRpm ?? null)],
        ['variable_speed_max_rpm', 'float8', batch.map((pump) => pump.variableSpeed?.maxSpeedRpm ?? null)],
        ['material_casing', 'text', batch.map((pump) => pump.materials.casing)],
        ['material_impeller', 'text', batch.map((pump) => pump.materials.impeller)],
        ['material_shaft', 'text', batch.map((pump) => pump.materials.shaft)],
        ['material_class', 'pump_material_class', batch.map((pump) => pump.materialClass)],
        // One text per pump ('{mechanical,packing}'): unnest of a 2-D array would flatten the lists.
        ['shaft_seals', 'text', batch.map((pump) => `{${pump.shaftSeals.join(',')}}`), 'pump_shaft_seal[]'],
        ['orientation', 'pump_orientation', batch.map((pump) => pump.orientation)],
        [
          'list_price_minor',
          'bigint',
          batch.map((pump) => (pump.listPrice ? priceToMinor(pump.listPrice.amount) : null)),
        ],
        ['currency', 'text', batch.map((pump) => pump.listPrice?.currency ?? 'USD')],
        ['lead_time_weeks', 'integer', batch.map((pump) => pump.leadTimeWeeks)],
        ['product_url', 'text', batch.map((pump) => pump.productUrl)],
        ['data_source', 'text', batch.map((pump) => pump.dataSource)],
      ],
      'id, public_id',
    );
    const rowIds = new Map(inserted.map((row) => [row.public_id, row.id]));
    const points = batch.flatMap((pump) =>
      pump.curve.map((point, pointIndex) => ({ modelId: rowIds.get(pump.id) ?? 0, pointIndex, point })),
    );
    await insertByUnnest(tx, 'pump_curve_points', [
      ['model_id', 'integer', points.map((row) => row.modelId)],
      ['point_index', 'integer', points.map((row) => row.pointIndex)],
      ['flow_gpm', 'float8', points.map((row) => row.point.flowGpm)],
      ['head_ft', 'float8', points.map((row) => row.point.headFt)],
      [
        'efficiency_pct',
        'float8',
        points.map((row) => (row.point.efficiency === null ? null : efficiencyToPct(row.point.efficiency))),
      ],
      ['npshr_ft', 'float8', points.map((row) => row.point.npshRequiredFt)],
      ['power_hp', 'float8', points.map((row) => row.point.powerHp)],
    ]);
  }
}

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`): both drivers pass it as one text parameter, whatever the
 * element type. Numbers are written in JS's shortest round-trip form, which float8 input reads back exactly.
 */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) {
      return 'NULL';
    }
    if (typeof value === 'number') {
      return String(value);
    }
    return `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * One INSERT for many rows, each column sent as a single array parameter (`insert … select … from unnest(…)`):
 * a few parameters per statement however many rows, which is what makes seeding 200,000 curve points quick.
 */
async function insertByUnnest<Row extends Record<string, unknown>>(
  tx: Transaction,
  table: string,
  columns: readonly (readonly [name: string, type: string, values: readonly unknown[], cast?: string])[],
  returning?: string,
): Promise<Row[]> {
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${arrayLiteral(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  // A column whose values travel as text (an array per row cannot be unnested from a 2-D array) is cast on the way in.
  const selected = sql.join(
    columns.map(([name, , , cast]) =>
      cast === undefined ? sql.identifier(name) : sql`${sql.identifier(name)}::${sql.raw(cast)}`,
    ),
    sql`, `,
  );
  const query = sql`insert into ${sql.identifier(table)} (${names}) select ${selected} from unnest(${arrays}) as u(${names})`;
  if (returning !== undefined) {
    query.append(sql.raw(` returning ${returning}`));
  }
  const result = await tx.execute(query);
  return (result as unknown as { rows: Row[] }).rows ?? [];
}

/** Deletes pumps by public id (their curves go with them), then makers and series left without pumps. */
export async function deleteCataloguePumps(tx: Transaction, ids: readonly string[]): Promise<void> {
  for (const batch of chunks(ids, DELETE_BATCH_SIZE)) {
    await tx.delete(pumpModels).where(inArray(pumpModels.publicId, batch));
  }
  await deleteEmptySeriesAndMakers(tx);
}

async function deleteEmptySeriesAndMakers(tx: Transaction): Promise<void> {
  await tx.execute(
    sql`delete from ${pumpSeries} where not exists (select 1 from ${pumpModels} where ${pumpModels.seriesId} = ${pumpSeries.id})`,
  );
  await tx.execute(
    sql`delete from ${pumpManufacturers} where not exists (select 1 from ${pumpSeries} where ${pumpSeries.manufacturerId} = ${pumpManufacturers.id})`,
  );
}

/** Replaces the whole catalogue with `pumps`. */
export async function replaceCatalogue(tx: Transaction, pumps: readonly CataloguePump[]): Promise<void> {
  await tx.delete(pumpCurvePoints);
  await tx.delete(pumpModels);
  await deleteEmptySeriesAndMakers(tx);
  await insertCataloguePumps(tx, pumps);
}

/** The NOTIFY channel a catalogue change is announced on; the payload is the new version. */
export const CATALOGUE_CHANNEL = 'pump_catalogue_changed';

/**
 * Bumps the catalogue version in the writing transaction and announces it there: PostgreSQL delivers a
 * NOTIFY only when its transaction commits, so listeners never see a change that was rolled back, nor see it
 * before they can read it.
 */
export async function bumpCatalogueVersion(tx: Transaction): Promise<number> {
  const [row] = await tx
    .insert(pumpCatalogueState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: pumpCatalogueState.id,
      set: { version: sql`${pumpCatalogueState.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: pumpCatalogueState.version });
  const version = row?.version ?? 0;
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(version)})`);
  return version;
}

/** The catalogue's current version; 0 before the first write. */
export async function readCatalogueVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db
    .select({ version: pumpCatalogueState.version })
    .from(pumpCatalogueState)
    .where(eq(pumpCatalogueState.id, 1));
  return row?.version ?? 0;
}
