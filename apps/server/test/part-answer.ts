import type { AttributeType, PartStructure } from '@specsource/contracts';
import { CLASSIFICATIONS } from '../src/seed/classifications-data.ts';

// Tests only: a pump answer (docs/design.md 'Wire shapes': the part structure with values) with one card holding the
// given attributes, in the shape the wizard sends as a request's answer or the assistant's context.

export interface AnswerField {
  readonly title: string;
  readonly value: unknown;
  /** The attribute's unit choices; the first is the wizard's default. */
  readonly units?: readonly string[];
  readonly unit_value?: string | null;
  readonly type?: AttributeType;
  readonly is_optional?: boolean;
  /** What the pump search reads it as, and the keys beside its options. */
  readonly key?: string | null;
  readonly options?: readonly string[];
  readonly option_keys?: readonly string[];
}

export function pumpAnswerOf(fields: readonly AnswerField[], classification = 'Duty point'): PartStructure {
  return {
    id: 1,
    slug: 'pump',
    title: 'Pump',
    description: '',
    part_type: 'pump',
    partclassification_set: [
      {
        id: 1,
        classification: { id: 1, title: classification },
        is_optional: false,
        partclassificationattribute_set: fields.map((field, index) => ({
          id: index + 1,
          is_optional: field.is_optional ?? false,
          attribute: {
            id: index + 1,
            title: field.title,
            type: field.type ?? 'number',
            options: [...(field.options ?? [])],
            unit: (field.units ?? []).map((title, i) => ({ id: i + 1, title })),
            value: field.value,
            unit_value: field.unit_value ?? null,
            ...(field.key === undefined
              ? {}
              : { key: field.key, option_keys: [...(field.option_keys ?? [])] }),
          },
        })),
      },
    ],
  };
}

const SEED_ATTRIBUTES = new Map(
  CLASSIFICATIONS.flatMap((card) => card.attributes).map((attribute) => [attribute.title, attribute]),
);

/**
 * The wizard's values by title: a number is a number field, anything else a text field; the unit is chosen. A
 * title the seed gives a key to carries that key and the seed's option keys, as the wizard's answer does.
 */
export function wizardAnswer(
  values: Record<string, { value: number | string; unit?: string }>,
): PartStructure {
  return pumpAnswerOf(
    Object.entries(values).map(([title, entry]) => {
      const seed = SEED_ATTRIBUTES.get(title);
      return {
        title,
        value: entry.value,
        units: entry.unit === undefined ? [] : [entry.unit],
        unit_value: entry.unit ?? null,
        type: typeof entry.value === 'number' ? 'number' : 'text',
        ...(seed?.key === undefined
          ? {}
          : { key: seed.key, options: seed.options ?? [], option_keys: seed.optionKeys ?? [] }),
      };
    }),
  );
}
