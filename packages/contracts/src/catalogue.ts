import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';

// The pump catalogue's file format and API (docs/catalogue-format.md). Field names carry
// their unit (`flow_gpm`, `head_ft`); the CSV columns and the JSON keys are the same names.

/** Construction types, spelled as the engine's `CataloguePumpType`. */
export const CATALOGUE_PUMP_TYPES = [
  'end-suction',
  'inline',
  'split-case',
  'vertical-multistage',
  'horizontal-multistage',
  'vertical-turbine',
  'submersible',
] as const;

export type CatalogueTypeName = (typeof CATALOGUE_PUMP_TYPES)[number];

/** Wetted-materials classes, spelled as the engine's `MaterialClass` (the matcher's fluid and materials filters). */
export const CATALOGUE_MATERIAL_CLASSES = [
  'cast-iron',
  'ductile-iron',
  'bronze-fitted',
  'all-bronze',
  'stainless-316',
  'duplex',
  'carbon-steel',
] as const;
export type CatalogueMaterialClass = (typeof CATALOGUE_MATERIAL_CLASSES)[number];

/** Shaft seals a model is offered with, spelled as the engine's `ShaftSeal`. */
export const CATALOGUE_SHAFT_SEALS = ['mechanical', 'cartridge', 'packing', 'sealless'] as const;
export type CatalogueShaftSeal = (typeof CATALOGUE_SHAFT_SEALS)[number];

export const CATALOGUE_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type CatalogueOrientation = (typeof CATALOGUE_ORIENTATIONS)[number];

/** The seals a model is offered with; in CSV they share one cell, separated by `|` (`mechanical|packing`). */
const ShaftSealsSchema = z
  .array(
    z.enum(CATALOGUE_SHAFT_SEALS, { error: `a shaft seal is one of ${CATALOGUE_SHAFT_SEALS.join(', ')}` }),
    { error: 'the shaft seals are a list such as mechanical|packing' },
  )
  .min(1, 'name at least one shaft seal')
  .refine((seals) => new Set(seals).size === seals.length, 'name each shaft seal once');

/** Efficiency over 95 % is not credible for a centrifugal pump (an importer rule, docs/catalogue-format.md). */
export const CATALOGUE_MAX_EFFICIENCY_PCT = 95;
export const CATALOGUE_MIN_CURVE_POINTS = 3;
export const CATALOGUE_ID_MAX_LENGTH = 100;
export const CATALOGUE_NAME_MAX_LENGTH = 200;
/** The largest catalogue file the admin API accepts. */
export const CATALOGUE_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** The import answer lists at most this many problems; `problem_count` has the total. */
export const CATALOGUE_MAX_REPORTED_PROBLEMS = 10_000;
export const CATALOGUE_FORMAT_VERSION = 1;

const positive = (what: string) =>
  z.number({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);
const nonNegative = (what: string) =>
  z.number({ error: `${what} must be a number` }).nonnegative(`${what} must be 0 or more`);
const name = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(CATALOGUE_NAME_MAX_LENGTH, `${what} is longer than ${CATALOGUE_NAME_MAX_LENGTH} characters`);

export const CataloguePumpIdSchema = z
  .string({ error: 'the pump id is required' })
  .trim()
  .min(1, 'the pump id is required')
  .max(CATALOGUE_ID_MAX_LENGTH, `the pump id is longer than ${CATALOGUE_ID_MAX_LENGTH} characters`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._~-]*$/,
    'the pump id uses letters, digits and . _ ~ - only (it is part of the pump page address)',
  );

/** A price in major units as a decimal string with at most two places ("1234.50"), as money is on the wire. */
export const CataloguePriceSchema = z
  .string({ error: 'the list price must be a decimal number such as 1234.50, in quotes in JSON' })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'the list price must be a decimal number such as 1234.50');

export const CatalogueCurvePointSchema = z.object({
  flow_gpm: nonNegative('flow'),
  head_ft: positive('head'),
  efficiency_pct: positive('efficiency')
    .max(CATALOGUE_MAX_EFFICIENCY_PCT, `efficiency over ${CATALOGUE_MAX_EFFICIENCY_PCT} %`)
    .nullable()
    .default(null),
  npshr_ft: positive('NPSHr').nullable().default(null),
  power_hp: positive('power').nullable().default(null),
});

export type CatalogueCurvePointRecord = z.infer<typeof CatalogueCurvePointSchema>;

/** One pump as the file formats and the pump page carry it; US units, curve at max diameter and nominal speed. */
export const CataloguePumpRecordSchema = z.object({
  id: CataloguePumpIdSchema,
  manufacturer: name('the manufacturer'),
  series: name('the series'),
  model: name('the model'),
  type: z.enum(CATALOGUE_PUMP_TYPES, { error: `the type must be one of ${CATALOGUE_PUMP_TYPES.join(', ')}` }),
  nominal_speed_rpm: positive('the nominal speed'),
  frequency_hz: z.union([z.literal(50), z.literal(60)], { error: 'the frequency must be 50 or 60 Hz' }),
  impeller_diameter_min_in: positive('the minimum impeller diameter'),
  impeller_diameter_max_in: positive('the maximum impeller diameter'),
  stages: z
    .number({ error: 'stages must be a number' })
    .int('stages must be a whole number')
    .min(1, 'stages must be 1 or more'),
  suction_nozzle_in: positive('the suction nozzle'),
  discharge_nozzle_in: positive('the discharge nozzle'),
  min_continuous_stable_flow_gpm: nonNegative('the minimum continuous stable flow').nullable().default(null),
  variable_speed_min_rpm: positive('the minimum variable speed').nullable().default(null),
  variable_speed_max_rpm: positive('the maximum variable speed').nullable().default(null),
  material_casing: name('the casing material'),
  material_impeller: name('the impeller material'),
  material_shaft: name('the shaft material').nullable().default(null),
  /** Blank: read from the casing and impeller names (cast iron + bronze → bronze-fitted); refused when they cannot say. */
  material_class: z
    .enum(CATALOGUE_MATERIAL_CLASSES, {
      error: `the material class must be one of ${CATALOGUE_MATERIAL_CLASSES.join(', ')}`,
    })
    .nullable()
    .default(null),
  /** Blank: a mechanical seal, the norm on every type. */
  shaft_seals: ShaftSealsSchema.nullable().default(null),
  /** Blank: the type's usual mounting (inline, vertical multistage, turbine, submersible vertical; others horizontal). */
  orientation: z
    .enum(CATALOGUE_ORIENTATIONS, { error: `the orientation must be ${CATALOGUE_ORIENTATIONS.join(' or ')}` })
    .nullable()
    .default(null),
  list_price: CataloguePriceSchema.nullable().default(null),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'the currency is a three-letter ISO 4217 code such as USD')
    .nullable()
    .default(null),
  lead_time_weeks: z
    .number({ error: 'the lead time must be a number' })
    .int('the lead time is a whole number of weeks')
    .nonnegative('the lead time must be 0 or more')
    .nullable()
    .default(null),
  product_url: z
    .url({ protocol: /^https?$/, error: 'the product link must be an http(s) address' })
    .nullable()
    .default(null),
  data_source: z
    .string({ error: 'the data source is required' })
    .trim()
    .min(1, 'the data source is required')
    .max(2000),
  curve: z
    .array(CatalogueCurvePointSchema, { error: 'the curve is required' })
    .min(CATALOGUE_MIN_CURVE_POINTS, `a curve needs at least ${CATALOGUE_MIN_CURVE_POINTS} points`),
});

export type CataloguePumpRecord = z.infer<typeof CataloguePumpRecordSchema>;

/** The JSON file: `{format_version, pumps}`. The importer validates pump by pump to name every problem. */
export const CatalogueFileSchema = z.object({
  format_version: z.literal(CATALOGUE_FORMAT_VERSION).optional(),
  pumps: z.array(CataloguePumpRecordSchema),
});

export type CatalogueFile = z.infer<typeof CatalogueFileSchema>;

export const CATALOGUE_FILE_FORMATS = ['csv', 'json'] as const;
export type CatalogueFileFormat = (typeof CATALOGUE_FILE_FORMATS)[number];

/** A query-string flag: `true`/`false`/`1`/`0`, absent means false. */
const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** One problem of an import: where it is (CSV row and column, or JSON pump number and field) and what is wrong. */
export const CatalogueProblemSchema = z.object({
  /** CSV: the spreadsheet row (the header is row 1). JSON: the pump's position in `pumps`, from 1. Null: the whole file. */
  row: z.number().int().nullable(),
  /** CSV: the column name. JSON: the field path inside the pump (`curve[2].efficiency_pct`). */
  column: z.string().nullable(),
  pump_id: z.string().nullable(),
  message: z.string(),
});

export type CatalogueProblem = z.infer<typeof CatalogueProblemSchema>;

export const ImportCatalogueQuerySchema = z.object({
  dry_run: QueryFlagSchema,
  /** Replace the whole catalogue with the file; otherwise pumps are added, or updated by id. */
  replace: QueryFlagSchema,
});

/** The JSON alternative to a multipart upload: the file's text and its format. */
export const ImportCatalogueBodySchema = z.object({
  format: z.enum(CATALOGUE_FILE_FORMATS, { error: 'the format must be csv or json' }),
  content: z
    .string({ error: 'the file content is required' })
    .min(1, 'the file content is required')
    .max(CATALOGUE_FILE_MAX_BYTES, 'the file is too large'),
});

export type ImportCatalogueBody = z.infer<typeof ImportCatalogueBodySchema>;

export const CatalogueImportCountsSchema = z.object({
  /** Pumps and curve points in the file. */
  pumps: z.number().int().nonnegative(),
  curve_points: z.number().int().nonnegative(),
  manufacturers: z.number().int().nonnegative(),
  /** What the import does (or, on a dry run, would do) to the catalogue. */
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  /** Pumps in the catalogue after the import (on a dry run or a refused file: as it would be, or is). */
  catalogue_total: z.number().int().nonnegative(),
});

export const CatalogueImportResultSchema = z.object({
  /** `imported`: written; `valid`: a dry run found no problem; `invalid`: nothing was written. */
  status: z.enum(['imported', 'valid', 'invalid']),
  format: z.enum(CATALOGUE_FILE_FORMATS),
  dry_run: z.boolean(),
  replace: z.boolean(),
  counts: CatalogueImportCountsSchema,
  problem_count: z.number().int().nonnegative(),
  problems: z.array(CatalogueProblemSchema),
});

export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;

// The admin upload: multipart `file` (.csv or .json), or this JSON body.
export const importCatalogueEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/catalogue/import',
  summary: 'Validate and import a pump catalogue file (all or nothing; dry_run=true writes nothing)',
  tags: ['catalogue'],
  query: ImportCatalogueQuerySchema,
  // Null or absent for a multipart upload.
  body: ImportCatalogueBodySchema.nullish(),
  response: CatalogueImportResultSchema,
});

export const ExportCatalogueQuerySchema = z.object({
  format: z.enum(CATALOGUE_FILE_FORMATS, { error: 'the format must be csv or json' }).default('csv'),
});

export const exportCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/catalogue/export',
  summary: 'The whole pump catalogue as a file in the import format (CSV text, or the JSON file)',
  tags: ['catalogue'],
  query: ExportCatalogueQuerySchema,
  response: z.union([CatalogueFileSchema, z.string().describe('CSV text')]),
});

export const CatalogueSummarySchema = z.object({
  /** Pump specifications in the catalogue ('Analyzing 20,000+ pump specifications...'). */
  spec_count: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
  loaded_at: z.iso.datetime(),
  manufacturers: z.array(
    z.object({ name: z.string(), pump_count: z.number().int().nonnegative(), is_demo: z.boolean() }),
  ),
  types: z.array(
    z.object({ type: z.enum(CATALOGUE_PUMP_TYPES), pump_count: z.number().int().nonnegative() }),
  ),
});

export type CatalogueSummary = z.infer<typeof CatalogueSummarySchema>;

export const getCatalogueSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/catalogue/summary',
  summary: 'How many pump specifications the matcher searches, by manufacturer and type',
  tags: ['catalogue'],
  response: CatalogueSummarySchema,
});

export const PumpParamsSchema = z.object({ id: CataloguePumpIdSchema });

/** The in-app pump page (`/pumps/{id}`): the pump with its curve. */
export const PumpDetailSchema = CataloguePumpRecordSchema.extend({
  /** Demo-catalogue pumps come from fictitious makers and say so on their page. */
  is_demo: z.boolean(),
});

export type PumpDetail = z.infer<typeof PumpDetailSchema>;

export const getPumpEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pumps/:id',
  summary: 'One catalogue pump with its curve, for the pump page',
  tags: ['catalogue'],
  params: PumpParamsSchema,
  response: PumpDetailSchema,
});

export const CATALOGUE_MESSAGES = {
  pumpNotFound: 'No pump with this id is in the catalogue. It may have been removed by a catalogue update.',
  fileMissing:
    'Attach the catalogue file (.csv or .json) in the form field "file", or send {format, content}.',
} as const;
