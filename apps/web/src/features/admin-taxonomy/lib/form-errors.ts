import type { FormErrors } from '@mantine/form';
import { MESSAGES } from '@specsource/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * Errors keyed by top-level field: `options.2` joins `options`, since the form shows one message under
 * the whole list. Takes the schema resolver's errors and the server's `field_errors` alike.
 */
export function errorsByField(errors: Record<string, unknown>): FormErrors {
  const byField: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    const known = byField[field] ?? [];
    byField[field] = [...known, ...texts.filter((text) => !known.includes(text))];
  }
  return Object.fromEntries(
    Object.entries(byField)
      .filter(([, texts]) => texts.length > 0)
      .map(([field, texts]) => [field, texts.join(' ')]),
  );
}

/**
 * Puts a failed save's field errors under the form's `fields` (a duplicate title lands under the title)
 * and returns what is left for an alert above the buttons: the server's detail, or null.
 */
export function showSaveError(
  error: unknown,
  fields: readonly string[],
  setErrors: (errors: FormErrors) => void,
): string | null {
  if (!isApiError(error)) {
    return MESSAGES.internalError;
  }
  const shown = Object.entries(errorsByField(error.fieldErrors)).filter(([field]) => fields.includes(field));
  if (shown.length === 0) {
    return error.detail;
  }
  setErrors(Object.fromEntries(shown));
  return null;
}
