import { MESSAGES } from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { type RateLimiter, type RateLimitRule, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import { findUserByEmail } from '../users/users.repository.ts';

// Shared by sign-in and the request wizard's contact step (a visitor's e-mail and password), so both count
// against the same failed-attempt limits.

export interface PasswordCheckDeps {
  db: DatabaseOrTransaction;
  rateLimiter: RateLimiter;
}

// Failed password checks: 10 a minute per address, 5 in 5 minutes per account (docs/security.md).
function failureRules(ip: string, email: string): RateLimitRule[] {
  return [
    { key: `login-fail:ip:${ip}`, limit: 10, windowMs: 60_000 },
    { key: `login-fail:account:${email}`, limit: 5, windowMs: 5 * 60_000 },
  ];
}

let timingDummyHash: Promise<string> | undefined;

/** Verifying against a real hash when the account does not exist keeps both answers equally slow. */
function dummyHash(): Promise<string> {
  timingDummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return timingDummyHash;
}

export type PasswordCheck =
  | { outcome: 'valid'; userId: number }
  | { outcome: 'inactive'; userId: number }
  | { outcome: 'invalid' };

/**
 * Checks an e-mail and password under the failed-attempt limits. Unknown e-mail and wrong password give the
 * same outcome, after the same work; only a correct password reveals that an account is not yet active.
 */
export async function checkPassword(
  deps: PasswordCheckDeps,
  input: {
    email: string;
    password: string;
    ip: string;
    /** Where the outcome is logged (OWASP ASVS 5.0 §16.3.1): the account id, never the e-mail or password. */
    log?: FastifyBaseLogger | undefined;
  },
): Promise<PasswordCheck> {
  // Each check takes its slot under both limits before the hash is verified, so checks that arrive together
  // are counted one by one and a burst gets no more checks than the limits allow. A check that proves the
  // password is not a failure: its slots go back.
  const reservation = await spendOrRefuse(
    deps.rateLimiter,
    failureRules(input.ip, input.email),
    MESSAGES.rateLimited,
  );
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await dummyHash(), input.password).then(() => false);
  if (!user || !isValid) {
    input.log?.warn({ event: 'authn_login_fail', userId: user?.id ?? null }, 'password check failed');
    return { outcome: 'invalid' };
  }
  await reservation.giveBack();
  if (!user.isActive) {
    input.log?.info(
      { event: 'authn_login_fail', userId: user.id, reason: 'inactive' },
      'password check: inactive',
    );
    return { outcome: 'inactive', userId: user.id };
  }
  input.log?.info({ event: 'authn_login_success', userId: user.id }, 'password check passed');
  return { outcome: 'valid', userId: user.id };
}
