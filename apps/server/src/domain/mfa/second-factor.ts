import { MESSAGES, MFA_MESSAGES } from '@specsource/contracts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  type RateLimiter,
  type RateLimitRule,
  type Reservation,
  spendOrRefuse,
} from '../../platform/security/rate-limit.ts';
import { claimRecoveryCode, claimTotpStep, findUnusedRecoveryCodes, type MfaKey } from './mfa.repository.ts';
import { findMatchingRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';
import { matchTotpStep } from './totp.ts';

/** Which stored factor a typed code matched: a TOTP time step, or one recovery code. */
export type SecondFactorMatch =
  | { via: 'totp'; step: number }
  | { via: 'recovery_code'; recoveryCodeId: number };

/**
 * Finds what a typed code matches, reading only: the argon2 checks of recovery codes take a while and must
 * not hold a transaction open (embedded mode has one connection).
 */
export async function matchSecondFactor(
  db: DatabaseOrTransaction,
  key: MfaKey | null,
  input: { userId: number; code: string; now: Date },
): Promise<SecondFactorMatch | null> {
  if (!key?.enabledAt) {
    return null;
  }
  const typed = input.code.replace(/\s/g, '');
  if (/^\d+$/.test(typed)) {
    const step = matchTotpStep(key.secret, typed, input.now, key.lastUsedStep);
    return step === null ? null : { via: 'totp', step };
  }
  if (!normalizeRecoveryCode(typed)) {
    return null;
  }
  const recoveryCodeId = await findMatchingRecoveryCode(
    typed,
    await findUnusedRecoveryCodes(db, input.userId),
  );
  return recoveryCodeId === null ? null : { via: 'recovery_code', recoveryCodeId };
}

/**
 * Uses the matched factor up, inside the caller's transaction: a TOTP step or a recovery code is accepted
 * once (OWASP ASVS 5.0 §6.5.1), also when two requests race with the same code. False: it was used already.
 */
export function claimSecondFactor(
  tx: DatabaseOrTransaction,
  userId: number,
  match: SecondFactorMatch,
  now: Date,
): Promise<boolean> {
  return match.via === 'totp'
    ? claimTotpStep(tx, userId, match.step)
    : claimRecoveryCode(tx, match.recoveryCodeId, now);
}

/**
 * Wrong codes per account, counted on the second sign-in step and when the factor is changed (NIST SP
 * 800-63B §5.2.2 asks for a limit on failed attempts). A pending sign-in also ends after 5 wrong codes, and a
 * new one needs the password again. 10 per 15 minutes leaves a guesser of 6-digit codes (3 valid at a time)
 * about 1 chance in 33,000 per window.
 */
function failureRule(userId: number): RateLimitRule {
  return { key: `mfa-fail:account:${userId}`, limit: 10, windowMs: 15 * 60_000 };
}

/**
 * Takes a slot under the account's wrong-code limit before a code is checked (429 once it is spent), so codes
 * sent together are counted one by one. Give the slot back when the code was right.
 */
export function reserveSecondFactorCheck(rateLimiter: RateLimiter, userId: number): Promise<Reservation> {
  return spendOrRefuse(rateLimiter, [failureRule(userId)], MESSAGES.rateLimited);
}

/** A wrong or spent code, answered on the `code` field in the words the form shows. */
export function wrongCodeError(): AppError {
  return new AppError('VALIDATION', MFA_MESSAGES.codeWrong, { code: [MFA_MESSAGES.codeWrong] });
}
