import { asc, eq } from 'drizzle-orm';
import { createUser } from '../src/domain/users/users.repository.ts';
import type { Database } from '../src/platform/db/database.ts';
import { mailOutbox } from '../src/platform/db/schema/index.ts';
import { hashPassword } from '../src/platform/security/password.ts';

// Test fixtures for this feature: accounts of their own (the seeded ones are shared by other test files and
// must keep their passwords), created through the real users repository.

let accountCount = 0;

export const FIRST_PASSWORD = 'first tide harbour lantern';

/** A new active customer 'Grace Hopper' of Cobol Valves with `FIRST_PASSWORD` (or `isActive: false`). */
export async function createAccount(db: Database, options: { isActive?: boolean } = {}) {
  const email = `account-${++accountCount}-${Date.now()}@example.com`;
  const user = await createUser(db, {
    role: 'customer',
    username: `account-${accountCount}-${Date.now()}`,
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Cobol Valves',
    passwordHash: await hashPassword(FIRST_PASSWORD),
    isActive: options.isActive ?? true,
    emailVerified: true,
  });
  return { id: user.id, email, password: FIRST_PASSWORD };
}

/** A valid `POST /api/register/` body for `email`, with `overrides` on top. */
export function registrationBody(email: string, overrides: Record<string, string> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    phone: '+1 555 0100',
    company_name: 'Analytical Pumps Ltd',
    password: 'correct horse battery staple',
    confirm_password: 'correct horse battery staple',
    ...overrides,
  };
}

/** The mails queued for `to`, oldest first, as the outbox holds them. */
export async function mailsTo(db: Database, to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.id));
}

/** The token of the reset link in a mail's text. */
export function resetTokenIn(text: string): string {
  const match = text.match(/\/reset-password\/\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) {
    throw new Error(`no reset link in:\n${text}`);
  }
  return decodeURIComponent(match[1]);
}
