import { MESSAGES, type RegisterBodySchema } from '@specsource/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, rateLimitedError } from '../../errors/app-error.ts';
import { enqueueMail } from '../../mail/mail-outbox.repository.ts';
import { hashPassword } from '../../security/password.ts';
import type { RateLimiter, RateLimitRule } from '../../security/rate-limit.ts';
import { safeNextPath } from '../../security/safe-next-path.ts';
import { randomToken, sha256Hex } from '../../security/tokens.ts';
import {
  availableUsername,
  createUser,
  findUserByEmail,
  retryOnUsernameRace,
} from '../../users/users.repository.ts';
import { fieldValidationError, findAccountRuleProblems } from './account-rules.ts';
import {
  activateUser,
  consumeActivationToken,
  createActivationToken,
  findLatestActivationToken,
  invalidateActivationTokens,
} from './activation-tokens.repository.ts';
import { ACTIVATION_LINK_HOURS, activationLink, activationMail } from './registration-mail.ts';

export interface AccountsServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Called once a transaction that queued mail has committed, so the mail goes out at once. */
  onMailQueued: () => void;
}

type RegisterInput = z.output<typeof RegisterBodySchema>;

const HOUR_MS = 3_600_000;
// Issue 3 'Abuse limits': registration and activation-resend per IP (and resend per address too).
const REGISTER_PER_IP = { limit: 10, windowMs: HOUR_MS };
const RESEND_PER_IP = { limit: 10, windowMs: HOUR_MS };
const RESEND_PER_EMAIL = { limit: 5, windowMs: HOUR_MS };
// A resend right after the last link went out is a double click; the link already on its way is kept.
const RESEND_COOLDOWN_MS = 60_000;

async function enforceLimits(rateLimiter: RateLimiter, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const state = await rateLimiter.hit(rule);
    if (state.isLimited) {
      throw rateLimitedError(state.retryAfterS, MESSAGES.rateLimited);
    }
  }
}

function emailTakenError(): AppError {
  return new AppError('CONFLICT', MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
}

/** A fresh activation token: the plain value goes into the mail, only its hash into the database. */
function newActivationToken(userId: number, nextPath: string, now: Date) {
  const token = randomToken();
  return {
    token,
    row: {
      userId,
      tokenHash: sha256Hex(token),
      nextPath,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_LINK_HOURS * HOUR_MS),
    },
  };
}

/**
 * Creates an inactive customer account and queues its activation mail in the same transaction, so an
 * account never exists without its mail queued (and a failed send is retried, never lost).
 */
export async function registerAccount(
  deps: AccountsServiceDeps,
  input: { body: RegisterInput; ip: string; origin: string },
): Promise<void> {
  const { body } = input;
  await enforceLimits(deps.rateLimiter, [{ key: `register:ip:${input.ip}`, ...REGISTER_PER_IP }]);
  const problems = findAccountRuleProblems({ email: body.email, password: body.password });
  if (Object.keys(problems).length > 0) {
    throw fieldValidationError(problems);
  }
  if (await findUserByEmail(deps.db, body.email)) {
    throw emailTakenError();
  }
  // Hashing is slow on purpose; it happens before the transaction so no lock waits on it.
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  try {
    await retryOnUsernameRace(() =>
      deps.db.transaction(async (tx) => {
        const user = await createUser(tx, {
          role: 'customer',
          username: await availableUsername(tx, body.email),
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          companyName: body.company_name,
          passwordHash,
          isActive: false,
          emailVerified: false,
        });
        const { token, row } = newActivationToken(user.id, safeNextPath(body.next), now);
        await createActivationToken(tx, row);
        const mail = activationMail({
          to: user.email,
          firstName: user.firstName,
          link: activationLink(input.origin, token),
        });
        await enqueueMail(tx, { ...mail, dedupeKey: `activation:user:${user.id}:registration` }, now);
      }),
    );
  } catch (error) {
    // Two registrations of one address at once: both derive the same username, so the loser first retries
    // with the next free one, then loses on the e-mail's unique index: a 409, never a 500.
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw emailTakenError();
    }
    throw error;
  }
  deps.onMailQueued();
}

/**
 * Uses up an activation token and activates its account, in one transaction. Unknown, used, expired and
 * foreign tokens all get the same 400, so the answer says nothing about which it was.
 */
export async function activateAccount(
  deps: AccountsServiceDeps,
  input: { token: string },
): Promise<{ userId: number; nextPath: string }> {
  const now = deps.now();
  const activated = await deps.db.transaction(async (tx) => {
    const token = await consumeActivationToken(tx, sha256Hex(input.token), now);
    if (!token) {
      return null;
    }
    await activateUser(tx, token.userId, now);
    // Older links of the same account die with it: one activation, one working link.
    await invalidateActivationTokens(tx, token.userId, now);
    return token;
  });
  if (!activated) {
    throw new AppError('BAD_REQUEST', MESSAGES.activationInvalid);
  }
  return { userId: activated.userId, nextPath: safeNextPath(activated.nextPath) };
}

/**
 * Sends a new activation link to an account that was never activated; the caller answers the same in every
 * case, so this says nothing about whether the address has an account.
 */
export async function resendActivation(
  deps: AccountsServiceDeps,
  input: { email: string; ip: string; origin: string },
): Promise<void> {
  await enforceLimits(deps.rateLimiter, [
    { key: `activation-resend:ip:${input.ip}`, ...RESEND_PER_IP },
    { key: `activation-resend:email:${input.email}`, ...RESEND_PER_EMAIL },
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  // A verified but inactive account was switched off by an admin; a link must not switch it back on.
  if (!user || user.isActive || user.emailVerifiedAt) {
    return;
  }
  const now = deps.now();
  const isQueued = await deps.db.transaction(async (tx) => {
    const latest = await findLatestActivationToken(tx, user.id);
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_COOLDOWN_MS) {
      return false;
    }
    const { token, row } = newActivationToken(user.id, safeNextPath(latest?.nextPath), now);
    const mail = activationMail({
      to: user.email,
      firstName: user.firstName,
      link: activationLink(input.origin, token),
    });
    // Keyed on the link it replaces: two concurrent clicks both see the same latest link and queue one mail.
    const dedupeKey = `activation:user:${user.id}:after:${latest?.id ?? 0}`;
    if (!(await enqueueMail(tx, { ...mail, dedupeKey }, now))) {
      return false;
    }
    await invalidateActivationTokens(tx, user.id, now);
    await createActivationToken(tx, row);
    return true;
  });
  if (isQueued) {
    deps.onMailQueued();
  }
}
