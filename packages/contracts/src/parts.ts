import { defineEndpoint } from './common/endpoint.ts';
import { PageQuerySchema, pageOf } from './common/pagination.ts';
import { z } from './common/zod-mini.ts';

export const PART_TITLE_MAX_LENGTH = 255;

export const PartSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
});

export type PartSummary = z.infer<typeof PartSummarySchema>;

/** With `pagination=false` one page holds every match, up to this many. */
export const PART_LIST_MAX = 100;

export const FindPartsQuerySchema = z.extend(PageQuerySchema, {
  title: z._default(z.optional(z.string().check(z.trim(), z.maxLength(PART_TITLE_MAX_LENGTH))), ''),
  // docs/spec/marketplace-spec.md §7 — `exact=true&pagination=false` lists the parts with the same title (the
  // Add Part screen's similar-title check). Exact compares trimmed titles case-insensitively.
  exact: z._default(z.optional(z.stringbool({ error: "exact is 'true' or 'false'" })), false),
  pagination: z._default(z.optional(z.stringbool({ error: "pagination is 'true' or 'false'" })), true),
});

export type FindPartsQuery = z.infer<typeof FindPartsQuerySchema>;

export const FindPartsResponseSchema = pageOf(PartSummarySchema);

export type FindPartsResponse = z.infer<typeof FindPartsResponseSchema>;

// docs/spec/marketplace-spec.md §7 — GET /api/part/?title= feeds the home page's part search.
export const findPartsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part/',
  summary: 'Search parts by title (case-insensitive, prefix before infix)',
  tags: ['parts'],
  query: FindPartsQuerySchema,
  response: FindPartsResponseSchema,
});

export const ATTRIBUTE_TYPES = [
  'text',
  'number',
  'checkbox',
  'radio',
  'select',
  'searchable_select',
  'editable_select',
] as const;

export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const UnitSchema = z.object({ id: z.int(), title: z.string() });

/**
 * A number attribute's bounds, in its first unit (plain when it has none). An exclusive bound is itself refused:
 * a flow of 0 is no flow. The wizard and the server check an answer against the same bounds.
 */
export const AttributeBoundsSchema = z.object({
  min_value: z.optional(z.nullable(z.number())),
  max_value: z.optional(z.nullable(z.number())),
  min_exclusive: z.optional(z.boolean()),
  max_exclusive: z.optional(z.boolean()),
});

export const AttributeSchema = z.object({
  id: z.int(),
  title: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  options: z.array(z.string()),
  unit: z.array(UnitSchema),
  value: z.nullable(z.unknown()),
  unit_value: z.nullable(z.string()),
  /** What the pump search reads from it (attribute-keys.ts); null for an attribute it does not read. */
  key: z.optional(z.nullable(z.string())),
  /** Beside `options`, one stable key each, for a keyed attribute whose options the search interprets. */
  option_keys: z.optional(z.array(z.string())),
  ...AttributeBoundsSchema.shape,
});

export const PartClassificationAttributeSchema = z.object({
  id: z.int(),
  is_optional: z.boolean(),
  attribute: AttributeSchema,
});

export const PartClassificationSchema = z.object({
  id: z.int(),
  classification: z.object({ id: z.int(), title: z.string() }),
  is_optional: z.boolean(),
  partclassificationattribute_set: z.array(PartClassificationAttributeSchema),
});

// docs/design.md 'Wire shapes': the part structure, with value/unit_value null.
export const PartStructureSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The part type's name (pump, compressor…); null for a part not yet given a type. */
  part_type: z.nullable(z.string()),
  partclassification_set: z.array(PartClassificationSchema),
});

export type PartStructure = z.infer<typeof PartStructureSchema>;

export const PartSlugParamsSchema = z.object({
  slug: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(PART_TITLE_MAX_LENGTH),
      z.regex(/^[a-z0-9-]+$/, 'A part address uses lower-case letters, digits and hyphens only'),
    ),
});

export const getPartBySlugEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part/:slug',
  summary: 'A part with its classification and attribute structure',
  tags: ['parts'],
  params: PartSlugParamsSchema,
  response: PartStructureSchema,
  // A slug from before a rename answers 301 with Location set to the current address.
  otherResponses: { 301: PartStructureSchema },
});
