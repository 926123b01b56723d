import type { LaunchSignUp } from '@specsource/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { launchNotifications } from '../../platform/db/schema/index.ts';

/** Puts `email` on the part type's list; false when it was there already (the unique index ignores case). */
export async function insertLaunchNotification(
  db: DatabaseOrTransaction,
  input: { partTypeId: number; email: string; userId: number | null; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(launchNotifications)
    .values({ partTypeId: input.partTypeId, email: input.email, userId: input.userId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: launchNotifications.id });
  return inserted.length > 0;
}

/** One page of a part type's list, newest first, with the list's size. */
export async function findLaunchSignUpPage(
  db: DatabaseOrTransaction,
  input: { partTypeId: number; limit: number; offset: number },
): Promise<{ count: number; rows: LaunchSignUp[] }> {
  const where = eq(launchNotifications.partTypeId, input.partTypeId);
  const rows = await db
    .select({
      email: launchNotifications.email,
      createdAt: launchNotifications.createdAt,
      userId: launchNotifications.userId,
    })
    .from(launchNotifications)
    .where(where)
    .orderBy(desc(launchNotifications.createdAt), desc(launchNotifications.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ count: count() }).from(launchNotifications).where(where);
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => ({
      email: row.email,
      created_at: row.createdAt.toISOString(),
      is_customer: row.userId !== null,
    })),
  };
}
