import { ORDER_STATUSES, type OrderHistoryEntry } from '@specsource/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { auditLog } from '../../platform/db/schema/index.ts';
import { ORDER_AUDIT_ENTITY } from './order-transitions.ts';

// An order's history is its audit rows (entity 'order'): the create and every move, each
// holding `{status, by, note}` after (order-transitions.ts `OrderHistoryRecord`). Edits of addresses are
// audited too ('update') but are not status history, so they are left out here.

const HISTORY_ACTIONS = ['create', 'transition'];

const StatusSchema = z.enum(ORDER_STATUSES);
const AfterSchema = z.object({
  status: StatusSchema,
  by: z.string(),
  note: z.string().nullable().optional(),
});
const BeforeSchema = z.object({ status: StatusSchema }).nullable().catch(null);

/** The order's status history, oldest first (ties in insertion order). */
export async function findOrderHistory(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select({ before: auditLog.before, after: auditLog.after, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, ORDER_AUDIT_ENTITY),
        eq(auditLog.entityId, String(orderId)),
        inArray(auditLog.action, HISTORY_ACTIONS),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.flatMap((row) => {
    const after = AfterSchema.safeParse(row.after);
    if (!after.success) {
      return [];
    }
    return [
      {
        at: row.at.toISOString(),
        from: BeforeSchema.parse(row.before ?? null)?.status ?? null,
        to: after.data.status,
        by: after.data.by,
        note: after.data.note ?? null,
      },
    ];
  });
}
