import {
  ACCOUNT_SECURITY_MESSAGES,
  type ChangePasswordBodySchema,
  MESSAGES,
  PASSWORD_RESET_LINK_MINUTES,
  type PasswordResetConfirmBodySchema,
} from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { fieldValidationError, findAccountRuleProblems } from '../../domain/accounts/account-rules.ts';
import { invalidateEmailTokens } from '../../domain/accounts/activation-tokens.repository.ts';
import { assertCurrentPassword } from '../../domain/accounts/assert-current-password.ts';
import { findUserByEmail } from '../../domain/users/users.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { appLink } from '../../platform/mail/mail-layout.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import { randomToken, sha256Hex } from '../../platform/security/tokens.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import {
  deleteOtherSessionsOfUser,
  deleteSessionsOfUser,
} from '../../platform/sessions/sessions.repository.ts';
import {
  consumePasswordResetToken,
  createPasswordResetToken,
  findPasswordResetAccount,
  setPasswordHash,
} from './account-security.repository.ts';
import { passwordChangedMail, passwordResetLink, passwordResetMail } from './account-security-mail.ts';

export interface PasswordServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Called once a transaction that queued mail has committed, so the mail goes out at once. */
  onMailQueued: () => void;
}

interface RequestContext {
  ip: string;
  /** Where links in mail point. */
  origin: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3_600_000;
// docs/security.md 'Write routes and their ceilings', as for activation resends: per address and per e-mail.
const RESET_PER_IP = { limit: 10, windowMs: HOUR_MS };
const RESET_PER_EMAIL = { limit: 5, windowMs: HOUR_MS };

/** Where a user who did not make a change goes to take the account back. */
const forgotPasswordLink = (origin: string) => appLink(origin, '/forgot-password/');

/** The registration rules the contract cannot check (common, context-specific), on `new_password`. */
async function hashNewPassword(
  account: { email: string; firstName: string; lastName: string; companyName: string },
  password: string,
): Promise<string> {
  const problems = findAccountRuleProblems({ ...account, password });
  if (problems.password) {
    throw fieldValidationError({ new_password: problems.password });
  }
  return hashPassword(password);
}

/**
 * OWASP ASVS 5.0 §6.2.2, §6.2.3, §7.4.3: changes the signed-in user's password after the current one is
 * proven; every other session ends (the one that made the change stays) and the owner is told by mail.
 */
export async function changePassword(
  deps: PasswordServiceDeps,
  input: RequestContext & {
    user: SessionUser;
    currentSessionId: string;
    body: z.output<typeof ChangePasswordBodySchema>;
  },
): Promise<void> {
  const { user, body } = input;
  await assertCurrentPassword(deps, {
    user,
    password: body.current_password,
    field: 'current_password',
    ip: input.ip,
    log: input.log,
  });
  const passwordHash = await hashNewPassword(user, body.new_password);
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await invalidateEmailTokens(tx, user.id, 'password_reset', now);
    const mail = passwordChangedMail({
      to: user.email,
      firstName: user.firstName,
      how: 'change',
      resetPageLink: forgotPasswordLink(input.origin),
    });
    await enqueueMail(tx, { ...mail, dedupeKey: `password-changed:user:${user.id}:${now.getTime()}` }, now);
    return deleteOtherSessionsOfUser(tx, user.id, input.currentSessionId);
  });
  deps.onMailQueued();
  input.log.info(
    { event: 'authn_password_change', userId: user.id, sessionsEnded: ended },
    'password changed',
  );
}

/**
 * OWASP ASVS 5.0 §6.4.3: mails an active account a 30-minute single-use reset link. Known and unknown
 * addresses get the same answer from the caller, and the same limits, so it reveals no account.
 */
export async function requestPasswordReset(
  deps: PasswordServiceDeps,
  input: RequestContext & { email: string },
): Promise<void> {
  await spendOrRefuse(
    deps.rateLimiter,
    [
      { key: `password-reset:ip:${input.ip}`, ...RESET_PER_IP },
      { key: `password-reset:email:${input.email}`, ...RESET_PER_EMAIL },
    ],
    MESSAGES.rateLimited,
  );
  const user = await findUserByEmail(deps.db, input.email);
  // An inactive account is unactivated or switched off by an admin: a reset must not open it.
  if (!user?.isActive) {
    input.log.info({ event: 'password_reset_request', userId: null }, 'password reset: no active account');
    return;
  }
  const now = deps.now();
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  await deps.db.transaction(async (tx) => {
    // One working link at a time: a newer request replaces the older links.
    await invalidateEmailTokens(tx, user.id, 'password_reset', now);
    await createPasswordResetToken(tx, {
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60_000),
    });
    const mail = passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      link: passwordResetLink(input.origin, token),
    });
    await enqueueMail(tx, { ...mail, dedupeKey: `password-reset:token:${tokenHash}` }, now);
  });
  deps.onMailQueued();
  input.log.info({ event: 'password_reset_request', userId: user.id }, 'password reset link queued');
}

/**
 * Sets the new password with a reset token, in one transaction: the token used up, the password set, every
 * session of the account ended and the owner told by mail. Unknown, used and expired tokens answer alike.
 */
export async function confirmPasswordReset(
  deps: PasswordServiceDeps,
  input: RequestContext & { body: z.output<typeof PasswordResetConfirmBodySchema> },
): Promise<void> {
  const tokenHash = sha256Hex(input.body.token);
  const account = await findPasswordResetAccount(deps.db, tokenHash, deps.now());
  if (!account) {
    throw resetLinkInvalid(input.log);
  }
  const passwordHash = await hashNewPassword(account, input.body.new_password);
  const now = deps.now();
  const isDone = await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordResetToken(tx, tokenHash, now);
    if (userId !== account.id) {
      return false;
    }
    await setPasswordHash(tx, userId, passwordHash, now);
    await invalidateEmailTokens(tx, userId, 'password_reset', now);
    await deleteSessionsOfUser(tx, userId);
    const mail = passwordChangedMail({
      to: account.email,
      firstName: account.firstName,
      how: 'reset',
      resetPageLink: forgotPasswordLink(input.origin),
    });
    await enqueueMail(tx, { ...mail, dedupeKey: `password-changed:reset:${tokenHash}` }, now);
    return true;
  });
  if (!isDone) {
    throw resetLinkInvalid(input.log);
  }
  deps.onMailQueued();
  input.log.info({ event: 'authn_password_reset', userId: account.id }, 'password reset; sessions ended');
}

function resetLinkInvalid(log: FastifyBaseLogger): AppError {
  // OWASP ASVS 5.0 §16.3.1: a refused link is a failed authentication (the token itself is never logged).
  log.warn({ event: 'authn_login_fail', via: 'password_reset' }, 'password reset link refused');
  const message = ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid;
  return new AppError('BAD_REQUEST', message, { token: [message] });
}
