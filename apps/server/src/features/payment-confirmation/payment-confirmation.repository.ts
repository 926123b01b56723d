import type { OrderStatus, PaymentProviderName, PaymentStatus } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { orders, paymentEvents, payments } from '../../platform/db/schema/index.ts';

export interface OwnedPayment {
  paymentId: number;
  orderId: number;
  clientSecret: string | null;
  amountMinor: number;
  currency: string;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
}

/** A payment of an order the customer owns; anyone else's is not found (no hint that it exists). */
export async function findOwnedPayment(
  db: DatabaseOrTransaction,
  input: { provider: PaymentProviderName; providerRef: string; customerId: number },
): Promise<OwnedPayment | undefined> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      clientSecret: payments.clientSecret,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      paymentStatus: payments.status,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, input.provider),
        eq(payments.providerRef, input.providerRef),
        eq(orders.customerId, input.customerId),
      ),
    );
  return row;
}

export async function findOrderState(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<{ status: OrderStatus; paymentStatus: PaymentStatus } | undefined> {
  const [row] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * Records a webhook event once: false when the provider already delivered this event id (a replay). Two
 * deliveries at once take turns on the unique (provider, event_id) index; the second then finds the first.
 */
export async function insertPaymentEvent(
  tx: DatabaseOrTransaction,
  event: {
    provider: PaymentProviderName;
    eventId: string;
    type: string;
    payload: Record<string, unknown>;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.payload,
      receivedAt: event.now,
      processedAt: event.now,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
