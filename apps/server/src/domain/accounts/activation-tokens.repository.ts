import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type EmailTokenPurpose, emailTokens, users } from '../../platform/db/schema/index.ts';

export interface NewActivationToken {
  userId: number;
  tokenHash: string;
  nextPath: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createActivationToken(
  tx: DatabaseOrTransaction,
  token: NewActivationToken,
): Promise<void> {
  await tx.insert(emailTokens).values({ ...token, purpose: 'activation' });
}

/** The newest activation token of a user (used or not), to pace resends; null when there is none. */
export async function findLatestActivationToken(tx: DatabaseOrTransaction, userId: number) {
  const [row] = await tx
    .select({ id: emailTokens.id, createdAt: emailTokens.createdAt, nextPath: emailTokens.nextPath })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'activation')))
    .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id))
    .limit(1);
  return row ?? null;
}

/**
 * Ends every unused e-mailed link of one purpose for a user: a newer link replaces them, or what they were for
 * (activation, a password reset) is done another way.
 */
export async function invalidateEmailTokens(
  tx: DatabaseOrTransaction,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Uses up a live activation token in one statement: the `used_at IS NULL` guard means two concurrent calls
 * with the same token cannot both succeed. Null when the token is unknown, used, expired or of another purpose.
 */
export async function consumeActivationToken(
  tx: DatabaseOrTransaction,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; nextPath: string | null } | null> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'activation'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, nextPath: emailTokens.nextPath });
  return row ?? null;
}

/** Marks the account active and its e-mail verified (the link proved the address works). */
export async function activateUser(tx: DatabaseOrTransaction, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ isActive: true, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
