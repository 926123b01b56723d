import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { emailTokens, users } from '../../platform/db/schema/index.ts';

export async function setPasswordHash(
  tx: DatabaseOrTransaction,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export interface NewPasswordResetToken {
  userId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createPasswordResetToken(
  tx: DatabaseOrTransaction,
  token: NewPasswordResetToken,
): Promise<void> {
  await tx.insert(emailTokens).values({ ...token, purpose: 'password_reset' });
}

const liveResetToken = (tokenHash: string, now: Date) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, 'password_reset'),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The active account a live reset token belongs to (for the password rules), or null. Uses nothing up. */
export async function findPasswordResetAccount(db: DatabaseOrTransaction, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(liveResetToken(tokenHash, now), eq(users.isActive, true)));
  return row ?? null;
}

/**
 * Uses up a live reset token in one statement: the `used_at IS NULL` guard means two concurrent calls with
 * the same token cannot both succeed. The user id, or null when the token is unknown, used or expired.
 */
export async function consumePasswordResetToken(
  tx: DatabaseOrTransaction,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(liveResetToken(tokenHash, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
