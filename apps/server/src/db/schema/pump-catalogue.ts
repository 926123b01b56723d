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
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { currencyCode, minorUnits } from './money.ts';

export const PUMP_TYPES = [
  'end_suction',
  'inline',
  'split_case',
  'multistage',
  'vertical_turbine',
  'submersible',
] as const;
export type PumpType = (typeof PUMP_TYPES)[number];

export const pumpType = pgEnum('pump_type', PUMP_TYPES);

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
    seriesId: integer()
      .notNull()
      .references(() => pumpSeries.id, { onDelete: 'cascade' }),
    model: text().notNull(),
    pumpType: pumpType().notNull(),
    nominalSpeedRpm: integer().notNull(),
    frequencyHz: integer().notNull().default(60),
    impellerMinDiameterIn: doublePrecision().notNull(),
    impellerMaxDiameterIn: doublePrecision().notNull(),
    stages: integer().notNull().default(1),
    suctionNozzleIn: doublePrecision().notNull(),
    dischargeNozzleIn: doublePrecision().notNull(),
    minContinuousStableFlowGpm: doublePrecision(),
    materials: text().notNull().default(''),
    listPriceMinor: minorUnits(),
    currency: currencyCode(),
    leadTimeWeeks: integer(),
    // The maker's product page; null for demo pumps (DESIGN.md: never a made-up external address).
    productUrl: text(),
    // Where the data came from: a generator version, a data sheet, an import file.
    dataSource: text().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('pump_models_series_id_model_speed_unique').on(t.seriesId, t.model, t.nominalSpeedRpm),
    index('pump_models_pump_type_idx').on(t.pumpType),
    check(
      'pump_models_impeller_range',
      sql`${t.impellerMinDiameterIn} > 0 and ${t.impellerMinDiameterIn} <= ${t.impellerMaxDiameterIn}`,
    ),
    check('pump_models_stages_positive', sql`${t.stages} >= 1`),
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
    efficiencyPct: doublePrecision(),
    npshrFt: doublePrecision(),
    powerHp: doublePrecision(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.pointIndex] })],
);
