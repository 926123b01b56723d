import type { CataloguePump } from '@specsource/pump-engine';
import { inArray, sql } from 'drizzle-orm';
import { insertByUnnest } from '../../platform/db/array-parameters.ts';
import type { Transaction } from '../../platform/db/database.ts';
import {
  pumpCurvePoints,
  pumpManufacturers,
  pumpModels,
  pumpSeries,
} from '../../platform/db/schema/index.ts';
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
