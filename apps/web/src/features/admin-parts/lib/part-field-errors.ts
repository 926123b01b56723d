import type { FormErrors } from '@mantine/form';

/**
 * The paths the part form shows an error under: title, description, part type, the card list, a card's
 * classification, a card's attribute list and an attribute row's attribute.
 */
const SHOWN_PATH =
  /^(title|description|part_type_id|classifications(\.\d+\.(value|attribute(\.\d+\.value)?))?)$/;

/** Paths that belong under a shown field: a card's or row's `title` is the classification's or attribute's. */
const ALIASES: readonly [RegExp, string][] = [[/\.title$/, '.value']];

export interface PartFormErrors {
  /** For `form.setErrors`: one text per field, its messages joined. */
  fieldErrors: FormErrors;
  /** Messages with no field on the form (`body`, an unknown key); shown above the buttons. */
  otherErrors: string[];
}

/**
 * Splits an API answer's `field_errors` (keys like `title`, `classifications.0.value`,
 * `classifications.1.attribute.2.value`) into what shows under the form's fields and what does not.
 */
export function partFormErrorsOf(fieldErrors: Record<string, string[]>): PartFormErrors {
  const shown: Record<string, string[]> = {};
  const otherErrors: string[] = [];

  for (const [key, messages] of Object.entries(fieldErrors)) {
    const path = shownPathOf(key);
    if (path === null) {
      otherErrors.push(...messages);
    } else {
      shown[path] = [...(shown[path] ?? []), ...messages];
    }
  }

  const result: FormErrors = {};
  for (const [path, messages] of Object.entries(shown)) {
    result[path] = [...new Set(messages)].join(' ');
  }
  return { fieldErrors: result, otherErrors: [...new Set(otherErrors)] };
}

function shownPathOf(key: string): string | null {
  if (SHOWN_PATH.test(key)) {
    return key;
  }
  for (const [pattern, replacement] of ALIASES) {
    const aliased = key.replace(pattern, replacement);
    if (aliased !== key && SHOWN_PATH.test(aliased)) {
      return aliased;
    }
  }
  return null;
}
