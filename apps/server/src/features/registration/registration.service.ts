import { MESSAGES, type RegisterBodySchema } from '@specsource/contracts';
import type { z } from 'zod';
import {
  activateUser,
  consumeActivationToken,
  createActivationToken,
  findLatestActivationToken,
  invalidateEmailTokens,
} from '../../domain/accounts/activation-tokens.repository.ts';
import {
  assertCustomerRules,
  createInactiveCustomer,
  emailTakenError,
  inRegistrationTransaction,
  newActivationToken,
  prepareCustomer,
} from '../../domain/accounts/register-customer.ts';
import { activationLink, activationMail } from '../../domain/accounts/registration-mail.ts';
import { submitPendingRequests } from '../../domain/requests/pending-requests.ts';
import { findUserByEmail } from '../../domain/users/users.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import { safeNextPath } from '../../platform/security/safe-next-path.ts';
import { sha256Hex } from '../../platform/security/tokens.ts';

export interface AccountsServiceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Called once a transaction that queued mail has committed, so the mail goes out at once. */
  onMailQueued: () => void;
}

type RegisterInput = z.output<typeof RegisterBodySchema>;

const HOUR_MS = 3_600_000;

function toNewCustomer(body: RegisterInput) {
  return {
    email: body.email,
    password: body.password,
    firstName: body.first_name,
    lastName: body.last_name,
    phone: body.phone,
    companyName: body.company_name,
    next: body.next,
  };
}

// docs/security.md 'Write routes and their ceilings': registration and activation-resend per IP (and resend per
// address too).
const REGISTER_PER_IP = { limit: 10, windowMs: HOUR_MS };
const RESEND_PER_IP = { limit: 10, windowMs: HOUR_MS };
const RESEND_PER_EMAIL = { limit: 5, windowMs: HOUR_MS };
// A resend right after the last link went out is a double click; the link already on its way is kept.
const RESEND_COOLDOWN_MS = 60_000;

/**
 * Creates an inactive customer account and queues its activation mail in the same transaction, so an
 * account never exists without its mail queued (and a failed send is retried, never lost).
 */
export async function registerAccount(
  deps: AccountsServiceDeps,
  input: { body: RegisterInput; ip: string; origin: string },
): Promise<void> {
  const { body } = input;
  await spendOrRefuse(
    deps.rateLimiter,
    [{ key: `register:ip:${input.ip}`, ...REGISTER_PER_IP }],
    MESSAGES.rateLimited,
  );
  assertCustomerRules(toNewCustomer(body));
  if (await findUserByEmail(deps.db, body.email)) {
    throw emailTakenError();
  }
  const customer = await prepareCustomer(toNewCustomer(body));
  const now = deps.now();
  await inRegistrationTransaction(
    deps.db,
    (tx) => createInactiveCustomer(tx, customer, { origin: input.origin, now }),
    () => Promise.reject(emailTakenError()),
  );
  deps.onMailQueued();
}

/**
 * Uses up an activation token and activates its account, in one transaction. Unknown, used, expired and
 * foreign tokens all get the same 400, so the answer says nothing about which it was.
 */
export async function activateAccount(
  deps: AccountsServiceDeps,
  input: { token: string; origin: string },
): Promise<{ userId: number; nextPath: string }> {
  const now = deps.now();
  const activated = await deps.db.transaction(async (tx) => {
    const token = await consumeActivationToken(tx, sha256Hex(input.token), now);
    if (!token) {
      return null;
    }
    await activateUser(tx, token.userId, now);
    // Older links of the same account die with it: one activation, one working link.
    await invalidateEmailTokens(tx, token.userId, 'activation', now);
    // Requests made while registering in the wizard reach their suppliers now (docs/design.md 'guest who registers').
    const submitted = await submitPendingRequests(tx, token.userId, { origin: input.origin, now });
    return { ...token, hasQueuedMail: submitted.length > 0 };
  });
  if (!activated) {
    throw new AppError('BAD_REQUEST', MESSAGES.activationInvalid);
  }
  if (activated.hasQueuedMail) {
    deps.onMailQueued();
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
  await spendOrRefuse(
    deps.rateLimiter,
    [
      { key: `activation-resend:ip:${input.ip}`, ...RESEND_PER_IP },
      { key: `activation-resend:email:${input.email}`, ...RESEND_PER_EMAIL },
    ],
    MESSAGES.rateLimited,
  );
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
    await invalidateEmailTokens(tx, user.id, 'activation', now);
    await createActivationToken(tx, row);
    return true;
  });
  if (isQueued) {
    deps.onMailQueued();
  }
}
