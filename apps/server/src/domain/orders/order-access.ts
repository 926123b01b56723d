import { ORDER_MESSAGES, type UserRole } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

// Who may read an order. Its customer, the supplier of the ordered offer and admins; anyone
// else gets the same 404 as an unknown id, so order ids cannot be probed.

export interface OrderViewer {
  role: UserRole;
  userId: number;
}

/** How a viewer stands to an order; null: not at all (answer as if it did not exist). */
export type OrderViewerKind = 'owner' | 'supplier' | 'admin';

type OrderRow = typeof orders.$inferSelect;

export function orderViewerKindOf(
  viewer: OrderViewer,
  order: Pick<OrderRow, 'customerId' | 'supplierId'>,
): OrderViewerKind | null {
  switch (viewer.role) {
    case 'admin':
      return 'admin';
    case 'customer':
      return order.customerId === viewer.userId ? 'owner' : null;
    case 'supplier':
      return order.supplierId === viewer.userId ? 'supplier' : null;
    default:
      return null;
  }
}

/** The 404 every refused or unknown order answers with. */
export function orderNotFound(): AppError {
  return new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
}

/**
 * The order row if `viewer` may read it, with how they stand to it; otherwise the same 404 as an unknown id.
 * Pass a transaction and `lock: true` to hold the row until it ends (a write that checks access first).
 */
export async function getVisibleOrder(
  db: DatabaseOrTransaction,
  orderId: number,
  viewer: OrderViewer,
  options: { lock?: boolean } = {},
): Promise<{ order: OrderRow; kind: OrderViewerKind }> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = options.lock ? await query.for('update') : await query;
  const kind = order ? orderViewerKindOf(viewer, order) : null;
  if (!order || !kind) {
    throw orderNotFound();
  }
  return { order, kind };
}
