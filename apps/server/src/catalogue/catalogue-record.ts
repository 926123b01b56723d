import type { CataloguePumpRecord, CatalogueTypeName } from '@specsource/contracts';
import type { CataloguePump, CataloguePumpType, CurvePoint } from '@specsource/pump-engine';

// The contracts spell the types as the engine does; this line stops compiling if either list changes alone.
const SAME_TYPES: [CataloguePumpType, CatalogueTypeName] extends [CatalogueTypeName, CataloguePumpType]
  ? true
  : never = true;
void SAME_TYPES;

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
    listPrice:
      record.list_price === null
        ? null
        : { amount: priceToMinor(Number(record.list_price)) / 100, currency: record.currency ?? 'USD' },
    leadTimeWeeks: record.lead_time_weeks,
    productUrl: record.product_url,
    dataSource: record.data_source,
  };
}
