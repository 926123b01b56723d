import { z } from 'zod';
import {
  ATTRIBUTE_KEY_RULES,
  ATTRIBUTE_KEYS,
  type AttributeKey,
  OPTION_KEY_MAX_LENGTH,
  OPTION_KEY_PATTERN,
} from './attribute-keys.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { ATTRIBUTE_TYPES, UnitSchema } from './parts.ts';

// Classifications, attributes and units, administered by admins.

export const TAXONOMY_TITLE_MAX_LENGTH = 255;
export const UNIT_TITLE_MAX_LENGTH = 50;
export const ATTRIBUTE_OPTION_MAX_LENGTH = 255;

/** Types whose answer is picked from `options`, so they need at least one. */
export const TYPES_NEEDING_OPTIONS = ['radio', 'select', 'searchable_select'] as const;

export const TAXONOMY_MESSAGES = {
  titleRequired: 'Enter a title',
  titleTooLong: `Use at most ${TAXONOMY_TITLE_MAX_LENGTH} characters for the title`,
  unitTitleTooLong: `Use at most ${UNIT_TITLE_MAX_LENGTH} characters for the unit`,
  classificationTitleTaken: 'A classification with this title already exists',
  attributeTitleTaken: 'This classification already has an attribute with this title',
  unitTitleTaken: 'A unit with this title already exists',
  classificationNotFound: 'Classification not found',
  attributeNotFound: 'Attribute not found',
  unitNotFound: 'Unit not found',
  typeInvalid: `The type must be one of: ${ATTRIBUTE_TYPES.join(', ')}`,
  optionEmpty: 'An option cannot be empty',
  optionTooLong: `Use at most ${ATTRIBUTE_OPTION_MAX_LENGTH} characters for an option`,
  // '|' separates options and units in the parts CSV (docs/part-csv-format.md).
  optionHasSeparator: "An option cannot contain '|'",
  unitHasSeparator: "A unit cannot contain '|'",
  optionsRequired: 'Give at least one option for a radio, select or searchable select attribute',
  optionsDuplicate: 'Each option may appear only once',
  unitsDuplicate: 'Each unit may appear only once',
  unitUnknown: 'One or more of these units do not exist',
  boundsOnlyForNumber: 'Only a number attribute has a minimum and maximum',
  minAboveMax: 'The minimum must not be greater than the maximum',
  idInvalid: 'The id must be a positive whole number',
  classificationIdInvalid: 'Choose a classification',
  exclusiveWithoutBound: 'Give the bound before excluding it',
  keyInvalid: 'Choose one of the keys the pump search reads, or none',
  keyTaken: 'Another attribute already has this key; each key belongs to one attribute',
  keyType: (key: AttributeKey) =>
    `The pump search reads '${key}' as ${typeList(ATTRIBUTE_KEY_RULES[key].types)}; choose that type or clear the key`,
  optionKeysNeeded: (key: AttributeKey) =>
    `The pump search reads '${key}' by option key: give every option its key`,
  optionKeysUnused: 'Only an attribute keyed for an option list (fluid, pump type…) takes option keys',
  optionKeyInvalid:
    'An option key uses lower-case letters, digits and hyphens, such as seawater or 460v-3ph-60hz',
} as const;

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  checkbox: 'a checkbox',
  radio: 'radio buttons',
  select: 'a select',
  searchable_select: 'a searchable select',
  editable_select: 'an editable select',
  text: 'text',
};

function typeList(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export const TaxonomyItemSchema = z.object({ id: z.number().int(), title: z.string() });
export type TaxonomyItem = z.infer<typeof TaxonomyItemSchema>;

export const TaxonomyIdParamsSchema = z.object({ id: positiveIdOf(TAXONOMY_MESSAGES.idInvalid) });
export const ClassificationIdParamsSchema = z.object({
  classificationId: positiveIdOf(TAXONOMY_MESSAGES.idInvalid),
});

const titleSchema = (max: number, tooLong: string) =>
  z
    .string({ error: TAXONOMY_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: TAXONOMY_MESSAGES.titleRequired })
    .max(max, { error: tooLong });

export const ClassificationBodySchema = z.object({
  title: titleSchema(TAXONOMY_TITLE_MAX_LENGTH, TAXONOMY_MESSAGES.titleTooLong),
});
export type ClassificationBody = z.input<typeof ClassificationBodySchema>;

export const UnitBodySchema = z.object({
  title: titleSchema(UNIT_TITLE_MAX_LENGTH, TAXONOMY_MESSAGES.unitTitleTooLong).refine(
    (title) => !title.includes('|'),
    { error: TAXONOMY_MESSAGES.unitHasSeparator },
  ),
});
export type UnitBody = z.input<typeof UnitBodySchema>;

/** The spec's comma-separated string or a list; stored as a trimmed list. */
const OptionsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value),
  z.array(
    z
      .string()
      .trim()
      .min(1, { error: TAXONOMY_MESSAGES.optionEmpty })
      .max(ATTRIBUTE_OPTION_MAX_LENGTH, { error: TAXONOMY_MESSAGES.optionTooLong })
      .refine((option) => !option.includes('|'), { error: TAXONOMY_MESSAGES.optionHasSeparator }),
  ),
);

/** Blank keys (an option the admin left without one) count as none; all blank is no option keys. */
const OptionKeysSchema = z.preprocess(
  (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() === '')
      ? []
      : value,
  z.array(
    z
      .string()
      .trim()
      .max(OPTION_KEY_MAX_LENGTH, { error: TAXONOMY_MESSAGES.optionKeyInvalid })
      .refine((key) => key === '' || OPTION_KEY_PATTERN.test(key), {
        error: TAXONOMY_MESSAGES.optionKeyInvalid,
      }),
  ),
);

interface KeyedBody {
  type: string;
  options: string[];
  key: AttributeKey | null;
  option_keys: string[];
}

/** A key fits the attribute's type, and option keys come with a key that reads options, one per option. */
function checkKey(body: KeyedBody, context: z.RefinementCtx) {
  const rule = body.key === null ? undefined : ATTRIBUTE_KEY_RULES[body.key];
  if (body.key !== null && rule && !(rule.types as readonly string[]).includes(body.type)) {
    context.addIssue({ code: 'custom', path: ['type'], message: TAXONOMY_MESSAGES.keyType(body.key) });
  }
  if (rule?.hasOptionKeys !== true) {
    if (body.option_keys.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['option_keys'],
        message: TAXONOMY_MESSAGES.optionKeysUnused,
      });
    }
    return;
  }
  const isEveryOptionKeyed =
    body.option_keys.length === body.options.length && body.option_keys.every((key) => key !== '');
  if (body.key !== null && !isEveryOptionKeyed) {
    context.addIssue({
      code: 'custom',
      path: ['option_keys'],
      message: TAXONOMY_MESSAGES.optionKeysNeeded(body.key),
    });
  }
}

export const AttributeBodySchema = z
  .object({
    classification_id: positiveIdOf(TAXONOMY_MESSAGES.classificationIdInvalid),
    title: titleSchema(TAXONOMY_TITLE_MAX_LENGTH, TAXONOMY_MESSAGES.titleTooLong),
    type: z.enum(ATTRIBUTE_TYPES, { error: TAXONOMY_MESSAGES.typeInvalid }),
    options: OptionsSchema.optional().default([]),
    /** Unit ids in order; the first is the wizard's default. */
    unit_ids: z.array(positiveIdOf(TAXONOMY_MESSAGES.unitUnknown)).optional().default([]),
    min_value: z.number().nullable().optional().default(null),
    max_value: z.number().nullable().optional().default(null),
    /** True: the bound itself is refused (greater than, not greater than or equal). */
    min_exclusive: z.boolean().optional().default(false),
    max_exclusive: z.boolean().optional().default(false),
    /** What the pump search reads from the attribute (attribute-keys.ts), or null. */
    key: z.enum(ATTRIBUTE_KEYS, { error: TAXONOMY_MESSAGES.keyInvalid }).nullable().optional().default(null),
    /** One key per option, in the options' order, for a key whose options the search interprets; else empty. */
    option_keys: OptionKeysSchema.optional().default([]),
  })
  .superRefine((body, context) => {
    checkKey(body, context);
    for (const [bound, flag] of [
      ['min_value', 'min_exclusive'],
      ['max_value', 'max_exclusive'],
    ] as const) {
      if (body[flag] && body[bound] === null) {
        context.addIssue({ code: 'custom', path: [flag], message: TAXONOMY_MESSAGES.exclusiveWithoutBound });
      }
    }
    const needsOptions = (TYPES_NEEDING_OPTIONS as readonly string[]).includes(body.type);
    if (needsOptions && body.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: TAXONOMY_MESSAGES.optionsRequired });
    }
    if (new Set(body.options).size !== body.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: TAXONOMY_MESSAGES.optionsDuplicate });
    }
    if (new Set(body.unit_ids).size !== body.unit_ids.length) {
      context.addIssue({ code: 'custom', path: ['unit_ids'], message: TAXONOMY_MESSAGES.unitsDuplicate });
    }
    if (body.type !== 'number') {
      for (const field of ['min_value', 'max_value'] as const) {
        if (body[field] !== null) {
          context.addIssue({ code: 'custom', path: [field], message: TAXONOMY_MESSAGES.boundsOnlyForNumber });
        }
      }
    } else if (body.min_value !== null && body.max_value !== null && body.min_value > body.max_value) {
      context.addIssue({ code: 'custom', path: ['min_value'], message: TAXONOMY_MESSAGES.minAboveMax });
    }
  });
export type AttributeBody = z.input<typeof AttributeBodySchema>;

export const AdminAttributeSchema = z.object({
  id: z.number().int(),
  classification_id: z.number().int(),
  title: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  options: z.array(z.string()),
  unit: z.array(UnitSchema),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  min_exclusive: z.boolean(),
  max_exclusive: z.boolean(),
  key: z.enum(ATTRIBUTE_KEYS).nullable(),
  option_keys: z.array(z.string()),
});
export type AdminAttribute = z.infer<typeof AdminAttributeSchema>;

export const TaxonomyDeletedSchema = z.object({ detail: z.string() });

/** A key the pump search reads, for the attribute form: what the attribute must be, and its option keys. */
export const AttributeKeyInfoSchema = z.object({
  key: z.enum(ATTRIBUTE_KEYS),
  label: z.string(),
  types: z.array(z.enum(ATTRIBUTE_TYPES)),
  /** The units it may be offered in; empty for a key read without units. */
  units: z.array(z.string()),
  /** For a key read by option key: the keys the engine knows (null when it reads a pattern), and how to write one. */
  option_keys: z.object({ choices: z.array(z.string()).nullable(), hint: z.string() }).nullable(),
});
export type AttributeKeyInfo = z.infer<typeof AttributeKeyInfoSchema>;

const tags = ['taxonomy'] as const;

// docs/spec/marketplace-spec.md §7 — GET /api/classification answers [{id, title}].
export const listClassificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/classification',
  summary: 'Every classification, by title',
  tags,
  response: z.array(TaxonomyItemSchema),
});

export const createClassificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/classification',
  summary: 'Create a classification (admin)',
  tags,
  body: ClassificationBodySchema,
  response: TaxonomyItemSchema,
  successStatus: 201,
});

export const updateClassificationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/classification/:id',
  summary: 'Rename a classification (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  body: ClassificationBodySchema,
  response: TaxonomyItemSchema,
});

export const deleteClassificationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/classification/:id',
  summary: 'Delete a classification and its attributes, unless a part uses them (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  response: TaxonomyDeletedSchema,
});

// docs/spec/marketplace-spec.md §7 — GET /api/attribute/{classification id} answers [{id, title}].
export const listClassificationAttributesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/attribute/:classificationId',
  summary: "A classification's attributes, by title",
  tags,
  params: ClassificationIdParamsSchema,
  response: z.array(TaxonomyItemSchema),
});

export const getAttributeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/attributes/:id',
  summary: 'An attribute with its type, options, units and bounds (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  response: AdminAttributeSchema,
});

export const createAttributeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/attributes/',
  summary: 'Create an attribute (admin)',
  tags,
  body: AttributeBodySchema,
  response: AdminAttributeSchema,
  successStatus: 201,
});

export const updateAttributeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/attributes/:id',
  summary: 'Update an attribute (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  body: AttributeBodySchema,
  response: AdminAttributeSchema,
});

export const deleteAttributeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/attributes/:id',
  summary: 'Delete an attribute unless a part uses it (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  response: TaxonomyDeletedSchema,
});

export const listAttributeKeysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/attribute-keys/',
  summary: 'The keys the pump search reads from attributes, with the option keys it knows (admin)',
  tags,
  response: z.array(AttributeKeyInfoSchema),
});

export const listUnitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/units/',
  summary: 'Every unit, by title (admin)',
  tags,
  response: z.array(TaxonomyItemSchema),
});

export const createUnitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/units/',
  summary: 'Create a unit (admin)',
  tags,
  body: UnitBodySchema,
  response: TaxonomyItemSchema,
  successStatus: 201,
});

export const updateUnitEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/units/:id',
  summary: 'Rename a unit (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  body: UnitBodySchema,
  response: TaxonomyItemSchema,
});

export const deleteUnitEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/units/:id',
  summary: 'Delete a unit unless an attribute uses it (admin)',
  tags,
  params: TaxonomyIdParamsSchema,
  response: TaxonomyDeletedSchema,
});
