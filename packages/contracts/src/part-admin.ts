import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { listQueryOf, pageOf } from './common/pagination.ts';
import { PART_TITLE_MAX_LENGTH, PartStructureSchema } from './parts.ts';

// Admins create and edit parts (docs/spec/marketplace-spec.md §2 'Admin: Add Part / edit part',
// §5 'Add part', §7 POST /api/part/, PUT /api/part-update/{id}/, GET /api/part-details/{id}).

export const PART_DESCRIPTION_MAX_LENGTH = 5_000;
/** More cards than any real part needs; bounds the work one request can ask for. */
export const PART_MAX_CLASSIFICATIONS = 50;
export const PART_MAX_ATTRIBUTES_PER_CLASSIFICATION = 100;

export const PART_ADMIN_MESSAGES = {
  // docs/spec/marketplace-spec.md §5 'Add part' — verbatim, including its wording.
  titleRequired: 'title field id required',
  titleTooLong: `Use at most ${PART_TITLE_MAX_LENGTH} characters for the title`,
  descriptionTooLong: `Use at most ${PART_DESCRIPTION_MAX_LENGTH} characters for the description`,
  // docs/spec/marketplace-spec.md §8 'Part save' — the success toasts, verbatim.
  created: 'data store successfully',
  updated: 'data updated successfully',
  classificationsRequired: 'Add at least one classification',
  tooManyClassifications: `A part has at most ${PART_MAX_CLASSIFICATIONS} classifications`,
  classificationRequired: 'Choose a classification',
  classificationUnknown: 'This classification does not exist (it may have been deleted). Choose another.',
  classificationRepeated: 'This classification is already on the part. Choose each classification once.',
  attributesRequired: 'Add at least one attribute',
  tooManyAttributes: `A classification card has at most ${PART_MAX_ATTRIBUTES_PER_CLASSIFICATION} attributes`,
  attributeRequired: 'Choose an attribute',
  attributeUnknown: 'This attribute does not exist (it may have been deleted). Choose another.',
  attributeNotInClassification:
    'This attribute does not belong to the chosen classification. Choose one of its attributes.',
  attributeRepeated: 'This attribute is already on this card. Choose each attribute once.',
  partTypeUnknown: 'This part type does not exist. Choose another, or none.',
  duplicateTitle:
    'A part with exactly this title already exists. Confirm in the similar-parts dialog to save it anyway.',
  partNotFound: 'Part not found. It may have been deleted; go back to the part list.',
  /** A concurrent save kept taking the part's new address; nothing was saved. */
  saveCollided: 'Another part was saved with the same address at the same moment. Save again.',
  /** A classification or attribute on the form was deleted while saving; nothing was saved. */
  taxonomyChanged:
    'A classification or attribute on this part was just deleted. Reload the page and try again.',
  idInvalid: 'The id must be a positive whole number',
} as const;

/** The spec sends flags as booleans or as the strings 'True'/'False' (docs/spec/marketplace-spec.md §3). */
const FlagSchema = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1'].includes(value.trim().toLowerCase()) : value),
  z.boolean({ error: 'Use true or false' }),
);

/**
 * An attribute row on a classification card: `value` is the attribute id (docs/spec/marketplace-spec.md §7 'attribute
 * list of title, value, isOptional').
 */
export const PartAttributeInputSchema = z.object({
  value: positiveIdOf(PART_ADMIN_MESSAGES.attributeRequired),
  /** The attribute's title as the form showed it; informational, the id decides. */
  title: z.string().max(PART_TITLE_MAX_LENGTH).optional(),
  isOptional: FlagSchema.optional().default(false),
});

/**
 * A classification card: `value` is the classification id (docs/spec/marketplace-spec.md §7 'each: isOptional, title,
 * value, items, attribute').
 */
export const PartClassificationInputSchema = z.object({
  value: positiveIdOf(PART_ADMIN_MESSAGES.classificationRequired),
  title: z.string().max(PART_TITLE_MAX_LENGTH).optional(),
  isOptional: FlagSchema.optional().default(false),
  attribute: z
    .array(PartAttributeInputSchema, { error: PART_ADMIN_MESSAGES.attributesRequired })
    .min(1, { error: PART_ADMIN_MESSAGES.attributesRequired })
    .max(PART_MAX_ATTRIBUTES_PER_CLASSIFICATION, { error: PART_ADMIN_MESSAGES.tooManyAttributes })
    .superRefine((rows, context) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        if (seen.has(row.value)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'value'],
            message: PART_ADMIN_MESSAGES.attributeRepeated,
          });
        }
        seen.add(row.value);
      });
    }),
});

/** The body of POST /api/part/ and PUT /api/part-update/{id}/. Unknown keys (the spec's `items`) are dropped. */
export const PartBodySchema = z.object({
  title: z
    .string({ error: PART_ADMIN_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: PART_ADMIN_MESSAGES.titleRequired })
    .max(PART_TITLE_MAX_LENGTH, { error: PART_ADMIN_MESSAGES.titleTooLong }),
  description: z
    .string()
    .trim()
    .max(PART_DESCRIPTION_MAX_LENGTH, { error: PART_ADMIN_MESSAGES.descriptionTooLong })
    .optional()
    .default(''),
  /** The part type (pump, compressor…) that decides instant results; null for a plain part. */
  part_type_id: positiveIdOf(PART_ADMIN_MESSAGES.partTypeUnknown).nullable().optional().default(null),
  classifications: z
    .array(PartClassificationInputSchema, { error: PART_ADMIN_MESSAGES.classificationsRequired })
    .min(1, { error: PART_ADMIN_MESSAGES.classificationsRequired })
    .max(PART_MAX_CLASSIFICATIONS, { error: PART_ADMIN_MESSAGES.tooManyClassifications })
    .superRefine((cards, context) => {
      const seen = new Set<number>();
      cards.forEach((card, index) => {
        if (seen.has(card.value)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'value'],
            message: PART_ADMIN_MESSAGES.classificationRepeated,
          });
        }
        seen.add(card.value);
      });
    }),
  /**
   * The similar-title modal's 'Save changes': without it, a title another part already has (trimmed,
   * case-insensitive) is refused with 409 and a field error on `title`.
   */
  allow_duplicate_title: z.boolean().optional().default(false),
});

export type PartBody = z.input<typeof PartBodySchema>;
export type PartBodyParsed = z.output<typeof PartBodySchema>;

/** What the edit screen loads and what a save answers: the structure plus the type's id. */
export const PartDetailsSchema = z.object({
  ...PartStructureSchema.shape,
  part_type_id: z.number().int().nullable(),
  updated_at: z.string(),
});

export type PartDetails = z.infer<typeof PartDetailsSchema>;

export const PartIdParamsSchema = z.object({ id: positiveIdOf(PART_ADMIN_MESSAGES.idInvalid) });

const tags = ['parts', 'admin'] as const;

export const createPartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/part/',
  summary: 'Create a part with its classification cards (admin)',
  tags,
  body: PartBodySchema,
  response: PartDetailsSchema,
  successStatus: 201,
});

export const updatePartEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/part-update/:id/',
  summary: "Replace a part's title, description, type and classification cards (admin)",
  tags,
  params: PartIdParamsSchema,
  body: PartBodySchema,
  response: PartDetailsSchema,
});

export const getPartDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part-details/:id',
  summary: 'A part by id, for the edit screen (admin)',
  tags,
  params: PartIdParamsSchema,
  response: PartDetailsSchema,
});

// The admin part list on the shared paged table.
export const ADMIN_PART_SORT_FIELDS = ['title', 'part_type', 'updated_at', 'supplier_count'] as const;

export const AdminPartRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  part_type: z.string().nullable(),
  classification_count: z.number().int(),
  supplier_count: z.number().int(),
  updated_at: z.string(),
});

export type AdminPartRow = z.infer<typeof AdminPartRowSchema>;

export const listAdminPartsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/parts/',
  summary: 'Every part with its type and supplier count; searchable by title, sortable (admin)',
  tags,
  query: listQueryOf(ADMIN_PART_SORT_FIELDS),
  response: pageOf(AdminPartRowSchema),
});
