import { MESSAGES } from '@specsource/contracts';
import { isApiError } from '../../../lib/api-error.ts';

interface FieldErrorTarget<Field extends string> {
  setFieldError: (field: Field, message: string) => void;
}

/**
 * Puts a refused call's field errors on the form's own fields; what names no field of the form (a 429, a
 * server failure) is the form-level message returned, or null when every error found its field.
 */
export function showFieldErrors<Field extends string>(
  form: FieldErrorTarget<Field>,
  fields: readonly Field[],
  error: unknown,
): string | null {
  if (!isApiError(error)) {
    return MESSAGES.internalError;
  }
  let isShown = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      form.setFieldError(field as Field, messages.join(' '));
      isShown = true;
    }
  }
  return isShown ? null : error.detail;
}
