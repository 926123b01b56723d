import {
  CATALOGUE_MATERIAL_CLASSES,
  CATALOGUE_ORIENTATIONS,
  CATALOGUE_SHAFT_SEALS,
} from '@specsource/contracts/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { currencyCode, minorUnits } from './money.ts';

// The engine's CataloguePumpType, spelled the same (catalogue-record.ts checks they stay equal).
export const PUMP_TYPES = [
  'end-suction',
  'inline',
  'split-case',
  'vertical-multistage',
  'horizontal-multistage',
  'vertical-turbine',
  'submersible',
] as const;
export type PumpType = (typeof PUMP_TYPES)[number];

export const pumpType = pgEnum('pump_type', PUMP_TYPES);

// The catalogue file's vocabularies, which catalogue-record.ts holds equal to the engine's.
export const pumpMaterialClass = pgEnum('pump_material_class', CATALOGUE_MATERIAL_CLASSES);
export const pumpShaftSeal = pgEnum('pump_shaft_seal', CATALOGUE_SHAFT_SEALS);
export const pumpOrientation = pgEnum('pump_orientation', CATALOGUE_ORIENTATIONS);

export const pumpManufacturers = pgTable(
  'pump_manufacturers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    website: text(),
    // Fictitious makers of the generated demo catalogue; their pumps link to the in-app pump page.
    isDemo: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('pump_manufacturers_name_unique').on(t.name)],
);

export const pumpSeries = pgTable(
  'pump_series',
  {
    id: serial().primaryKey(),
    manufacturerId: integer()
      .notNull()
      .references(() => pumpManufacturers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [unique('pump_series_manufacturer_id_name_unique').on(t.manufacturerId, t.name)],
);

/** One catalogue specification: a model at a nominal speed, with its curve at maximum impeller diameter. */
export const pumpModels = pgTable(
  'pump_models',
  {
    id: serial().primaryKey(),
    // The stable public id: the pump page is /pumps/{publicId}; imports match pumps by it.
    publicId: text().notNull(),
    seriesId: integer()
      .notNull()
      .references(() => pumpSeries.id, { onDelete: 'cascade' }),
    model: text().notNull(),
    pumpType: pumpType().notNull(),
    nominalSpeedRpm: doublePrecision().notNull(),
    frequencyHz: integer().notNull().default(60),
    impellerMinDiameterIn: doublePrecision().notNull(),
    impellerMaxDiameterIn: doublePrecision().notNull(),
    stages: integer().notNull().default(1),
    suctionNozzleIn: doublePrecision().notNull(),
    dischargeNozzleIn: doublePrecision().notNull(),
    minContinuousStableFlowGpm: doublePrecision(),
    // Speed range on a VFD; both null for a fixed-speed pump.
    variableSpeedMinRpm: doublePrecision(),
    variableSpeedMaxRpm: doublePrecision(),
    materialCasing: text().notNull(),
    materialImpeller: text().notNull(),
    materialShaft: text(),
    // The wetted-materials class the matcher's fluid and materials filters read. Null on rows stored before it
    // existed: read from the material names then (catalogue-record.ts materialClassOf).
    materialClass: pumpMaterialClass(),
    // The seals the maker offers; a mechanical seal unless the catalogue says otherwise.
    shaftSeals: pumpShaftSeal().array().notNull().default(sql`'{mechanical}'`),
    // Null: the type's usual mounting (the engine's TYPE_ORIENTATION).
    orientation: pumpOrientation(),
    listPriceMinor: minorUnits(),
    currency: currencyCode(),
    leadTimeWeeks: integer(),
    // The maker's product page; null for demo pumps (docs/design.md: never a made-up external address).
    productUrl: text(),
    // Where the data came from: a generator version, a data sheet, an import file.
    dataSource: text().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('pump_models_public_id_unique').on(t.publicId),
    unique('pump_models_series_id_model_speed_unique').on(t.seriesId, t.model, t.nominalSpeedRpm),
    index('pump_models_pump_type_idx').on(t.pumpType),
    check(
      'pump_models_impeller_range',
      sql`${t.impellerMinDiameterIn} > 0 and ${t.impellerMinDiameterIn} <= ${t.impellerMaxDiameterIn}`,
    ),
    check('pump_models_stages_positive', sql`${t.stages} >= 1`),
    check('pump_models_frequency', sql`${t.frequencyHz} in (50, 60)`),
    check('pump_models_shaft_seals_named', sql`cardinality(${t.shaftSeals}) >= 1`),
    check(
      'pump_models_variable_speed_range',
      sql`(${t.variableSpeedMinRpm} is null) = (${t.variableSpeedMaxRpm} is null) and (${t.variableSpeedMinRpm} is null or (${t.variableSpeedMinRpm} > 0 and ${t.variableSpeedMinRpm} <= ${t.variableSpeedMaxRpm}))`,
    ),
  ],
);

/** The performance curve at maximum diameter, one row per point in order of rising flow. */
export const pumpCurvePoints = pgTable(
  'pump_curve_points',
  {
    modelId: integer()
      .notNull()
      .references(() => pumpModels.id, { onDelete: 'cascade' }),
    pointIndex: integer().notNull(),
    flowGpm: doublePrecision().notNull(),
    headFt: doublePrecision().notNull(),
    // Percent, chosen so that efficiencyPct / 100 is exactly the engine's fraction (see catalogue-units.ts).
    efficiencyPct: doublePrecision(),
    npshrFt: doublePrecision(),
    powerHp: doublePrecision(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.pointIndex] })],
);

/**
 * One row (id 1): the catalogue's version, bumped in every import transaction. Each instance polls it to
 * reload its in-memory catalogue when another instance changed it.
 */
export const pumpCatalogueState = pgTable(
  'pump_catalogue_state',
  {
    id: integer().primaryKey(),
    version: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pump_catalogue_state_single_row', sql`${t.id} = 1`)],
);
