import type { CataloguePump, CurvePoint } from '@specsource/pump-engine';
import { TYPE_ORIENTATION } from '@specsource/pump-engine';
import { asc, count, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  pumpCurvePoints,
  pumpManufacturers,
  pumpModels,
  pumpSeries,
} from '../../platform/db/schema/index.ts';
import { materialClassOf, pctToEfficiency } from './catalogue-record.ts';

/** A pump's columns as the store reads them (catalogue-load.repository.ts builds the same shape in JSON). */
export const modelColumns = {
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

export type ModelRow = Awaited<ReturnType<typeof selectModels>>[number];

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

export function toCurvePoint(row: PointRow): CurvePoint {
  return {
    flowGpm: row.flowGpm,
    headFt: row.headFt,
    efficiency: row.efficiencyPct === null ? null : pctToEfficiency(row.efficiencyPct),
    npshRequiredFt: row.npshrFt,
    powerHp: row.powerHp,
  };
}

export function toCataloguePump(row: ModelRow, curve: CurvePoint[]): CataloguePump {
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
