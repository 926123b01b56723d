import { MESSAGES } from '@specsource/contracts';
import { AppError } from '../errors/app-error.ts';
import { isDisposableEmail } from './disposable-email.ts';
import { isCommonPassword } from './password-policy.ts';

/**
 * The rules the shared contract cannot check in the browser: disposable domains and common passwords.
 * Field → messages, empty when both pass; used by registration and by the admin CLI alike.
 */
export function findAccountRuleProblems(input: {
  email: string;
  password: string;
}): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (isDisposableEmail(input.email)) {
    problems.email = [MESSAGES.emailInvalid];
  }
  if (isCommonPassword(input.password)) {
    problems.password = [MESSAGES.passwordTooCommon];
  }
  return problems;
}

/** A 400 shaped like the schema-validation one: every field's message, and a detail naming the first. */
export function fieldValidationError(problems: Record<string, string[]>): AppError {
  const [field = 'body', messages = []] = Object.entries(problems)[0] ?? [];
  return new AppError(
    'VALIDATION',
    `Check the field '${field}': ${messages[0] ?? 'Invalid value'}`,
    problems,
  );
}
