import type { CataloguePump, CurvePoint } from '@specsource/pump-engine';
import { inArray, sql } from 'drizzle-orm';
import { insertByUnnest } from '../../platform/db/array-parameters.ts';
import type { Transaction } from '../../platform/db/database.ts';
import {
  pumpCurvePoints,
  pumpManufacturers,
  pumpModels,
  pumpSeries,
} from '../../platform/db/schema/index.ts';
import { type ModelRow, toCataloguePump, toCurvePoint } from './catalogue.repository.ts';
import type { CatalogueRow } from './catalogue-load.repository.ts';
import { efficiencyToPct, isDemoPump, priceToMinor } from './catalogue-record.ts';

// Pumps per INSERT (their curve points go in one more); series per INSERT.
const MODEL_BATCH_SIZE = 2_000;
const SERIES_BATCH_SIZE = 500;
const DELETE_BATCH_SIZE = 5_000;

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
 * Answers the pumps as a read of their rows gives them back (catalogue-load.repository.ts), so a store can start
 * from them instead of reading them again.
 */
export async function insertCataloguePumps(
  tx: Transaction,
  pumps: readonly CataloguePump[],
  options: InsertCatalogueOptions = {},
): Promise<CatalogueRow[]> {
  if (pumps.length === 0) {
    return [];
  }
  if (options.checkReferencesOnce) {
    await tx.execute(sql`set local session_replication_role = replica`);
  }
  const rows = await insertRows(tx, pumps);
  if (options.checkReferencesOnce) {
    await tx.execute(sql`set local session_replication_role = default`);
    await assertCatalogueReferences(tx);
  }
  return rows;
}

export interface InsertCatalogueOptions {
  /**
   * Checks the references of the rows (series → maker, model → series, curve point → model) after the inserts, with
   * one statement that counts the orphans of each table, instead of PostgreSQL's foreign-key trigger on every row: the trigger is 40 % of inserting the
   * demo catalogue's 200,000 curve points (2.3 → 1.5 s on PGlite). The triggers are off for the inserts through
   * `session_replication_role`, which only a superuser may set (pg_restore's --disable-triggers does the same), so
   * only the embedded database's seed asks for it: its user is PGlite's superuser, and the catalogue is empty.
   */
  checkReferencesOnce?: boolean;
}

/**
 * Throws when a catalogue row points at a parent that is not there, which rolls the writing transaction back: the
 * foreign keys' own check, done once over the tables after a load that turned the per-row triggers off.
 */
export async function assertCatalogueReferences(tx: Transaction): Promise<void> {
  const result = (await tx.execute(
    sql`select
      (select count(*)::int from ${pumpCurvePoints} where not exists
        (select 1 from ${pumpModels} where ${pumpModels.id} = ${pumpCurvePoints.modelId})) as points,
      (select count(*)::int from ${pumpModels} where not exists
        (select 1 from ${pumpSeries} where ${pumpSeries.id} = ${pumpModels.seriesId})) as models,
      (select count(*)::int from ${pumpSeries} where not exists
        (select 1 from ${pumpManufacturers} where ${pumpManufacturers.id} = ${pumpSeries.manufacturerId})) as series`,
  )) as unknown as { rows: { points: number; models: number; series: number }[] };
  const orphans = result.rows[0] ?? { points: 0, models: 0, series: 0 };
  if (orphans.points + orphans.models + orphans.series > 0) {
    throw new Error(
      `catalogue rows without their parent: ${orphans.points} curve points, ${orphans.models} models, ${orphans.series} series`,
    );
  }
}

async function insertRows(tx: Transaction, pumps: readonly CataloguePump[]): Promise<CatalogueRow[]> {
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

  const rows: CatalogueRow[] = [];
  for (const batch of chunks(pumps, MODEL_BATCH_SIZE)) {
    const seriesIdOf = (pump: CataloguePump) =>
      seriesIds.get(seriesKey(makerIds.get(pump.manufacturer) ?? 0, pump.series)) ?? 0;
    const models = batch.map(storedModelOf);
    const column = <Value>(read: (model: StoredModel) => Value) => models.map(read);
    const inserted = await insertByUnnest<{ id: number; public_id: string }>(
      tx,
      'pump_models',
      [
        ['public_id', 'text', column((model) => model.id)],
        ['series_id', 'integer', batch.map(seriesIdOf)],
        ['model', 'text', column((model) => model.model)],
        ['pump_type', 'pump_type', column((model) => model.type)],
        ['nominal_speed_rpm', 'float8', column((model) => model.nominalSpeedRpm)],
        ['frequency_hz', 'integer', column((model) => model.frequencyHz)],
        ['impeller_min_diameter_in', 'float8', column((model) => model.impellerDiameterMinIn)],
        ['impeller_max_diameter_in', 'float8', column((model) => model.impellerDiameterMaxIn)],
        ['stages', 'integer', column((model) => model.stages)],
        ['suction_nozzle_in', 'float8', column((model) => model.suctionNozzleIn)],
        ['discharge_nozzle_in', 'float8', column((model) => model.dischargeNozzleIn)],
        ['min_continuous_stable_flow_gpm', 'float8', column((model) => model.minContinuousStableFlowGpm)],
        ['variable_speed_min_rpm', 'float8', column((model) => model.variableSpeedMinRpm)],
        ['variable_speed_max_rpm', 'float8', column((model) => model.variableSpeedMaxRpm)],
        ['material_casing', 'text', column((model) => model.materialCasing)],
        ['material_impeller', 'text', column((model) => model.materialImpeller)],
        ['material_shaft', 'text', column((model) => model.materialShaft)],
        ['material_class', 'pump_material_class', column((model) => model.materialClass)],
        // One text per pump ('{mechanical,packing}'): unnest of a 2-D array would flatten the lists.
        ['shaft_seals', 'text', column((model) => `{${model.shaftSeals.join(',')}}`), 'pump_shaft_seal[]'],
        ['orientation', 'pump_orientation', column((model) => model.orientation)],
        ['list_price_minor', 'bigint', column((model) => model.listPriceMinor)],
        ['currency', 'text', column((model) => model.currency)],
        ['lead_time_weeks', 'integer', column((model) => model.leadTimeWeeks)],
        ['product_url', 'text', column((model) => model.productUrl)],
        ['data_source', 'text', column((model) => model.dataSource)],
      ],
      'id, public_id',
    );
    const rowIds = new Map(inserted.map((row) => [row.public_id, row.id]));
    const points = batch.flatMap((pump) =>
      pump.curve.map((point, pointIndex) => ({
        modelId: rowIds.get(pump.id) ?? 0,
        pointIndex,
        point: storedPointOf(point),
      })),
    );
    await insertByUnnest(tx, 'pump_curve_points', [
      ['model_id', 'integer', points.map((row) => row.modelId)],
      ['point_index', 'integer', points.map((row) => row.pointIndex)],
      ['flow_gpm', 'float8', points.map((row) => row.point.flowGpm)],
      ['head_ft', 'float8', points.map((row) => row.point.headFt)],
      ['efficiency_pct', 'float8', points.map((row) => row.point.efficiencyPct)],
      ['npshr_ft', 'float8', points.map((row) => row.point.npshrFt)],
      ['power_hp', 'float8', points.map((row) => row.point.powerHp)],
    ]);
    batch.forEach((pump, i) => {
      const rowId = rowIds.get(pump.id) ?? 0;
      const curve = pump.curve.map((point) => toCurvePoint(storedPointOf(point)));
      rows.push({ rowId, pump: toCataloguePump({ rowId, ...(models[i] as StoredModel) }, curve) });
    });
  }
  return rows;
}

type StoredModel = Omit<ModelRow, 'rowId'>;

/** A pump as its `pump_models` row stores it (and as modelColumns reads it back). */
function storedModelOf(pump: CataloguePump): StoredModel {
  return {
    id: pump.id,
    manufacturer: pump.manufacturer,
    series: pump.series,
    model: pump.model,
    type: pump.type,
    nominalSpeedRpm: pump.nominalSpeedRpm,
    frequencyHz: pump.frequencyHz,
    impellerDiameterMinIn: pump.impellerDiameterMinIn,
    impellerDiameterMaxIn: pump.impellerDiameterMaxIn,
    stages: pump.stages,
    suctionNozzleIn: pump.suctionNozzleIn,
    dischargeNozzleIn: pump.dischargeNozzleIn,
    minContinuousStableFlowGpm: pump.minContinuousStableFlowGpm,
    variableSpeedMinRpm: pump.variableSpeed?.minSpeedRpm ?? null,
    variableSpeedMaxRpm: pump.variableSpeed?.maxSpeedRpm ?? null,
    materialCasing: pump.materials.casing,
    materialImpeller: pump.materials.impeller,
    materialShaft: pump.materials.shaft,
    materialClass: pump.materialClass,
    shaftSeals: [...pump.shaftSeals],
    orientation: pump.orientation,
    listPriceMinor: pump.listPrice ? priceToMinor(pump.listPrice.amount) : null,
    currency: pump.listPrice?.currency ?? 'USD',
    leadTimeWeeks: pump.leadTimeWeeks,
    productUrl: pump.productUrl,
    dataSource: pump.dataSource,
  };
}

/** A curve point as its `pump_curve_points` row stores it: efficiency in percent. */
function storedPointOf(point: CurvePoint) {
  return {
    flowGpm: point.flowGpm,
    headFt: point.headFt,
    efficiencyPct: point.efficiency === null ? null : efficiencyToPct(point.efficiency),
    npshrFt: point.npshRequiredFt,
    powerHp: point.powerHp,
  };
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
