import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/index.ts';

/** Every active admin's address: who hears about a new offer. */
export async function findAdminEmails(db: DatabaseOrTransaction): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
