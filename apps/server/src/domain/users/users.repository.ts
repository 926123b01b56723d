import type { UserRole } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Shared by every feature that needs an account: sign-in, registration, identity providers, the admin CLI. */
export async function findUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: DatabaseOrTransaction, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByUsername(
  db: DatabaseOrTransaction,
  username: string,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? null;
}

export interface CreateUserInput {
  role: UserRole;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  companyName?: string;
  passwordHash: string | null;
  isActive: boolean;
  emailVerified: boolean;
}

export async function createUser(db: DatabaseOrTransaction, input: CreateUserInput): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      role: input.role,
      username: input.username,
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phone: input.phone ?? '',
      companyName: input.companyName ?? '',
      passwordHash: input.passwordHash,
      isActive: input.isActive,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .returning();
  if (!row) {
    throw new Error('insert into users returned no row');
  }
  return row;
}
