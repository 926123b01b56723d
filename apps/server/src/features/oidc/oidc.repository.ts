import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../domain/users/users.repository.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { oidcIdentities, users } from '../../platform/db/schema/index.ts';

export type OidcIdentityRow = typeof oidcIdentities.$inferSelect;

/** The identity with this (issuer, subject) and its user: the only way a returning sign-in is matched. */
export async function findIdentity(
  db: DatabaseOrTransaction,
  issuer: string,
  subject: string,
): Promise<{ identity: OidcIdentityRow; user: UserRow } | null> {
  const [row] = await db
    .select({ identity: oidcIdentities, user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
  return row ?? null;
}

export interface CreateIdentityInput {
  userId: number;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  lastLoginAt: Date;
}

export async function createIdentity(
  db: DatabaseOrTransaction,
  input: CreateIdentityInput,
): Promise<OidcIdentityRow> {
  const [row] = await db.insert(oidcIdentities).values(input).returning();
  if (!row) {
    throw new Error('insert into oidc_identities returned no row');
  }
  return row;
}

/** Keeps the latest e-mail claims (for a later linking decision) and the time of this sign-in. */
export async function updateIdentityLogin(
  db: DatabaseOrTransaction,
  id: number,
  input: { email: string | null; emailVerified: boolean; lastLoginAt: Date },
): Promise<void> {
  await db.update(oidcIdentities).set(input).where(eq(oidcIdentities.id, id));
}
