import type { UserRole } from '@specsource/contracts';
import { availableUsername } from '../../domain/users/available-username.ts';
import {
  createUser,
  findUserByEmail,
  findUserByUsername,
  type UserRow,
} from '../../domain/users/users.repository.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { hashPassword } from '../../platform/security/password.ts';

export interface ActiveAccountInput {
  role: UserRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** Unset: derived from the e-mail, like registration does. */
  username: string | undefined;
}

export type ActiveAccountResult =
  | { outcome: 'created'; user: UserRow }
  | { outcome: 'email_taken' }
  | { outcome: 'username_taken' };

/**
 * Creates an active, verified account without a mail round trip (the admin CLI). The caller has validated
 * the input with the same rules as registration.
 */
export async function createActiveAccount(
  db: DatabaseOrTransaction,
  input: ActiveAccountInput,
): Promise<ActiveAccountResult> {
  if (await findUserByEmail(db, input.email)) {
    return { outcome: 'email_taken' };
  }
  if (input.username && (await findUserByUsername(db, input.username))) {
    return { outcome: 'username_taken' };
  }
  try {
    const user = await createUser(db, {
      role: input.role,
      username: input.username ?? (await availableUsername(db, input.email)),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName,
      passwordHash: await hashPassword(input.password),
      isActive: true,
      emailVerified: true,
    });
    return { outcome: 'created', user };
  } catch (error) {
    // Someone else took the address or name between the check and the insert.
    if (isUniqueViolation(error, 'users_email_unique')) {
      return { outcome: 'email_taken' };
    }
    if (isUniqueViolation(error, 'users_username_unique')) {
      return { outcome: 'username_taken' };
    }
    throw error;
  }
}
