import type { CatalogueCurvePointRecord, CataloguePumpRecord } from '@specsource/contracts';

export type PumpColumn = Exclude<keyof CataloguePumpRecord, 'curve'>;
export type PointColumn = keyof CatalogueCurvePointRecord;
export type CatalogueColumn = PumpColumn | PointColumn;

/** The pump's measured quantities; they stand together in the file, after its type. */
const PUMP_QUANTITY_COLUMNS: readonly PumpColumn[] = [
  'nominal_speed_rpm',
  'frequency_hz',
  'impeller_diameter_min_in',
  'impeller_diameter_max_in',
  'stages',
  'suction_nozzle_in',
  'discharge_nozzle_in',
  'min_continuous_stable_flow_gpm',
  'variable_speed_min_rpm',
  'variable_speed_max_rpm',
];

/** The pump's columns, in file order (docs/catalogue-format.md). */
export const PUMP_COLUMNS: readonly PumpColumn[] = [
  'id',
  'manufacturer',
  'series',
  'model',
  'type',
  ...PUMP_QUANTITY_COLUMNS,
  'material_casing',
  'material_impeller',
  'material_shaft',
  'material_class',
  'shaft_seals',
  'orientation',
  'list_price',
  'currency',
  'lead_time_weeks',
  'product_url',
  'data_source',
];

/** One curve point's columns. */
export const POINT_COLUMNS: readonly PointColumn[] = [
  'flow_gpm',
  'head_ft',
  'efficiency_pct',
  'npshr_ft',
  'power_hp',
];

export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [...PUMP_COLUMNS, ...POINT_COLUMNS];

/** Columns read as numbers (the rest are text; list_price stays text: a decimal). */
export const NUMERIC_COLUMNS: ReadonlySet<CatalogueColumn> = new Set<CatalogueColumn>([
  ...PUMP_QUANTITY_COLUMNS,
  'lead_time_weeks',
  ...POINT_COLUMNS,
]);

// Exact factors (NIST SP 811): 1 US gal = 3.785411784 L, 1 ft = 0.3048 m, 1 hp = 745.69987158 W.
const GPM_PER_M3H = 1000 / 60 / 3.785411784;
const GPM_PER_LPS = 60 / 3.785411784;
const FT_PER_M = 1 / 0.3048;
const HP_PER_KW = 1000 / 745.69987158;

/** Metric columns accepted on import instead of the US one, converted on reading; exports are in US units. */
export const ALTERNATIVE_UNIT_COLUMNS: Readonly<Record<string, { column: PointColumn; factor: number }>> = {
  flow_m3h: { column: 'flow_gpm', factor: GPM_PER_M3H },
  flow_lps: { column: 'flow_gpm', factor: GPM_PER_LPS },
  head_m: { column: 'head_ft', factor: FT_PER_M },
  npshr_m: { column: 'npshr_ft', factor: FT_PER_M },
  power_kw: { column: 'power_hp', factor: HP_PER_KW },
};

/** Quantities named without their unit: refused, with the names that say the unit. */
export const UNITLESS_COLUMNS: Readonly<Record<string, string>> = {
  flow: 'flow_gpm, flow_m3h or flow_lps',
  head: 'head_ft or head_m',
  efficiency: 'efficiency_pct',
  eff: 'efficiency_pct',
  npsh: 'npshr_ft or npshr_m',
  npshr: 'npshr_ft or npshr_m',
  power: 'power_hp or power_kw',
  speed: 'nominal_speed_rpm',
  nominal_speed: 'nominal_speed_rpm',
  frequency: 'frequency_hz',
  price: 'list_price (with currency)',
  lead_time: 'lead_time_weeks',
  impeller_diameter_min: 'impeller_diameter_min_in',
  impeller_diameter_max: 'impeller_diameter_max_in',
  suction_nozzle: 'suction_nozzle_in',
  discharge_nozzle: 'discharge_nozzle_in',
  min_continuous_stable_flow: 'min_continuous_stable_flow_gpm',
};

/** Field names of the engine's CataloguePump and CurvePoint → file columns, to place its issues. */
export const ENGINE_FIELD_COLUMNS: Readonly<Record<string, CatalogueColumn>> = {
  id: 'id',
  nominalSpeedRpm: 'nominal_speed_rpm',
  frequencyHz: 'frequency_hz',
  impellerDiameterMinIn: 'impeller_diameter_min_in',
  impellerDiameterMaxIn: 'impeller_diameter_max_in',
  stages: 'stages',
  suctionNozzleIn: 'suction_nozzle_in',
  dischargeNozzleIn: 'discharge_nozzle_in',
  minContinuousStableFlowGpm: 'min_continuous_stable_flow_gpm',
  flowGpm: 'flow_gpm',
  headFt: 'head_ft',
  efficiency: 'efficiency_pct',
  npshRequiredFt: 'npshr_ft',
  powerHp: 'power_hp',
  materialClass: 'material_class',
  shaftSeals: 'shaft_seals',
  orientation: 'orientation',
};

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A CSV cell as the record wants it: blank → undefined (the field's default), numbers parsed, text trimmed. */
export function readCell(column: CatalogueColumn, raw: string, factor = 1): unknown {
  const text = raw.trim();
  if (text === '') {
    return undefined;
  }
  if (column === 'shaft_seals') {
    // One cell holds the list: `mechanical|packing`.
    return text.split('|').map((seal) => seal.trim());
  }
  if (!NUMERIC_COLUMNS.has(column)) {
    return text;
  }
  // Not a number: left as text so the schema says 'must be a number' for this cell.
  return NUMBER_PATTERN.test(text) ? Number(text) * factor : text;
}
