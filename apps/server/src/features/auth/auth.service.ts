import { checkPassword } from '../../domain/accounts/check-password.ts';
import { findUserByEmail } from '../../domain/users/users.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';

export { checkPassword, type PasswordCheck } from '../../domain/accounts/check-password.ts';

export interface AuthServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
}

/** docs/spec/pump-selection-spec.md §7 — 'success' when the e-mail is free or the password matches it. */
export async function canUseEmailWithPassword(
  deps: AuthServiceDeps,
  input: Parameters<typeof checkPassword>[1],
): Promise<boolean> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    return true;
  }
  // It is a password oracle for existing accounts, so it shares the failed-login limits.
  return (await checkPassword(deps, input)).outcome !== 'invalid';
}
