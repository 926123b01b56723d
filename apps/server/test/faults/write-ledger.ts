import { and, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { ORDER_AUDIT_ENTITY } from '../../src/domain/orders/order-transitions.ts';
import type { Database } from '../../src/platform/db/database.ts';
import {
  addresses,
  auditLog,
  idempotencyKeys,
  orders,
  payments,
  requests,
  reviews,
  selectedReviews,
} from '../../src/platform/db/schema/index.ts';
import type { SignedInSession } from '../marketplace-fixtures.ts';
import { sendWrite, type WriteAttempt } from './write-load.ts';

// After a fault: every write attempted is sent again with its Idempotency-Key (what a client that never saw
// an answer does), then the database is held to the record. Problems come back as sentences, so a failing
// test says exactly which write went wrong and how.

const REPLAY_PARALLEL = 4;

export interface Settled {
  attempt: WriteAttempt;
  replay: { status: number; answer: unknown };
}

interface CreatedRequest {
  order_id: string;
}
interface CreatedOrder {
  id: number;
  payment?: { client_secret?: string };
}

/** The resource a 201 names: a request's order_id, or an order's id. */
function createdId(kind: WriteAttempt['kind'], answer: unknown): string | null {
  if (answer === null || typeof answer !== 'object') {
    return null;
  }
  return kind === 'request'
    ? ((answer as CreatedRequest).order_id ?? null)
    : String((answer as CreatedOrder).id ?? '') || null;
}

/** Sends every attempt again, same body and same key, as its customer. */
export async function replayAll(
  baseUrl: string,
  sessions: SignedInSession[],
  attempts: WriteAttempt[],
): Promise<Settled[]> {
  const settled: Settled[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++] as WriteAttempt;
      const session = sessions[attempt.customerIndex] as SignedInSession;
      settled.push({ attempt, replay: await sendWrite(baseUrl, session, attempt) });
    }
  };
  await Promise.all(Array.from({ length: REPLAY_PARALLEL }, worker));
  return settled;
}

/** What a replay must show: 201 for every key, and for a key already acknowledged, the same resource. */
export function replayProblems(settled: Settled[]): string[] {
  const problems: string[] = [];
  for (const { attempt, replay } of settled) {
    const first = attempt.status === null ? `no answer (${attempt.error})` : String(attempt.status);
    if (replay.status !== 201) {
      problems.push(
        `${attempt.kind} ${attempt.key} (first: ${first}): the replay answered ${replay.status} ${JSON.stringify(replay.answer)}`,
      );
      continue;
    }
    if (attempt.status === 201) {
      const before = createdId(attempt.kind, attempt.answer);
      const after = createdId(attempt.kind, replay.answer);
      if (before !== after) {
        problems.push(`${attempt.kind} ${attempt.key}: acknowledged as ${before}, replayed as ${after}`);
      }
      const beforeSecret = (attempt.answer as CreatedOrder).payment?.client_secret;
      const afterSecret = (replay.answer as CreatedOrder).payment?.client_secret;
      if (attempt.kind === 'order' && beforeSecret !== afterSecret) {
        problems.push(
          `order ${before}: the replay started another payment (${beforeSecret} → ${afterSecret})`,
        );
      }
    }
  }
  return problems;
}

/**
 * The database against the ledger: every key made exactly one resource and nothing else was made; every
 * order is whole (both addresses, request and offer moved to 'ordered', its history row, one payment) and
 * every request has its history row; no Idempotency-Key is left half-claimed.
 */
export async function ledgerProblems(
  db: Database,
  customerIds: number[],
  settled: Settled[],
): Promise<string[]> {
  const problems: string[] = [];
  const replayed = (kind: WriteAttempt['kind']) =>
    settled
      .filter(({ attempt, replay }) => attempt.kind === kind && replay.status === 201)
      .map(({ replay }) => createdId(kind, replay.answer) as string);

  // Requests the load created (the orderable ones were prepared in 'offers_selected' and may be 'ordered').
  const made = await db
    .select({ id: requests.id, orderId: requests.orderId, answer: requests.answer })
    .from(requests)
    .where(
      and(
        inArray(requests.customerId, customerIds),
        notInArray(requests.status, ['offers_selected', 'ordered']),
      ),
    );
  const expectedRequests = new Set(replayed('request'));
  const madeRequests = new Set(made.map((row) => row.orderId));
  for (const orderId of expectedRequests) {
    if (!madeRequests.has(orderId)) {
      problems.push(`request ${orderId} was acknowledged but is not in the database`);
    }
  }
  for (const row of made) {
    if (!expectedRequests.has(row.orderId)) {
      problems.push(
        `request ${row.orderId} is in the database but no key made it (a duplicate or a stray write)`,
      );
    }
    if (!row.answer?.partclassification_set) {
      problems.push(`request ${row.orderId} has no answer`);
    }
  }
  if (made.length > 0) {
    const history = await db
      .select({ entityId: auditLog.entityId, rows: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'request'),
          eq(auditLog.action, 'create'),
          inArray(
            auditLog.entityId,
            made.map((row) => String(row.id)),
          ),
        ),
      )
      .groupBy(auditLog.entityId);
    const rowsByRequest = new Map(history.map((row) => [row.entityId, row.rows]));
    for (const row of made) {
      if (rowsByRequest.get(String(row.id)) !== 1) {
        problems.push(
          `request ${row.orderId} has ${rowsByRequest.get(String(row.id)) ?? 0} history rows, not 1`,
        );
      }
    }
  }

  const orderRows = await db
    .select({
      id: orders.id,
      requestId: orders.requestId,
      reviewId: orders.reviewId,
      billing: orders.billingAddressId,
      shipping: orders.shippingAddressId,
    })
    .from(orders)
    .where(inArray(orders.customerId, customerIds));
  const expectedOrders = new Set(replayed('order'));
  const madeOrders = new Set(orderRows.map((row) => String(row.id)));
  for (const id of expectedOrders) {
    if (!madeOrders.has(id)) {
      problems.push(`order ${id} was acknowledged but is not in the database`);
    }
  }
  for (const row of orderRows) {
    if (!expectedOrders.has(String(row.id))) {
      problems.push(`order ${row.id} is in the database but no key made it`);
    }
  }
  if (orderRows.length > 0) {
    const orderIds = orderRows.map((row) => row.id);
    const requestIds = orderRows.map((row) => row.requestId);
    const addressIds = orderRows.flatMap((row) => [row.billing, row.shipping]);
    const foundAddresses = new Set(
      (await db.select({ id: addresses.id }).from(addresses).where(inArray(addresses.id, addressIds))).map(
        (row) => row.id,
      ),
    );
    const requestStatus = new Map(
      (
        await db
          .select({ id: requests.id, status: requests.status })
          .from(requests)
          .where(inArray(requests.id, requestIds))
      ).map((row) => [row.id, row.status]),
    );
    const reviewStatus = new Map(
      (
        await db
          .select({ id: reviews.id, status: reviews.status })
          .from(reviews)
          .where(
            inArray(
              reviews.id,
              orderRows.map((row) => row.reviewId),
            ),
          )
      ).map((row) => [row.id, row.status]),
    );
    const chosen = new Set(
      (
        await db
          .select({ requestId: selectedReviews.requestId, chosenAt: selectedReviews.chosenAt })
          .from(selectedReviews)
          .where(inArray(selectedReviews.requestId, requestIds))
      )
        .filter((row) => row.chosenAt !== null)
        .map((row) => row.requestId),
    );
    const history = new Map(
      (
        await db
          .select({ entityId: auditLog.entityId, rows: count() })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, ORDER_AUDIT_ENTITY),
              eq(auditLog.action, 'create'),
              inArray(
                auditLog.entityId,
                orderIds.map((id) => String(id)),
              ),
            ),
          )
          .groupBy(auditLog.entityId)
      ).map((row) => [row.entityId, row.rows]),
    );
    const paymentCount = new Map(
      (
        await db
          .select({ orderId: payments.orderId, rows: count() })
          .from(payments)
          .where(inArray(payments.orderId, orderIds))
          .groupBy(payments.orderId)
      ).map((row) => [row.orderId, row.rows]),
    );
    for (const row of orderRows) {
      if (!foundAddresses.has(row.billing) || !foundAddresses.has(row.shipping)) {
        problems.push(`order ${row.id} lacks an address`);
      }
      if (requestStatus.get(row.requestId) !== 'ordered' || reviewStatus.get(row.reviewId) !== 'ordered') {
        problems.push(
          `order ${row.id}: request is ${requestStatus.get(row.requestId)}, offer is ${reviewStatus.get(row.reviewId)}`,
        );
      }
      if (!chosen.has(row.requestId)) {
        problems.push(`order ${row.id}: its offer is not marked chosen`);
      }
      if (history.get(String(row.id)) !== 1) {
        problems.push(`order ${row.id} has ${history.get(String(row.id)) ?? 0} history rows, not 1`);
      }
      if (paymentCount.get(row.id) !== 1) {
        problems.push(`order ${row.id} has ${paymentCount.get(row.id) ?? 0} payments, not 1`);
      }
    }
  }
  // Nothing half-done around the orders: no request 'ordered' without its order, no address without one.
  const [orderedRequests] = await db
    .select({ rows: count() })
    .from(requests)
    .where(and(inArray(requests.customerId, customerIds), eq(requests.status, 'ordered')));
  if ((orderedRequests?.rows ?? 0) !== orderRows.length) {
    problems.push(`${orderedRequests?.rows} requests are 'ordered' but there are ${orderRows.length} orders`);
  }
  const [addressRows] = await db
    .select({ rows: count() })
    .from(addresses)
    .where(inArray(addresses.userId, customerIds));
  if ((addressRows?.rows ?? 0) !== orderRows.length * 2) {
    problems.push(`${addressRows?.rows} addresses for ${orderRows.length} orders (2 each expected)`);
  }
  const unanswered = await db
    .select({ key: idempotencyKeys.key, route: idempotencyKeys.route })
    .from(idempotencyKeys)
    .where(and(inArray(idempotencyKeys.userId, customerIds), isNull(idempotencyKeys.responseStatus)));
  for (const row of unanswered) {
    problems.push(`Idempotency-Key ${row.key} on ${row.route} is left claimed without an answer`);
  }
  return problems;
}
