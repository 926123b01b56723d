import type { CreateOrderBody, CreateOrderResponse, OrderStatus } from '@specsource/contracts';
import { expect } from 'vitest';
import { moveOrder } from '../src/domain/orders/order-transitions.ts';
import type { Mover } from '../src/domain/requests/request-states.ts';
import type { Database, DatabaseOrTransaction } from '../src/platform/db/database.ts';
import { selectedReviews } from '../src/platform/db/schema/index.ts';
import { insertOffer, insertRequest } from './request-factory.ts';
import type { TestClient } from './test-client.ts';

/**
 * Orders for tests. `insertOrderable` writes rows directly, as the request, offer and selection
 * routes would leave them; `insertOrder` then places the order through the real `POST /api/order/`, so the
 * order has everything a real one has (addresses, history, mail, the payment with the app's provider).
 * `moveOrderAlong` then moves it through the one move function, as payments and the lifecycle do.
 */

export interface Orderable {
  requestId: number;
  /** The request's public number (`order_id` on the wire). */
  requestOrderId: string;
  reviewId: number;
  /** The offer's current version: what `review_version` must say. */
  reviewVersion: number;
  costMinor: number;
  customerId: number;
  supplierId: number;
}

/**
 * A request of `customerId` in 'offers_selected' with one offer of `supplierId` selected for it (version 1,
 * valid until 2099-12-31 unless told), ready to order.
 */
export async function insertOrderable(
  db: DatabaseOrTransaction,
  options: {
    customerId: number;
    supplierId: number;
    costMinor?: number;
    quantity?: number;
    validUntil?: string;
    title?: string;
  },
): Promise<Orderable> {
  const request = await insertRequest(db, {
    customerId: options.customerId,
    status: 'offers_selected',
    quantity: options.quantity ?? 1,
  });
  const offer = await insertOffer(db, {
    requestId: request.id,
    supplierId: options.supplierId,
    status: 'selected',
    costMinor: options.costMinor ?? 125_050,
    ...(options.validUntil === undefined ? {} : { validUntil: options.validUntil }),
    ...(options.title === undefined ? {} : { title: options.title }),
  });
  await db.insert(selectedReviews).values({ requestId: request.id, reviewId: offer.id });
  return {
    requestId: request.id,
    requestOrderId: request.orderId,
    reviewId: offer.id,
    reviewVersion: 1,
    costMinor: options.costMinor ?? 125_050,
    customerId: options.customerId,
    supplierId: options.supplierId,
  };
}

/** A valid address, as the checkout form sends it. */
export function addressOf(overrides: Partial<CreateOrderBody['billing_address']> = {}) {
  return {
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    phone_no: '+1 555 0103',
    street_no: '400 River Road',
    building_suit_no: 'Pump house 2',
    city: 'Riverside',
    state: 'CA',
    zip_code: '92501',
    ...overrides,
  };
}

/** A valid create body for `orderable` (quantity 2 by default); `overrides` replace top-level fields. */
export function orderBodyOf(orderable: Orderable, overrides: Record<string, unknown> = {}): CreateOrderBody {
  return {
    request: orderable.requestId,
    review: orderable.reviewId,
    review_version: orderable.reviewVersion,
    quantity: 2,
    billing_address: addressOf(),
    shipping_address: addressOf({ street_no: '12 Dock Street', city: 'Long Beach', zip_code: '90802' }),
    payment_method: 'stripe',
    po_number: 'PO-4471',
    reference: 'Line 3 replacement',
    ...overrides,
  } as CreateOrderBody;
}

/** Places the order as `client` (its owner) through the real route; fails the test unless it is created. */
export async function insertOrder(
  client: TestClient,
  orderable: Orderable,
  overrides: Record<string, unknown> = {},
): Promise<CreateOrderResponse> {
  const response = await client.post('/api/order/', orderBodyOf(orderable, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Who makes each move in the lifecycle (order-states.ts): payment is the system's, the rest the parties'. */
const MOVERS: Record<OrderStatus, Mover> = {
  pending_payment: 'customer',
  paid: 'system',
  in_fulfilment: 'supplier',
  shipped: 'supplier',
  delivered: 'supplier',
  cancelled: 'admin',
  refunded: 'admin',
};

/** Moves an order along `path` (e.g. ['paid', 'shipped']) with moveOrder; a shipment gets UPS 1Z999. */
export async function moveOrderAlong(
  db: Database,
  orderId: number,
  path: OrderStatus[],
  now = new Date(),
): Promise<void> {
  for (const to of path) {
    await db.transaction((tx) =>
      moveOrder(tx, {
        orderId,
        to,
        by: MOVERS[to],
        context: { actorId: null, ip: null, now },
        origin: 'http://localhost',
        ...(to === 'shipped' ? { set: { trackingCarrier: 'UPS', trackingNumber: '1Z999' } } : {}),
      }),
    );
  }
}
