import { MESSAGES } from '@specsource/contracts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { safeNextPath } from '../../platform/security/safe-next-path.ts';
import { randomToken, sha256Hex } from '../../platform/security/tokens.ts';
import { availableUsername, retryOnUsernameRace } from '../users/available-username.ts';
import { createUser, type UserRow } from '../users/users.repository.ts';
import { fieldValidationError, findAccountRuleProblems } from './account-rules.ts';
import { createActivationToken } from './activation-tokens.repository.ts';
import { ACTIVATION_LINK_HOURS, activationLink, activationMail } from './registration-mail.ts';

// Registration's core, shared by POST /api/register/ and the request wizard's guest sign-up (docs/design.md
// 'guest who registers'): the same rules, an inactive account with a hashed password, and its activation
// mail queued in the same transaction.

const HOUR_MS = 3_600_000;

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  /** Where the activation link lands afterwards (kept only when it is a safe same-origin path). */
  next: string | undefined;
}

/** A prepared registration: the rules passed and the (slow) hash is made, outside any transaction. */
export interface PreparedCustomer extends Omit<NewCustomer, 'password'> {
  passwordHash: string;
}

export function emailTakenError(): AppError {
  return new AppError('CONFLICT', MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
}

/** A fresh activation token: the plain value goes into the mail, only its hash into the database. */
export function newActivationToken(userId: number, nextPath: string, now: Date) {
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
 * Refuses what the contract cannot check (disposable domains, common or context-specific passwords) with a
 * 400. `fieldOf` renames the fields in its field errors for callers whose form names them differently.
 */
export function assertCustomerRules(
  input: Pick<NewCustomer, 'email' | 'password' | 'firstName' | 'lastName' | 'companyName'>,
  fieldOf: (field: string) => string = (field) => field,
): void {
  const problems = findAccountRuleProblems({
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
  });
  if (Object.keys(problems).length > 0) {
    throw fieldValidationError(
      Object.fromEntries(Object.entries(problems).map(([field, messages]) => [fieldOf(field), messages])),
    );
  }
}

/** The rules, then the (slow) password hash: call it before the transaction so no lock waits on it. */
export async function prepareCustomer(
  input: NewCustomer,
  fieldOf?: (field: string) => string,
): Promise<PreparedCustomer> {
  assertCustomerRules(input, fieldOf);
  const { password, ...rest } = input;
  return { ...rest, passwordHash: await hashPassword(password) };
}

/**
 * Inside `tx`: creates the inactive customer, its activation token and queues its activation mail, so an
 * account never exists without its mail queued. The caller has checked that the e-mail is free.
 */
export async function createInactiveCustomer(
  tx: Transaction,
  customer: PreparedCustomer,
  options: { origin: string; now: Date },
): Promise<UserRow> {
  const user = await createUser(tx, {
    role: 'customer',
    username: await availableUsername(tx, customer.email),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    companyName: customer.companyName,
    passwordHash: customer.passwordHash,
    isActive: false,
    emailVerified: false,
  });
  const { token, row } = newActivationToken(user.id, safeNextPath(customer.next), options.now);
  await createActivationToken(tx, row);
  const mail = activationMail({
    to: user.email,
    firstName: user.firstName,
    link: activationLink(options.origin, token),
  });
  await enqueueMail(tx, { ...mail, dedupeKey: `activation:user:${user.id}:registration` }, options.now);
  return user;
}

/**
 * Runs `write` (which calls createInactiveCustomer) in a transaction, retrying when a concurrent sign-up
 * took the derived username; a concurrent sign-up of the same e-mail ends in `onEmailTaken`.
 */
export async function inRegistrationTransaction<T>(
  db: Database,
  write: (tx: Transaction) => Promise<T>,
  onEmailTaken: () => Promise<T>,
): Promise<T> {
  try {
    return await retryOnUsernameRace(() => db.transaction(write));
  } catch (error) {
    // Two registrations of one address at once: both derive the same username, so the loser first retries
    // with the next free one, then loses on the e-mail's unique index.
    if (isUniqueViolation(error, 'users_email_unique')) {
      return onEmailTaken();
    }
    throw error;
  }
}
