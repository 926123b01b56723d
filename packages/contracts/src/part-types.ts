import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';

// Each part type's behaviour in the wizard and results, edited by admins
// (docs/spec/pump-selection-spec.md §3 'part-type configuration', §4 loading overlay, §9 constants).

export const PART_TYPE_NAME_MAX_LENGTH = 50;
export const PART_TYPE_TITLE_MAX_LENGTH = 200;
export const PART_TYPE_MESSAGE_MAX_LENGTH = 1_000;
export const PART_TYPE_LAUNCH_MAX_LENGTH = 40;
export const PART_TYPE_FEATURE_MAX_LENGTH = 200;
export const PART_TYPE_MAX_FEATURES = 10;
export const PART_TYPE_ICON_MAX_LENGTH = 50;
export const PART_TYPE_DATABASE_TOTAL_MAX = 1_000_000_000;
// docs/spec/pump-selection-spec.md §9 — top matches shown: 3.
export const PART_TYPE_MAX_MATCHES = 3;

export const PART_TYPE_MESSAGES = {
  nameRequired: 'Enter a name',
  nameTooLong: `Use at most ${PART_TYPE_NAME_MAX_LENGTH} characters for the name`,
  nameInvalid: 'Start the name with a letter; then use letters, digits, spaces, hyphens or underscores',
  nameTaken: 'A part type with this name already exists',
  notFound: 'Part type not found',
  idInvalid: 'The id must be a positive whole number',
  required: 'This field is required',
  titleTooLong: `Use at most ${PART_TYPE_TITLE_MAX_LENGTH} characters`,
  messageTooLong: `Use at most ${PART_TYPE_MESSAGE_MAX_LENGTH} characters`,
  launchTooLong: `Use at most ${PART_TYPE_LAUNCH_MAX_LENGTH} characters, such as 'Q1 2026'`,
  launchEmpty: 'Leave the estimated launch empty when no date is promised',
  launchPast: 'This quarter has already ended: give a launch still ahead, or leave it empty',
  featureEmpty: 'A feature cannot be empty',
  featureTooLong: `Use at most ${PART_TYPE_FEATURE_MAX_LENGTH} characters for a feature`,
  tooManyFeatures: `List at most ${PART_TYPE_MAX_FEATURES} features`,
  featuresDuplicate: 'Each feature may appear only once',
  maxMatchesInvalid: `Show between 1 and ${PART_TYPE_MAX_MATCHES} matches`,
  databaseTotalInvalid: 'Enter a whole number of specifications, or leave it empty',
  iconInvalid: 'Use lower-case letters, digits and hyphens for the icon name',
  colorInvalid: 'Use a hex colour such as #1971c2',
  comingSoonWithInstantResults: 'Turn off instant results while the type is coming soon',
  flag: 'Use true or false',
} as const;

const flag = () => z.boolean({ error: PART_TYPE_MESSAGES.flag });

/** Free text; `isRequired` refuses a blank one. No transforms: the same schema checks stored configs. */
const text = (max: number, tooLong: string, { isRequired = false } = {}) =>
  z
    .string({ error: PART_TYPE_MESSAGES.required })
    .trim()
    .min(isRequired ? 1 : 0, { error: PART_TYPE_MESSAGES.required })
    .max(max, { error: tooLong });

const title = (options?: { isRequired?: boolean }) =>
  text(PART_TYPE_TITLE_MAX_LENGTH, PART_TYPE_MESSAGES.titleTooLong, options);
const message = () => text(PART_TYPE_MESSAGE_MAX_LENGTH, PART_TYPE_MESSAGES.messageTooLong);

export const PartTypeFeaturesSchema = z.object({
  instantResults: flag(),
  firstPrinciples: flag(),
  matchResults: flag(),
  feedback: flag(),
  pricingEstimates: flag(),
});

/** The loading overlay's text while a search or submission runs (docs/spec/pump-selection-spec.md §4). */
export const PartTypeLoadingSchema = z.object({
  title: title({ isRequired: true }),
  subtitle: message(),
});

export const PartTypeResultsSchema = z.object({
  showFirstPrinciples: flag(),
  showTopMatches: flag(),
  showNoMatchPanel: flag(),
  maxMatches: z
    .number({ error: PART_TYPE_MESSAGES.maxMatchesInvalid })
    .int({ error: PART_TYPE_MESSAGES.maxMatchesInvalid })
    .min(1, { error: PART_TYPE_MESSAGES.maxMatchesInvalid })
    .max(PART_TYPE_MAX_MATCHES, { error: PART_TYPE_MESSAGES.maxMatchesInvalid }),
});

export const PartTypeComingSoonSchema = z.object({
  enabled: flag(),
  title: title(),
  message: message(),
  actionText: title(),
  /**
   * Free text the admin sets, such as 'Q1 2026' (docs/spec/pump-selection-spec.md §9); null when no date is promised.
   */
  estimatedLaunch: z
    .string()
    .trim()
    .min(1, { error: PART_TYPE_MESSAGES.launchEmpty })
    .max(PART_TYPE_LAUNCH_MAX_LENGTH, { error: PART_TYPE_MESSAGES.launchTooLong })
    .nullable(),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: PART_TYPE_MESSAGES.featureEmpty })
        .max(PART_TYPE_FEATURE_MAX_LENGTH, { error: PART_TYPE_MESSAGES.featureTooLong }),
    )
    .max(PART_TYPE_MAX_FEATURES, { error: PART_TYPE_MESSAGES.tooManyFeatures })
    .refine((features) => new Set(features).size === features.length, {
      error: PART_TYPE_MESSAGES.featuresDuplicate,
    }),
  notify: flag(),
});

export const PartTypeMetaSchema = z.object({
  displayName: title({ isRequired: true }),
  pluralName: title({ isRequired: true }),
  /** Specifications in the catalogue, shown in the loading title; null when there is no catalogue. */
  databaseTotal: z
    .number({ error: PART_TYPE_MESSAGES.databaseTotalInvalid })
    .int({ error: PART_TYPE_MESSAGES.databaseTotalInvalid })
    .min(0, { error: PART_TYPE_MESSAGES.databaseTotalInvalid })
    .max(PART_TYPE_DATABASE_TOTAL_MAX, { error: PART_TYPE_MESSAGES.databaseTotalInvalid })
    .nullable(),
  icon: z
    .string({ error: PART_TYPE_MESSAGES.iconInvalid })
    .trim()
    .max(PART_TYPE_ICON_MAX_LENGTH, { error: PART_TYPE_MESSAGES.iconInvalid })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: PART_TYPE_MESSAGES.iconInvalid }),
  color: z
    .string({ error: PART_TYPE_MESSAGES.colorInvalid })
    .trim()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: PART_TYPE_MESSAGES.colorInvalid }),
});

/**
 * How a part type behaves in the wizard and results; stored as jsonb on `part_types.config`. The server
 * also checks every config it answers with this schema, so a stored config must pass it too.
 */
export const PartTypeConfigSchema = z
  .object({
    features: PartTypeFeaturesSchema,
    loading: PartTypeLoadingSchema,
    results: PartTypeResultsSchema,
    comingSoon: PartTypeComingSoonSchema,
    meta: PartTypeMetaSchema,
  })
  .superRefine((config, context) => {
    const { comingSoon } = config;
    if (!comingSoon.enabled) {
      return;
    }
    // What the coming-soon panel shows must be there when the panel is on.
    const shown = comingSoon.notify
      ? (['title', 'message', 'actionText'] as const)
      : (['title', 'message'] as const);
    for (const field of shown) {
      if (comingSoon[field] === '') {
        context.addIssue({
          code: 'custom',
          path: ['comingSoon', field],
          message: PART_TYPE_MESSAGES.required,
        });
      }
    }
    // docs/spec/pump-selection-spec.md §6 — a coming-soon type only records the request; it has no live results.
    if (config.features.instantResults) {
      context.addIssue({
        code: 'custom',
        path: ['features', 'instantResults'],
        message: PART_TYPE_MESSAGES.comingSoonWithInstantResults,
      });
    }
  });
export type PartTypeConfig = z.infer<typeof PartTypeConfigSchema>;

const idSchema = positiveIdOf(PART_TYPE_MESSAGES.idInvalid);

export const PartTypeIdParamsSchema = z.object({ id: idSchema });

// docs/spec/pump-selection-spec.md §9 — names match case-insensitively; the lookup folds case on the server.
export const PartTypeNameParamsSchema = z.object({
  name: z.string().trim().min(1, { error: PART_TYPE_MESSAGES.nameRequired }).max(PART_TYPE_NAME_MAX_LENGTH, {
    error: PART_TYPE_MESSAGES.nameTooLong,
  }),
});

export const PartTypeBodySchema = z.object({
  name: z
    .string({ error: PART_TYPE_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PART_TYPE_MESSAGES.nameRequired, abort: true })
    .max(PART_TYPE_NAME_MAX_LENGTH, { error: PART_TYPE_MESSAGES.nameTooLong })
    .regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, { error: PART_TYPE_MESSAGES.nameInvalid }),
  config: PartTypeConfigSchema,
});
export type PartTypeBody = z.input<typeof PartTypeBodySchema>;

export const PartTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  config: PartTypeConfigSchema,
});
export type PartType = z.infer<typeof PartTypeSchema>;

export const PartTypeListItemSchema = PartTypeSchema.extend({
  /** Parts of this type; a type in use cannot be deleted. */
  part_count: z.number().int().nonnegative(),
});
export type PartTypeListItem = z.infer<typeof PartTypeListItemSchema>;

const tags = ['part-types'] as const;

export const listPartTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part-types/',
  summary: 'Every part type with its configuration and part count, by name (signed-in users)',
  tags,
  response: z.array(PartTypeListItemSchema),
});

// Public: the request wizard reads its part's type before anyone signs in (docs/spec/pump-selection-spec.md §6).
export const getPartTypeByNameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part-types/:name',
  summary: 'One part type by name, matched case-insensitively',
  tags,
  params: PartTypeNameParamsSchema,
  response: PartTypeSchema,
});

export const createPartTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/part-types/',
  summary: 'Create a part type (admin)',
  tags,
  body: PartTypeBodySchema,
  response: PartTypeSchema,
  successStatus: 201,
});

export const updatePartTypeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/part-types/:id',
  summary: 'Rename a part type and replace its configuration (admin)',
  tags,
  params: PartTypeIdParamsSchema,
  body: PartTypeBodySchema,
  response: PartTypeSchema,
});

export const deletePartTypeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/part-types/:id',
  summary: 'Delete a part type unless a part uses it (admin)',
  tags,
  params: PartTypeIdParamsSchema,
  response: z.object({ detail: z.string() }),
});
