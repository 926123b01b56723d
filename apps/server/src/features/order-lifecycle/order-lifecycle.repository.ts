import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { payments, requests } from '../../platform/db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment that paid the order (the newest succeeded one), if any. */
export async function findSucceededPayment(
  tx: DatabaseOrTransaction,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Records the provider's refund on the payment. Only a payment without a refund takes one, and refund_ref is
 * unique, so the database holds one refund per payment whatever races; false when nothing was written.
 */
export async function recordRefund(
  tx: DatabaseOrTransaction,
  input: { paymentId: number; refundRef: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'refunded', refundRef: input.refundRef, refundedAt: input.now, updatedAt: input.now })
    .where(and(eq(payments.id, input.paymentId), isNull(payments.refundRef)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function setRequestStatus(
  tx: DatabaseOrTransaction,
  input: { requestId: number; status: (typeof requests.$inferSelect)['status']; now: Date },
): Promise<void> {
  await tx
    .update(requests)
    .set({ status: input.status, updatedAt: input.now })
    .where(eq(requests.id, input.requestId));
}
