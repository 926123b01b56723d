import { z } from 'zod';
import { BOUND_MESSAGES, boundMessage, boundsOf, isWithin } from './common/answer-bounds.ts';
import { MESSAGES } from './messages.ts';
import type { AttributeType, PartStructure } from './parts.ts';
import { ATTRIBUTE_OPTION_MAX_LENGTH } from './taxonomy.ts';

// A request's `answer` (docs/design.md 'Wire shapes') is checked against the part's CURRENT
// structure. The same rules drive the server (validateAnswer) and the wizard (buildSpecificationSchema).

export const ANSWER_TEXT_MAX_LENGTH = 1000;

export const SPECIFICATION_MESSAGES = {
  // docs/design.md 'required-field message': one required-field message for the whole specification step.
  required: MESSAGES.fieldRequired,
  // docs/spec/marketplace-spec.md §5 'Specification step'.
  selectUnit: MESSAGES.selectUnit,
  unknownAttribute:
    'This field is no longer part of the specification. Reload the page and fill in the form again.',
  unknownClassification:
    'This section is no longer part of the specification. Reload the page and fill in the form again.',
  duplicateAttribute: 'This field was sent twice. Reload the page and fill in the form again.',
  otherPart: 'This specification belongs to another part. Reload the page and fill in the form again.',
  notANumber: 'Enter a number, such as 250 or 12.5',
  textTooLong: `Use at most ${ANSWER_TEXT_MAX_LENGTH} characters`,
  optionTooLong: `Use at most ${ATTRIBUTE_OPTION_MAX_LENGTH} characters`,
  notText: 'Enter text',
  notABoolean: 'Tick the box or leave it empty',
  notAnOption: 'Choose one of the listed options',
  ...BOUND_MESSAGES,
} as const;

type Attribute =
  PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number]['attribute'];

/** An attribute as the validator reads it: the wire attribute, bounds and key included. */
export type SpecificationAttribute = Attribute;

/** The part structure an answer is checked against (GET /api/part/{slug} gives the wizard the same one). */
export type SpecificationStructure = PartStructure;

/**
 * The shape of an answer as clients send it: the part structure with `value`/`unit_value` filled in. Only
 * ids, values and units are read; titles, options and units are taken from the current structure instead.
 */
export const AnswerSchema = z.object({
  id: z.number().int(),
  partclassification_set: z
    .array(
      z.object({
        classification: z.object({ id: z.number().int() }),
        partclassificationattribute_set: z
          .array(
            z.object({
              attribute: z.object({
                id: z.number().int(),
                value: z.unknown().optional(),
                unit_value: z.string().max(255).nullable().optional(),
              }),
            }),
          )
          .max(500),
      }),
    )
    .max(100),
});
export type Answer = z.input<typeof AnswerSchema>;

/** One thing wrong with an answer; `path` is `answer.<attributeId>`, `answer.<attributeId>.unit`, … */
export interface AnswerProblem {
  path: string;
  message: string;
}

/** An answer's problems as the `field_errors` of a 400 body. */
export function answerFieldErrors(problems: readonly AnswerProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    errors[problem.path] = [...(errors[problem.path] ?? []), problem.message];
  }
  return errors;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A number as typed into a number field: 250, '250', ' 1,250.5 '; null when it is not one. */
function readNumber(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== 'string') {
    return null;
  }
  const text = value.trim().replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : null;
}

type ValueCheck = { ok: true; value: unknown } | { ok: false; message: string };

function checkText(value: unknown, maxLength: number, tooLong: string): ValueCheck {
  if (typeof value !== 'string' && typeof value !== 'number') {
    return { ok: false, message: SPECIFICATION_MESSAGES.notText };
  }
  const text = String(value).trim();
  return text.length > maxLength ? { ok: false, message: tooLong } : { ok: true, value: text };
}

function checkNumber(attribute: SpecificationAttribute, value: unknown, unit: string | null): ValueCheck {
  const number = readNumber(value);
  if (number === null) {
    return { ok: false, message: SPECIFICATION_MESSAGES.notANumber };
  }
  const outOfBounds = boundsOf(attribute).find((bound) => !isWithin(number, unit, bound));
  return outOfBounds
    ? { ok: false, message: boundMessage(outOfBounds, unit, attribute.unit.length > 0) }
    : { ok: true, value: number };
}

const VALUE_CHECKS: Record<
  AttributeType,
  (attribute: SpecificationAttribute, value: unknown, unit: string | null) => ValueCheck
> = {
  text: (_, value) => checkText(value, ANSWER_TEXT_MAX_LENGTH, SPECIFICATION_MESSAGES.textTooLong),
  number: checkNumber,
  checkbox: (_, value) =>
    typeof value === 'boolean'
      ? { ok: true, value }
      : { ok: false, message: SPECIFICATION_MESSAGES.notABoolean },
  radio: checkOption,
  select: checkOption,
  searchable_select: checkOption,
  // A list of suggestions, but any text is accepted.
  editable_select: (_, value) =>
    checkText(value, ATTRIBUTE_OPTION_MAX_LENGTH, SPECIFICATION_MESSAGES.optionTooLong),
};

function checkOption(attribute: SpecificationAttribute, value: unknown): ValueCheck {
  const text = typeof value === 'string' ? value.trim() : value;
  return typeof text === 'string' && attribute.options.includes(text)
    ? { ok: true, value: text }
    : { ok: false, message: SPECIFICATION_MESSAGES.notAnOption };
}

interface FieldResult {
  problems: AnswerProblem[];
  value: unknown;
  unitValue: string | null;
}

/** One attribute's rules: required, type, options, bounds, unit. */
function checkField(
  attribute: SpecificationAttribute,
  isRequired: boolean,
  sent: { value?: unknown; unit_value?: string | null | undefined } | undefined,
): FieldResult {
  const path = `answer.${attribute.id}`;
  const unitTitles = attribute.unit.map((unit) => unit.title);
  const unit = sent?.unit_value && unitTitles.includes(sent.unit_value) ? sent.unit_value : null;
  const raw = sent?.value;
  // An unticked checkbox is an answer (no), so a checkbox is never 'missing'.
  if (attribute.type === 'checkbox' && isEmpty(raw)) {
    return { problems: [], value: false, unitValue: null };
  }
  if (isEmpty(raw)) {
    const problems = isRequired ? [{ path, message: SPECIFICATION_MESSAGES.required }] : [];
    return { problems, value: null, unitValue: unit };
  }
  const problems: AnswerProblem[] = [];
  const checked = VALUE_CHECKS[attribute.type](attribute, raw, unit);
  if (!checked.ok) {
    problems.push({ path, message: checked.message });
  }
  // docs/spec/marketplace-spec.md §5 — a value of an attribute with units needs one of its units.
  if (unitTitles.length > 0 && unit === null) {
    problems.push({ path: `${path}.unit`, message: SPECIFICATION_MESSAGES.selectUnit });
  }
  return { problems, value: checked.ok ? checked.value : raw, unitValue: unit };
}

export interface AnswerCheck {
  problems: AnswerProblem[];
  /**
   * The part's current structure with the sent values, normalised (numbers as numbers, trimmed text, an
   * unticked checkbox as false); what a request stores. Null when the answer's shape is not an answer at all.
   */
  answer: PartStructure | null;
}

/** Checks `answer` against `structure` and builds the normalised answer; see validateAnswer. */
export function checkAnswer(structure: SpecificationStructure, answer: unknown): AnswerCheck {
  const parsed = AnswerSchema.safeParse(answer);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const path = ['answer', ...(issue?.path ?? []).map(String)].join('.');
    return { problems: [{ path, message: issue?.message ?? 'Invalid value' }], answer: null };
  }
  const problems: AnswerProblem[] = [];
  if (parsed.data.id !== structure.id) {
    problems.push({ path: 'answer.id', message: SPECIFICATION_MESSAGES.otherPart });
  }

  // What the structure allows: classification id → attribute ids of its card.
  const allowed = new Map(
    structure.partclassification_set.map((card) => [
      card.classification.id,
      new Set(card.partclassificationattribute_set.map((link) => link.attribute.id)),
    ]),
  );
  const sentByAttribute = new Map<number, { value?: unknown; unit_value?: string | null | undefined }>();
  for (const card of parsed.data.partclassification_set) {
    const attributeIds = allowed.get(card.classification.id);
    if (!attributeIds) {
      problems.push({
        path: `answer.classification.${card.classification.id}`,
        message: SPECIFICATION_MESSAGES.unknownClassification,
      });
      continue;
    }
    for (const { attribute } of card.partclassificationattribute_set) {
      if (!attributeIds.has(attribute.id)) {
        problems.push({ path: `answer.${attribute.id}`, message: SPECIFICATION_MESSAGES.unknownAttribute });
      } else if (sentByAttribute.has(attribute.id)) {
        problems.push({ path: `answer.${attribute.id}`, message: SPECIFICATION_MESSAGES.duplicateAttribute });
      } else {
        sentByAttribute.set(attribute.id, attribute);
      }
    }
  }

  const normalised: PartStructure = {
    id: structure.id,
    slug: structure.slug,
    title: structure.title,
    description: structure.description,
    part_type: structure.part_type,
    partclassification_set: structure.partclassification_set.map((card) => ({
      id: card.id,
      classification: { id: card.classification.id, title: card.classification.title },
      is_optional: card.is_optional,
      partclassificationattribute_set: card.partclassificationattribute_set.map((link) => {
        // The bounds are the structure's business; the stored answer keeps what was asked and answered.
        const {
          min_value: _min,
          max_value: _max,
          min_exclusive: _minExclusive,
          max_exclusive: _maxExclusive,
          ...attribute
        } = link.attribute;
        // docs/spec/marketplace-spec.md §2 — required unless the attribute or its card is optional.
        const isRequired = !card.is_optional && !link.is_optional;
        const field = checkField(link.attribute, isRequired, sentByAttribute.get(attribute.id));
        problems.push(...field.problems);
        return {
          id: link.id,
          is_optional: link.is_optional,
          attribute: { ...attribute, value: field.value, unit_value: field.unitValue },
        };
      }),
    })),
  };
  return { problems, answer: normalised };
}

/**
 * The problems of an answer against the part's current structure, keyed by a stable path: every attribute
 * must exist in the structure (under its own classification), required ones must have a value, values must
 * fit the attribute's type, options and bounds, and a value of an attribute with units needs one of them.
 * Empty when the answer is acceptable.
 */
export function validateAnswer(structure: SpecificationStructure, answer: unknown): AnswerProblem[] {
  return checkAnswer(structure, answer).problems;
}

/**
 * The same rules as a zod schema for the wizard: it parses an answer into the normalised one, and each
 * issue's path is the problem's path without its leading `answer` ([attributeId] or [attributeId, 'unit']).
 */
export function buildSpecificationSchema(structure: SpecificationStructure) {
  return z.unknown().transform((answer, context) => {
    const checked = checkAnswer(structure, answer);
    for (const problem of checked.problems) {
      context.addIssue({ code: 'custom', path: problem.path.split('.').slice(1), message: problem.message });
    }
    return checked.answer ?? z.NEVER;
  });
}
