import { USER_ROLES } from '@specsource/contracts';
import { z } from 'zod';
import { optionalString, withDefault } from '../env-values.ts';

/** How long a session lasts, who must sign in in two steps, the first accounts, and the cookie secret. */
export const sessionsEnv = {
  /** A session ends after this long without a request (OWASP ASVS 5.0 §7.3.1). */
  SESSION_IDLE_MINUTES: withDefault(z.coerce.number().int().min(1).max(43_200), 120),
  /** A session ends this long after sign-in, however active (ASVS 5.0 §7.3.2). */
  SESSION_ABSOLUTE_HOURS: withDefault(z.coerce.number().int().min(1).max(8_760), 24),
  /**
   * Roles that must use two-step sign-in, comma-separated (`admin`, `admin,supplier`, or all three). Unset:
   * optional for everyone. A user of such a role without it reaches only its setup (ASVS 5.0 §6.3.3).
   */
  MFA_REQUIRED_ROLES: z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? []
        : String(value)
            .split(',')
            .map((role) => role.trim()),
    z.array(z.enum(USER_ROLES, { error: 'must be a comma-separated list of customer, supplier and admin' })),
  ),
  /**
   * `true`: an empty database gets the demo accounts (an admin, two suppliers, a customer) with passwords
   * printed once. Unset: only in embedded mode; production (DATABASE_URL) starts with no account at all,
   * and the operator creates the first admin (`npm run admin -- create-user`), OWASP ASVS 5.0 §6.4.1.
   */
  SEED_DEMO_ACCOUNTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['true', 'false']).optional(),
  ),
  /** Signs session cookies; required with DATABASE_URL (production). */
  SESSION_SECRET: optionalString,
};

export function checkSessionsEnv(
  env: { DATABASE_URL?: string | undefined; SESSION_SECRET?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.DATABASE_URL && (env.SESSION_SECRET?.length ?? 0) < 32) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: 'must be at least 32 characters when DATABASE_URL is set (production)',
    });
  }
}
