import type { OrderStatus } from '@specsource/contracts';
import { ORDER_MESSAGES } from '@specsource/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database.ts';
import { orders, parts, requests, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import { type ChangeContext, recordChange } from '../audit/change-context.ts';
import type { Mover } from '../requests/request-states.ts';
import { orderLink, orderStatusMail } from './order-mail.ts';
import { canMoveOrder } from './order-states.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The audit entity of an order; its rows are the order's history. */
export const ORDER_AUDIT_ENTITY = 'order';

/** What an order's audit row holds after a create or a move: the history entry the order page shows. */
export interface OrderHistoryRecord {
  status: OrderStatus;
  by: Mover;
  note: string | null;
}

export interface OrderMove {
  orderId: number;
  to: OrderStatus;
  by: Mover;
  context: ChangeContext;
  /** Where mailed links point (PUBLIC_URL, or the request's own origin). */
  origin: string;
  note?: string | null;
  /** Columns that change with the move, e.g. the tracking of a shipment. */
  set?: Partial<Pick<OrderRow, 'trackingCarrier' | 'trackingNumber' | 'paymentStatus'>>;
}

export interface OrderMoveResult {
  order: OrderRow;
  /** False when the order already was in `to` (a repeated webhook, a double click): nothing was written. */
  moved: boolean;
}

/** The order row, held until the transaction ends so concurrent moves of one order take turns. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

const STATUS_TIMESTAMPS: Partial<Record<OrderStatus, keyof OrderRow>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  refunded: 'refundedAt',
};

/**
 * Moves an order to `to` inside the caller's transaction — the one place a status changes.
 * Checks the move against ORDER_TRANSITIONS (409 otherwise), stamps its time, writes one audit row and
 * queues one e-mail to the customer and one to the supplier. Moving to the status it already has is a no-op.
 */
export async function moveOrder(tx: Transaction, move: OrderMove): Promise<OrderMoveResult> {
  const current = await lockOrder(tx, move.orderId);
  if (!current) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
  }
  if (current.status === move.to) {
    return { order: current, moved: false };
  }
  if (!canMoveOrder(current.status, move.to, move.by)) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.transitionRefused);
  }
  const stamp = STATUS_TIMESTAMPS[move.to];
  const [order] = await tx
    .update(orders)
    .set({
      status: move.to,
      ...(move.to === 'paid' ? { paymentStatus: 'succeeded' as const } : {}),
      ...(move.to === 'refunded'
        ? { paymentStatus: 'refunded' as const, cancelledAt: move.context.now }
        : {}),
      ...(stamp ? { [stamp]: move.context.now } : {}),
      ...move.set,
      updatedAt: move.context.now,
    })
    .where(eq(orders.id, current.id))
    .returning();
  if (!order) {
    throw new Error(`order ${current.id} vanished under its lock`);
  }
  const note = move.note ?? null;
  const after: OrderHistoryRecord = { status: move.to, by: move.by, note };
  await recordChange(tx, move.context, {
    action: 'transition',
    entity: ORDER_AUDIT_ENTITY,
    entityId: order.id,
    before: { status: current.status },
    after,
  });
  await mailOrderParties(tx, { order, note, origin: move.origin, now: move.context.now });
  return { order, moved: true };
}

/** One mail to the customer and one to the supplier about the order's current status; once per status. */
export async function mailOrderParties(
  tx: Transaction,
  input: { order: OrderRow; note: string | null; origin: string; now: Date },
): Promise<void> {
  const { order } = input;
  const [request] = await tx
    .select({ partTitle: parts.title })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .where(eq(requests.id, order.requestId));
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [order.customerId, order.supplierId]));
  const tracking =
    order.status === 'shipped' && order.trackingCarrier && order.trackingNumber
      ? { carrier: order.trackingCarrier, number: order.trackingNumber }
      : null;
  for (const party of ['customer', 'supplier'] as const) {
    const person = people.find(
      (user) => user.id === (party === 'customer' ? order.customerId : order.supplierId),
    );
    if (!person) {
      continue;
    }
    const mail = orderStatusMail({
      to: person.email,
      firstName: person.firstName,
      party,
      orderId: order.id,
      partTitle: request?.partTitle ?? 'your part',
      status: order.status,
      link: orderLink(input.origin, party, order.id),
      note: input.note,
      tracking,
    });
    await enqueueMail(tx, { ...mail, dedupeKey: `order:${order.id}:${order.status}:${party}` }, input.now);
  }
}
