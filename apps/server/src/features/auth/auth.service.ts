import { checkPassword } from '../../accounts/check-password.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import { findUserByEmail } from '../../users/users.repository.ts';

export { checkPassword, type PasswordCheck } from '../../accounts/check-password.ts';

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
