import {
  createOrder,
  getCheckoutQuote,
  getOrderIds,
  getOrderInfo,
  getReviewForOrder,
  listAdminOrders,
  listCustomerOrders,
  listSupplierOrders,
  retryOrderPayment,
  updateOrder,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../audit/change-context.ts';
import { idempotencyKeyOf, requestHashOf } from '../../http/idempotency.ts';
import { listPageOf, pageAnswer } from '../../http/page-links.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { OrderRouteDeps } from '../../orders/order-route-deps.ts';
import { type OrderListScope, type OrderSortField, orderRowsPage } from '../../orders/order-view.ts';
import { takeOrderWriteSlot } from '../../orders/order-write-limit.ts';
import type { SessionManager, SessionUser } from '../../sessions/session-manager.ts';
import { createOrder as create } from './create-order.ts';
import * as service from './orders.service.ts';

export interface OrderRoutesDeps extends OrderRouteDeps {
  /** Tax on an order's subtotal in basis points (ORDER_TAX_RATE_BPS; 0 by default). */
  taxRateBps: number;
}

type OrderListQuery = Parameters<typeof listPageOf<OrderSortField>>[0];

// spec: marketplace §6 — customers order and check out; the order's supplier and admins may read it.
const CUSTOMER = ['customer'] as const;

/**
 * Issue 10 items 1, 3 and 5: order now, checkout, the order create and update, and the order lists. The
 * order-now page reads its offer through GET /api/order-review/{review_id} and its totals through the checkout
 * quote below.
 */
export function registerOrderRoutes(app: FastifyInstance, deps: OrderRoutesDeps): void {
  registerEndpoint(app, getReviewForOrder, {
    access: CUSTOMER,
    handler: async ({ params, request }) =>
      service.getReviewForOrder(deps.db, {
        reviewId: params.review_id,
        customerId: (await userOf(deps.sessions, request)).id,
        now: deps.now(),
      }),
  });

  registerEndpoint(app, getCheckoutQuote, {
    access: CUSTOMER,
    handler: async ({ query, request }) =>
      service.getCheckoutQuote(deps.db, {
        requestId: query.request_id,
        reviewId: query.review_id,
        quantity: query.quantity,
        customerId: (await userOf(deps.sessions, request)).id,
        taxRateBps: deps.taxRateBps,
        now: deps.now(),
      }),
  });

  registerEndpoint(app, createOrder, {
    access: CUSTOMER,
    handler: async ({ body, request, reply }) => {
      const user = await userOf(deps.sessions, request);
      const idempotencyKey = idempotencyKeyOf(request);
      const response = await create(deps, {
        body,
        customerId: user.id,
        context: await changeContextOf(request, deps.sessions, deps.now),
        origin: deps.publicOrigin,
        idempotencyKey,
        // The parsed body: amounts a client adds are already dropped, so they cannot make two calls differ.
        requestHash: requestHashOf(body),
      });
      reply.code(response.status);
      return response.body;
    },
  });

  registerEndpoint(app, getOrderInfo, {
    access: ['customer', 'supplier', 'admin'],
    handler: async ({ params, request }) =>
      service.getOrderDetail(deps.db, params.order_id, await userOf(deps.sessions, request)),
  });

  registerEndpoint(app, updateOrder, {
    access: CUSTOMER,
    beforeBody: (request) => takeOrderWriteSlot(deps, request),
    handler: async ({ params, body, request }) =>
      service.updateOrder(deps.db, {
        orderId: params.id,
        customerId: (await userOf(deps.sessions, request)).id,
        body,
        context: await changeContextOf(request, deps.sessions, deps.now),
      }),
  });

  registerEndpoint(app, getOrderIds, {
    access: ['customer', 'admin'],
    handler: async ({ params, request }) =>
      service.getOrderIds(deps.db, {
        requestId: params.request_id,
        user: await userOf(deps.sessions, request),
      }),
  });

  const listHandler =
    (scopeOf: (user: SessionUser) => OrderListScope) =>
    async ({ query, request }: { query: OrderListQuery; request: FastifyRequest }) => {
      const user = await userOf(deps.sessions, request);
      const found = await orderRowsPage(deps.db, { scope: scopeOf(user), ...listPageOf(query) });
      return pageAnswer(request.url, query.page, found);
    };
  registerEndpoint(app, listCustomerOrders, {
    access: CUSTOMER,
    handler: listHandler((user) => ({ customerId: user.id })),
  });
  registerEndpoint(app, listSupplierOrders, {
    access: ['supplier'],
    handler: listHandler((user) => ({ supplierId: user.id })),
  });
  registerEndpoint(app, listAdminOrders, {
    access: ['admin'],
    handler: listHandler(() => 'all'),
  });

  registerEndpoint(app, retryOrderPayment, {
    access: CUSTOMER,
    beforeBody: (request) => takeOrderWriteSlot(deps, request),
    handler: async ({ params, request }) =>
      service.retryOrderPayment(deps, {
        orderId: params.id,
        customerId: (await userOf(deps.sessions, request)).id,
      }),
  });
}

/** The signed-in user of a route whose access rule already requires one. */
async function userOf(sessions: SessionManager, request: FastifyRequest): Promise<SessionUser> {
  const user = await sessions.current(request);
  if (!user) {
    throw new Error('access control let a visitor through to a signed-in route');
  }
  return user;
}
