import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';

// Parts with their classification structure as CSV (docs/part-csv-format.md).

export const PART_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Problems listed in one answer; the count says how many there were in all. */
export const PART_CSV_MAX_PROBLEMS = 200;

/**
 * One row per attribute of a part's classification card, in display order. The part's and the card's
 * columns repeat on each of their rows; the attribute's definition columns are read only when the
 * attribute does not exist yet, so an exported file imports into an empty catalogue.
 */
export const PART_CSV_COLUMNS = [
  'part_title',
  'part_slug',
  'part_description',
  'part_type',
  'classification',
  'classification_optional',
  'attribute',
  'attribute_optional',
  'attribute_type',
  'attribute_options',
  'attribute_units',
  'attribute_min',
  'attribute_max',
  'attribute_min_exclusive',
  'attribute_max_exclusive',
  'attribute_key',
  'attribute_option_keys',
] as const;

export type PartCsvColumn = (typeof PART_CSV_COLUMNS)[number];

export const PART_CSV_REQUIRED_COLUMNS = [
  'part_title',
  'classification',
  'attribute',
] as const satisfies readonly PartCsvColumn[];

/** Separates options and units inside one cell (commas already separate the cells). */
export const PART_CSV_LIST_SEPARATOR = '|';

export const PART_CSV_MESSAGES = {
  fileMissing: 'Choose a CSV file to import',
  fileTooLarge: `The file is larger than ${PART_CSV_MAX_BYTES / 1024 / 1024} MB`,
  contentRequired: 'The file content is required',
} as const;

export const PartCsvProblemSchema = z.object({
  /** The spreadsheet row (the header is row 1); null for the whole file. */
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});

export type PartCsvProblem = z.infer<typeof PartCsvProblemSchema>;

export const PartCsvImportCountsSchema = z.object({
  rows: z.number().int().nonnegative(),
  parts: z.number().int().nonnegative(),
  parts_created: z.number().int().nonnegative(),
  parts_updated: z.number().int().nonnegative(),
  classifications_created: z.number().int().nonnegative(),
  attributes_created: z.number().int().nonnegative(),
  units_created: z.number().int().nonnegative(),
});

export const PartCsvImportResultSchema = z.object({
  /** `imported`: written; `valid`: a dry run found no problem; `invalid`: nothing was written. */
  status: z.enum(['imported', 'valid', 'invalid']),
  dry_run: z.boolean(),
  counts: PartCsvImportCountsSchema,
  problem_count: z.number().int().nonnegative(),
  problems: z.array(PartCsvProblemSchema),
});

export type PartCsvImportResult = z.infer<typeof PartCsvImportResultSchema>;

export const ImportPartsCsvQuerySchema = z.object({
  dry_run: z.stringbool({ error: "dry_run is 'true' or 'false'" }).optional().default(false),
});

/** The JSON alternative to a multipart upload. */
export const ImportPartsCsvBodySchema = z.object({
  content: z
    .string({ error: PART_CSV_MESSAGES.contentRequired })
    .min(1, { error: PART_CSV_MESSAGES.contentRequired })
    .max(PART_CSV_MAX_BYTES, { error: PART_CSV_MESSAGES.fileTooLarge }),
});

export const importPartsCsvEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/parts/import',
  summary:
    'Import parts with their classification structure from CSV (all or nothing; dry_run=true writes nothing)',
  tags: ['parts', 'admin'],
  query: ImportPartsCsvQuerySchema,
  // Null or absent for a multipart upload (field `file`).
  body: ImportPartsCsvBodySchema.nullish(),
  response: PartCsvImportResultSchema,
});

export const exportPartsCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/parts/export',
  summary: 'Every part with its classification structure as CSV, in the import format',
  tags: ['parts', 'admin'],
  response: z.string().describe('CSV text'),
});
