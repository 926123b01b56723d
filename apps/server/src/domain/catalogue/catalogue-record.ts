import type {
  CatalogueMaterialClass,
  CatalogueOrientation,
  CataloguePumpRecord,
  CatalogueShaftSeal,
  CatalogueTypeName,
} from '@specsource/contracts';
import type {
  CataloguePump,
  CataloguePumpType,
  CurvePoint,
  MaterialClass,
  Orientation,
  ShaftSeal,
} from '@specsource/pump-engine';
import { DEFAULT_SHAFT_SEALS, materialClassFromNames, TYPE_ORIENTATION } from '@specsource/pump-engine';

// The contracts spell the vocabularies as the engine does; these lines stop compiling if either list changes alone.
type Same<A, B> = [A, B] extends [B, A] ? true : never;
const SAME_VOCABULARIES: [
  Same<CataloguePumpType, CatalogueTypeName>,
  Same<MaterialClass, CatalogueMaterialClass>,
  Same<ShaftSeal, CatalogueShaftSeal>,
  Same<Orientation, CatalogueOrientation>,
] = [true, true, true, true];
void SAME_VOCABULARIES;

/**
 * A pump's material class: the file's, else what its casing and impeller names say, else cast iron — the lowest class,
 * so a pump whose class is unknown is never offered for a fluid or a request that needs better (rows stored before the
 * class existed; imports refuse a pump whose class cannot be read).
 */
export function materialClassOf(
  given: MaterialClass | null,
  materials: { casing: string; impeller: string },
): MaterialClass {
  return given ?? materialClassFromNames(materials.casing, materials.impeller) ?? 'cast-iron';
}

/**
 * Efficiency fraction → percent by shifting the decimal point in text (0.2031 → 20.31), not by multiplying,
 * so that a value written with up to 15 significant digits comes back unchanged through the file and the database.
 */
export function efficiencyToPct(fraction: number): number {
  return shiftDecimal(fraction, 2);
}

/** Percent → the engine's fraction, shifting the decimal point the same way (20.31 → 0.2031). */
export function pctToEfficiency(pct: number): number {
  return shiftDecimal(pct, -2);
}

function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Major units (dollars) → minor units (cents); prices are kept to the cent. */
export function priceToMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units → the wire's decimal string with two places ("1234.50"). */
export function minorToPriceText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Demo-catalogue pumps (fictitious makers) say so in their data source. */
export function isDemoPump(pump: Pick<CataloguePump, 'dataSource'>): boolean {
  return /\bdemo\b/i.test(pump.dataSource);
}

/** A catalogue pump in the file and wire shape (snake_case, units in the names, efficiency in %). */
export function toCataloguePumpRecord(pump: CataloguePump): CataloguePumpRecord {
  return {
    id: pump.id,
    manufacturer: pump.manufacturer,
    series: pump.series,
    model: pump.model,
    type: pump.type,
    nominal_speed_rpm: pump.nominalSpeedRpm,
    frequency_hz: pump.frequencyHz,
    impeller_diameter_min_in: pump.impellerDiameterMinIn,
    impeller_diameter_max_in: pump.impellerDiameterMaxIn,
    stages: pump.stages,
    suction_nozzle_in: pump.suctionNozzleIn,
    discharge_nozzle_in: pump.dischargeNozzleIn,
    min_continuous_stable_flow_gpm: pump.minContinuousStableFlowGpm,
    variable_speed_min_rpm: pump.variableSpeed?.minSpeedRpm ?? null,
    variable_speed_max_rpm: pump.variableSpeed?.maxSpeedRpm ?? null,
    material_casing: pump.materials.casing,
    material_impeller: pump.materials.impeller,
    material_shaft: pump.materials.shaft,
    material_class: pump.materialClass,
    shaft_seals: [...pump.shaftSeals],
    orientation: pump.orientation,
    list_price: pump.listPrice ? minorToPriceText(priceToMinor(pump.listPrice.amount)) : null,
    currency: pump.listPrice?.currency ?? null,
    lead_time_weeks: pump.leadTimeWeeks,
    product_url: pump.productUrl,
    data_source: pump.dataSource,
    curve: pump.curve.map((point) => ({
      flow_gpm: point.flowGpm,
      head_ft: point.headFt,
      efficiency_pct: point.efficiency === null ? null : efficiencyToPct(point.efficiency),
      npshr_ft: point.npshRequiredFt,
      power_hp: point.powerHp,
    })),
  };
}

/** A validated record back to the engine's catalogue pump. */
export function fromCataloguePumpRecord(record: CataloguePumpRecord): CataloguePump {
  const hasVariableSpeed = record.variable_speed_min_rpm !== null && record.variable_speed_max_rpm !== null;
  return {
    id: record.id,
    manufacturer: record.manufacturer,
    series: record.series,
    model: record.model,
    type: record.type,
    nominalSpeedRpm: record.nominal_speed_rpm,
    frequencyHz: record.frequency_hz,
    impellerDiameterMinIn: record.impeller_diameter_min_in,
    impellerDiameterMaxIn: record.impeller_diameter_max_in,
    stages: record.stages,
    suctionNozzleIn: record.suction_nozzle_in,
    dischargeNozzleIn: record.discharge_nozzle_in,
    curve: record.curve.map(
      (point): CurvePoint => ({
        flowGpm: point.flow_gpm,
        headFt: point.head_ft,
        efficiency: point.efficiency_pct === null ? null : pctToEfficiency(point.efficiency_pct),
        npshRequiredFt: point.npshr_ft,
        powerHp: point.power_hp,
      }),
    ),
    minContinuousStableFlowGpm: record.min_continuous_stable_flow_gpm,
    variableSpeed: hasVariableSpeed
      ? { minSpeedRpm: record.variable_speed_min_rpm ?? 0, maxSpeedRpm: record.variable_speed_max_rpm ?? 0 }
      : null,
    materials: {
      casing: record.material_casing,
      impeller: record.material_impeller,
      shaft: record.material_shaft,
    },
    materialClass: materialClassOf(record.material_class, {
      casing: record.material_casing,
      impeller: record.material_impeller,
    }),
    shaftSeals: record.shaft_seals ?? DEFAULT_SHAFT_SEALS,
    orientation: record.orientation ?? TYPE_ORIENTATION[record.type],
    listPrice:
      record.list_price === null
        ? null
        : { amount: priceToMinor(Number(record.list_price)) / 100, currency: record.currency ?? 'USD' },
    leadTimeWeeks: record.lead_time_weeks,
    productUrl: record.product_url,
    dataSource: record.data_source,
  };
}
