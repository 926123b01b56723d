import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { partSuppliers, requests } from '../../platform/db/schema/index.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { isPrivateDraft } from './request-status-groups.ts';

export type RequestRow = typeof requests.$inferSelect;

/**
 * How a user stands to a request: its customer, an admin, or a supplier assigned to its part *now* — a
 * supplier removed from the part loses access at once. A draft is its customer's alone.
 * Null: none of these, and the request must answer like one that does not exist, so ids cannot be probed.
 */
export type RequestViewer = 'owner' | 'admin' | 'assigned_supplier';

export async function isSupplierAssigned(
  db: DatabaseOrTransaction,
  supplierId: number,
  partId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: partSuppliers.id })
    .from(partSuppliers)
    .where(and(eq(partSuppliers.partId, partId), eq(partSuppliers.supplierId, supplierId)))
    .limit(1);
  return row !== undefined;
}

export async function requestViewerOf(
  db: DatabaseOrTransaction,
  user: Pick<SessionUser, 'id' | 'role'>,
  request: Pick<RequestRow, 'customerId' | 'partId' | 'status'>,
): Promise<RequestViewer | null> {
  if (user.role === 'customer') {
    return request.customerId === user.id ? 'owner' : null;
  }
  if (isPrivateDraft(request.status)) {
    return null;
  }
  if (user.role === 'admin') {
    return 'admin';
  }
  // A request waiting for its customer's activation is not shown to suppliers yet.
  if (user.role === 'supplier' && request.status !== 'pending_activation') {
    return (await isSupplierAssigned(db, user.id, request.partId)) ? 'assigned_supplier' : null;
  }
  return null;
}

export async function findRequestByOrderId(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.orderId, orderId)).limit(1);
  return row;
}

export async function findRequestById(
  db: DatabaseOrTransaction,
  id: number,
): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
  return row;
}
