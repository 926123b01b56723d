import type { AUDIT_SORT_FIELDS, AuditEntryRow } from '@specsource/contracts';
import { type AnyColumn, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { type ListPageInput, listOrder } from '../../platform/db/list-page.ts';
import { auditLog, users } from '../../platform/db/schema/index.ts';

export type AuditPageInput = ListPageInput<(typeof AUDIT_SORT_FIELDS)[number]>;

const SORT_COLUMNS: Record<NonNullable<AuditPageInput['field']>, AnyColumn> = {
  created_at: auditLog.createdAt,
  entity: auditLog.entity,
  action: auditLog.action,
  actor: users.email,
};

/** One page of the audit log with its total; newest first unless another sort is asked for. */
export async function findAuditPage(
  db: DatabaseOrTransaction,
  input: AuditPageInput,
): Promise<{ count: number; rows: AuditEntryRow[] }> {
  const pattern = `%${escapeLike(input.search)}%`;
  const where =
    input.search === ''
      ? undefined
      : or(
          ilike(auditLog.entity, pattern),
          ilike(auditLog.entityId, pattern),
          ilike(auditLog.action, pattern),
          ilike(users.email, pattern),
          // A title or name inside the change ('Pump', 'gpm') finds the rows about it.
          sql`${auditLog.before}::text ilike ${pattern}`,
          sql`${auditLog.after}::text ilike ${pattern}`,
        );
  const order = listOrder(input, SORT_COLUMNS, {
    fallback: [desc(auditLog.createdAt), desc(auditLog.id)],
    tiebreak: desc(auditLog.id),
  });

  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actor: users.email,
      actorRole: users.role,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);

  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      actor: row.actor,
      actor_role: row.actorRole,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
    })),
  };
}
