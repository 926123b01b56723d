import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../platform/db/database.ts';
import { users } from '../platform/db/schema/index.ts';

/**
 * Said at every start without an active admin: production seeds no demo accounts (OWASP ASVS 5.0 §6.4.1),
 * so the first admin is the operator's to create. The catalogue and visitor pages work meanwhile.
 */
export const NO_ADMIN_WARNING =
  'No active admin account: nobody can manage parts, suppliers or orders. Create one with ' +
  'npm run admin -- create-user --role admin --email <e-mail> --password <password> ' +
  '(docs/deployment.md "First start").';

export async function hasActiveAdmin(db: DatabaseOrTransaction): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .limit(1);
  return admin !== undefined;
}
