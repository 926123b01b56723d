import {
  MFA_MESSAGES,
  MFA_SETUP_MINUTES,
  type MfaSetupResponse,
  type MfaStatus,
} from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { assertCurrentPassword } from '../../domain/accounts/assert-current-password.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteMfa,
  findMfaKey,
  markMfaEnabled,
  replaceRecoveryCodes,
  savePendingKey,
} from '../../domain/mfa/mfa.repository.ts';
import { queueMfaMail } from '../../domain/mfa/mfa-mail.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../domain/mfa/recovery-codes.ts';
import {
  claimSecondFactor,
  matchSecondFactor,
  reserveSecondFactorCheck,
  type SecondFactorMatch,
  wrongCodeError,
} from '../../domain/mfa/second-factor.ts';
import { matchTotpStep, newTotpSecret, otpauthUri } from '../../domain/mfa/totp.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { deleteOtherSessionsOfUser } from '../../platform/sessions/sessions.repository.ts';

export interface MfaSetupDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  onMailQueued: () => void;
}

interface RequestContext {
  user: SessionUser;
  ip: string;
  /** Where links in mail point. */
  origin: string;
  log: FastifyBaseLogger;
}

export async function mfaStatus(db: Database, userId: number): Promise<MfaStatus> {
  const key = await findMfaKey(db, userId);
  const enabledAt = key?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** A wrong code keeps the slot it took under the account's second-factor limit; answered on the `code` field. */
function refuseCode(context: RequestContext): never {
  context.log.warn({ event: 'authn_mfa_fail', userId: context.user.id }, 'second factor refused');
  throw wrongCodeError();
}

/**
 * Step 1 of turning it on, after the password is proven again: a new key, kept waiting until its first code
 * shows the user's app has it. An earlier key that never got its code is replaced.
 */
export async function startMfaSetup(
  deps: MfaSetupDeps,
  context: RequestContext & { password: string },
): Promise<MfaSetupResponse> {
  await assertCurrentPassword(deps, { ...context, password: context.password, field: 'password' });
  const secret = newTotpSecret();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + MFA_SETUP_MINUTES * 60_000);
  const saved = await savePendingKey(deps.db, {
    userId: context.user.id,
    secret,
    setupExpiresAt: expiresAt,
    now,
  });
  if (!saved) {
    throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
  }
  return { secret, otpauth_uri: otpauthUri(secret, context.user.email), expires_at: expiresAt.toISOString() };
}

/** New recovery codes and their hashes; hashed before any transaction opens (argon2 takes a while). */
async function freshRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
}

/**
 * Step 2: the first code of the waiting key turns two-step sign-in on. Every other session, signed in with
 * the password alone, ends (OWASP ASVS 5.0 §7.4.3); the owner is told by mail; the recovery codes are
 * answered this once.
 */
export async function enableMfa(
  deps: MfaSetupDeps,
  context: RequestContext & { code: string; currentSessionId: string },
): Promise<string[]> {
  const userId = context.user.id;
  const reservation = await reserveSecondFactorCheck(deps.rateLimiter, userId);
  const now = deps.now();
  const key = await findMfaKey(deps.db, userId);
  if (key?.enabledAt) {
    await reservation.giveBack();
    throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
  }
  if (!key?.setupExpiresAt || key.setupExpiresAt.getTime() <= now.getTime()) {
    await reservation.giveBack();
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.setupMissing);
  }
  const step = matchTotpStep(key.secret, context.code, now, null);
  if (step === null) {
    return refuseCode(context);
  }
  await reservation.giveBack();
  const recovery = await freshRecoveryCodes();
  const ended = await deps.db.transaction(async (tx) => {
    // Only the first of two racing confirmations turns it on (and hands out codes that work).
    if (!(await markMfaEnabled(tx, userId, now))) {
      throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
    }
    await claimTotpStep(tx, userId, step);
    await replaceRecoveryCodes(tx, userId, recovery.hashes, now);
    await queueMfaMail(tx, { user: context.user, event: 'enabled', origin: context.origin, now });
    return deleteOtherSessionsOfUser(tx, userId, context.currentSessionId);
  });
  deps.onMailQueued();
  context.log.info({ event: 'mfa_enabled', userId, endedSessions: ended }, 'two-step sign-in turned on');
  return recovery.codes;
}

/** Changing the factor asks for both factors again (OWASP ASVS 5.0 §7.5.1): the password, then a code. */
async function reauthenticate(
  deps: MfaSetupDeps,
  context: RequestContext & { password: string; code: string },
): Promise<SecondFactorMatch> {
  await assertCurrentPassword(deps, { ...context, password: context.password, field: 'password' });
  const reservation = await reserveSecondFactorCheck(deps.rateLimiter, context.user.id);
  const key = await findMfaKey(deps.db, context.user.id);
  if (!key?.enabledAt) {
    await reservation.giveBack();
    throw new AppError('BAD_REQUEST', MFA_MESSAGES.notEnabled);
  }
  const match = await matchSecondFactor(deps.db, key, {
    userId: context.user.id,
    code: context.code,
    now: deps.now(),
  });
  if (match === null) {
    return refuseCode(context);
  }
  await reservation.giveBack();
  return match;
}

export async function disableMfa(
  deps: MfaSetupDeps,
  context: RequestContext & { password: string; code: string },
): Promise<void> {
  const match = await reauthenticate(deps, context);
  const now = deps.now();
  const userId = context.user.id;
  await deps.db.transaction(async (tx) => {
    if (!(await claimSecondFactor(tx, userId, match, now))) {
      throw wrongCodeError();
    }
    await deleteMfa(tx, userId);
    await queueMfaMail(tx, { user: context.user, event: 'disabled', origin: context.origin, now });
  });
  deps.onMailQueued();
  context.log.info({ event: 'mfa_disabled', userId }, 'two-step sign-in turned off');
}

export async function regenerateRecoveryCodes(
  deps: MfaSetupDeps,
  context: RequestContext & { password: string; code: string },
): Promise<string[]> {
  const match = await reauthenticate(deps, context);
  const recovery = await freshRecoveryCodes();
  const now = deps.now();
  const userId = context.user.id;
  await deps.db.transaction(async (tx) => {
    if (!(await claimSecondFactor(tx, userId, match, now))) {
      throw wrongCodeError();
    }
    await replaceRecoveryCodes(tx, userId, recovery.hashes, now);
    await queueMfaMail(tx, {
      user: context.user,
      event: 'recovery_codes_replaced',
      origin: context.origin,
      now,
    });
  });
  deps.onMailQueued();
  context.log.info({ event: 'mfa_recovery_codes_replaced', userId }, 'recovery codes replaced');
  return recovery.codes;
}
