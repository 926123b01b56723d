import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import {
  type AdminAttribute,
  type AttributeBody,
  AttributeBodySchema,
  type AttributeKey,
  type AttributeType,
  attributeKeyRule,
} from '@specsource/contracts';
import { hasOptions } from './attribute-types.ts';
import { errorsByField } from './form-errors.ts';

/** The attribute form's fields; a bound is a NumberInput's value, '' while empty. */
export interface AttributeFormValues {
  title: string;
  type: AttributeType;
  options: string[];
  unit_ids: number[];
  min_value: number | string;
  max_value: number | string;
  min_exclusive: boolean;
  max_exclusive: boolean;
  key: AttributeKey | null;
  /** Each option's key by its wording, so adding or removing an option keeps the others' keys. */
  option_keys: Record<string, string>;
}

export const ATTRIBUTE_FORM_FIELDS = [
  'title',
  'type',
  'options',
  'unit_ids',
  'min_value',
  'max_value',
  'min_exclusive',
  'max_exclusive',
  'key',
  'option_keys',
];

/** Whether the form asks for option keys: a key the search reads by option, on a type with options. */
export function hasOptionKeys(values: Pick<AttributeFormValues, 'key' | 'type'>): boolean {
  return attributeKeyRule(values.key)?.hasOptionKeys === true && hasOptions(values.type);
}

export const NUMBER_INVALID = 'Enter a number, or leave it empty';

export function attributeFormValues(attribute: AdminAttribute | null): AttributeFormValues {
  return {
    title: attribute?.title ?? '',
    type: attribute?.type ?? 'text',
    options: attribute?.options ?? [],
    unit_ids: attribute?.unit.map((unit) => unit.id) ?? [],
    min_value: attribute?.min_value ?? '',
    max_value: attribute?.max_value ?? '',
    min_exclusive: attribute?.min_exclusive ?? false,
    max_exclusive: attribute?.max_exclusive ?? false,
    key: attribute?.key ?? null,
    option_keys: Object.fromEntries(
      (attribute?.options ?? []).map((option, index) => [option, attribute?.option_keys[index] ?? '']),
    ),
  };
}

/** The request body: options only for types that have them, bounds only for a number. */
export function toAttributeBody(values: AttributeFormValues, classificationId: number): AttributeBody {
  const isNumber = values.type === 'number';
  return {
    classification_id: classificationId,
    title: values.title,
    type: values.type,
    options: hasOptions(values.type) ? values.options : [],
    unit_ids: values.unit_ids,
    min_value: isNumber ? toBound(values.min_value) : null,
    max_value: isNumber ? toBound(values.max_value) : null,
    min_exclusive: isNumber && values.min_exclusive,
    max_exclusive: isNumber && values.max_exclusive,
    key: values.key,
    option_keys: hasOptionKeys(values)
      ? values.options.map((option) => values.option_keys[option] ?? '')
      : [],
  };
}

/** The shared `AttributeBodySchema` over the body the form would send, so messages match the server's. */
export function validateAttributeForm(classificationId: number) {
  const resolve = schemaResolver(AttributeBodySchema, { sync: true });
  return (values: AttributeFormValues): FormErrors => {
    const body = toAttributeBody(values, classificationId);
    const errors = errorsByField(resolve(body));
    // A half-typed bound ('-') is not a number; say so rather than zod's generic message.
    for (const field of ['min_value', 'max_value'] as const) {
      if (Number.isNaN(body[field])) {
        errors[field] = NUMBER_INVALID;
      }
    }
    return errors;
  };
}

function toBound(value: number | string): number | null {
  if (typeof value === 'number') {
    return value;
  }
  return value.trim() === '' ? null : Number(value);
}
