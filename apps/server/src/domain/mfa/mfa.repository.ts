import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { mfaChallenges, mfaRecoveryCodes, userMfa } from '../../platform/db/schema/index.ts';

export interface MfaKey {
  secret: string;
  enabledAt: Date | null;
  setupExpiresAt: Date | null;
  lastUsedStep: number | null;
}

export async function findMfaKey(db: DatabaseOrTransaction, userId: number): Promise<MfaKey | null> {
  const [row] = await db
    .select({
      secret: userMfa.secret,
      enabledAt: userMfa.enabledAt,
      setupExpiresAt: userMfa.setupExpiresAt,
      lastUsedStep: userMfa.lastUsedStep,
    })
    .from(userMfa)
    .where(eq(userMfa.userId, userId));
  return row ?? null;
}

export async function isMfaEnabled(db: DatabaseOrTransaction, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)));
  return row !== undefined;
}

/** Writes a key waiting for its first code, replacing an earlier one that never got it. */
export async function savePendingKey(
  db: DatabaseOrTransaction,
  input: { userId: number; secret: string; setupExpiresAt: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(userMfa)
    .values({
      userId: input.userId,
      secret: input.secret,
      setupExpiresAt: input.setupExpiresAt,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: {
        secret: input.secret,
        setupExpiresAt: input.setupExpiresAt,
        lastUsedStep: null,
        createdAt: input.now,
      },
      // An enabled key is never replaced this way.
      setWhere: isNull(userMfa.enabledAt),
    })
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

/**
 * Records that a code of `step` was accepted, only if no code of that step or a later one was (so two
 * instances racing with the same code let one through). False means the code was already used.
 */
export async function claimTotpStep(
  db: DatabaseOrTransaction,
  userId: number,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ lastUsedStep: step })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step))))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

/** False when it was on already (a racing confirmation got there first). */
export async function markMfaEnabled(db: DatabaseOrTransaction, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ enabledAt: now, setupExpiresAt: null })
    .where(and(eq(userMfa.userId, userId), isNull(userMfa.enabledAt)))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

export async function deleteMfa(db: DatabaseOrTransaction, userId: number): Promise<boolean> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  const rows = await db
    .delete(userMfa)
    .where(eq(userMfa.userId, userId))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

// --- recovery codes -----------------------------------------------------------------------------------

export async function replaceRecoveryCodes(
  db: DatabaseOrTransaction,
  userId: number,
  codeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export function findUnusedRecoveryCodes(db: DatabaseOrTransaction, userId: number) {
  return db
    .select({ id: mfaRecoveryCodes.id, codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
}

/** Uses a code up; false when another request used it first. */
export async function claimRecoveryCode(db: DatabaseOrTransaction, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.id, id), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

// --- pending sign-ins ---------------------------------------------------------------------------------

export async function createChallenge(
  db: DatabaseOrTransaction,
  challenge: { id: string; userId: number; nextPath: string | null; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaChallenges).values(challenge);
}

export async function findLiveChallenge(db: DatabaseOrTransaction, id: string, now: Date) {
  const [row] = await db
    .select({ userId: mfaChallenges.userId, nextPath: mfaChallenges.nextPath })
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, id), gt(mfaChallenges.expiresAt, now)));
  return row ?? null;
}

/** Counts one wrong code; answers the count so far (0 when the challenge is gone). */
/**
 * Takes one of a pending sign-in's attempts before its code is checked: the new count, or null when all
 * `maxAttempts` are used (or the sign-in is gone). One statement, so codes sent together each take their own.
 */
export async function takeChallengeAttempt(
  db: DatabaseOrTransaction,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(and(eq(mfaChallenges.id, id), lt(mfaChallenges.failedAttempts, maxAttempts)))
    .returning({ failedAttempts: mfaChallenges.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** Single use: false when another request finished (or ended) it first. */
export async function deleteChallenge(db: DatabaseOrTransaction, id: string): Promise<boolean> {
  const rows = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.id, id))
    .returning({ id: mfaChallenges.id });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: DatabaseOrTransaction, now: Date): Promise<number> {
  const rows = await db
    .delete(mfaChallenges)
    .where(lt(mfaChallenges.expiresAt, now))
    .returning({ id: mfaChallenges.id });
  return rows.length;
}
