import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../src/platform/db/database.ts';
import { auditLog, mailOutbox, orders, payments } from '../src/platform/db/schema/index.ts';
import { insertOrder, insertOrderable } from './order-factory.ts';
import type { TestClient } from './test-client.ts';

// What the payment tests start from and look at. Orders are placed through the real POST /api/order/ (the
// orders feature's own tests cover it), so each has its payment with the app's provider — a sandbox payment
// or a PaymentIntent at the Stripe peer.

export interface PendingOrder {
  orderId: number;
  clientSecret: string;
  /** The provider's payment id (`pi_…`). */
  providerRef: string;
  totalMinor: number;
}

export async function placePendingOrder(
  db: Database,
  client: TestClient,
  parties: { customerId: number; supplierId: number; costMinor?: number },
): Promise<PendingOrder> {
  const orderable = await insertOrderable(db, parties);
  const created = await insertOrder(client, orderable);
  const payment = await paymentOf(db, created.id);
  return {
    orderId: created.id,
    clientSecret: created.payment.client_secret,
    providerRef: payment.providerRef,
    totalMinor: payment.amountMinor,
  };
}

export async function orderOf(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) {
    throw new Error(`no order ${orderId}`);
  }
  return row;
}

export async function paymentOf(db: Database, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) {
    throw new Error(`order ${orderId} has no payment`);
  }
  return row;
}

/** The order's history rows that moved it to paid. */
export async function paidTransitions(db: Database, orderId: number) {
  const rows = await db
    .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(orderId)),
        eq(auditLog.action, 'transition'),
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows.filter((row) => (row.after as { status?: string } | null)?.status === 'paid');
}

/** The 'is paid' mails queued for the order's parties. */
export async function paidMails(db: Database, orderId: number) {
  return db
    .select({ to: mailOutbox.to, dedupeKey: mailOutbox.dedupeKey })
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `order:${orderId}:paid:%`))
    .orderBy(asc(mailOutbox.dedupeKey));
}

/** What an admin's cancel of a paid order leaves (the lifecycle feature's own tests cover the cancel itself). */
export async function markOrderRefunded(db: Database, orderId: number, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'refunded', paymentStatus: 'refunded', refundedAt: now, cancelledAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  await db
    .update(payments)
    .set({ status: 'refunded', refundRef: `re_test_${orderId}`, refundedAt: now, updatedAt: now })
    .where(eq(payments.orderId, orderId));
}
