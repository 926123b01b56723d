import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { findUserByUsername } from './users.repository.ts';

// A new account that brings no username (a customer registered in the wizard, a first sign-in through an
// identity provider) gets one derived from its e-mail.

/** A username derived from the e-mail's local part, made unique with a numeric suffix when taken. */
export async function availableUsername(db: DatabaseOrTransaction, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').replace(/[^a-z0-9._-]/gi, '').slice(0, 40) || 'user';
  for (let suffix = 0; suffix < 1000; suffix++) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    if (!(await findUserByUsername(db, candidate))) {
      return candidate;
    }
  }
  return `${base}-${Date.now()}`;
}

/**
 * Runs `create` again when a concurrent sign-up took the username it derived: `availableUsername` reads
 * before the insert, so two sign-ups at once can pick the same name. Each try derives the name anew.
 */
export async function retryOnUsernameRace<T>(create: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, 'users_username_unique')) {
        throw error;
      }
    }
  }
}
