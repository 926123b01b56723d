import { MESSAGES } from '@specsource/contracts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isDisposableEmail } from './disposable-email.ts';
import { isCommonPassword, isContextSpecificPassword, type PasswordContext } from './password-policy.ts';

/**
 * The rules the shared contract cannot check in the browser: disposable domains, common passwords and
 * passwords made of context-specific words. Field → messages, empty when all pass; used by registration
 * and by the admin CLI alike.
 */
export function findAccountRuleProblems(
  input: PasswordContext & { password: string },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (isDisposableEmail(input.email)) {
    problems.email = [MESSAGES.emailInvalid];
  }
  if (isCommonPassword(input.password)) {
    problems.password = [MESSAGES.passwordTooCommon];
  } else if (isContextSpecificPassword(input.password, input)) {
    problems.password = [MESSAGES.passwordContextSpecific];
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
