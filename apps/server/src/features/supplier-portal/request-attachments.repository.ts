import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { requestAttachments } from '../../platform/db/schema/index.ts';

export type RequestAttachmentRow = typeof requestAttachments.$inferSelect;

/** The request's files that assigned suppliers may see (deleted ones too, shown as deleted), by request. */
export async function findSupplierVisibleAttachments(
  db: DatabaseOrTransaction,
  requestIds: number[],
): Promise<RequestAttachmentRow[]> {
  if (requestIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(requestAttachments)
    .where(
      and(
        inArray(requestAttachments.requestId, requestIds),
        eq(requestAttachments.visibility, 'assigned_suppliers'),
      ),
    )
    .orderBy(asc(requestAttachments.id));
}
