import { ACCOUNT_SECURITY_MESSAGES } from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { fieldValidationError } from './account-rules.ts';
import { checkPassword, type PasswordCheckDeps } from './check-password.ts';

/**
 * Re-authentication (OWASP ASVS 5.0 §6.2.3, §7.5.2): the password goes through the sign-in check, so wrong
 * guesses count against the same failed-attempt limits and cannot be used to guess it.
 */
export async function assertCurrentPassword(
  deps: PasswordCheckDeps,
  input: { user: SessionUser; password: string; field: string; ip: string; log: FastifyBaseLogger },
): Promise<void> {
  const check = await checkPassword(deps, {
    email: input.user.email,
    password: input.password,
    ip: input.ip,
    log: input.log,
  });
  if (check.outcome !== 'valid') {
    throw fieldValidationError({ [input.field]: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong] });
  }
}
