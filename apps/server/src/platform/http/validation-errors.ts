import type { ErrorBody } from '@specsource/contracts';

interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
}

/** `/billing_address/first_name` → `billing_address.first_name`, the path a Mantine form uses. */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** Turns schema-validation issues into the 400 body: every field's messages, and a detail naming the first. */
export function toValidationErrorBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldPath(issue.instancePath, context);
    const message = issue.message ?? 'Invalid value';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  const [firstField, firstMessages] = Object.entries(fieldErrors)[0] ?? ['body', ['Invalid value']];
  return {
    detail: `Check the field '${firstField}': ${firstMessages[0]}`,
    code: 'VALIDATION',
    field_errors: fieldErrors,
  };
}
