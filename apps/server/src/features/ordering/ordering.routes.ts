import {
  createOrderEndpoint,
  getCheckoutQuoteEndpoint,
  getOrderIdsEndpoint,
  getOrderInfoEndpoint,
  getReviewForOrderEndpoint,
  listAdminOrdersEndpoint,
  listCustomerOrdersEndpoint,
  listSupplierOrdersEndpoint,
  retryOrderPaymentEndpoint,
  updateOrderEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import { type OrderListScope, type OrderSortField, orderRowsPage } from '../../domain/orders/order-list.ts';
import type { OrderRouteDeps } from '../../domain/orders/order-route-deps.ts';
import { takeOrderWriteSlot } from '../../domain/orders/order-write-limit.ts';
import { idempotencyKeyOf, requestHashOf } from '../../platform/http/idempotency.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { createOrder as create } from './create-order.ts';
import * as service from './ordering.service.ts';

export interface OrderRoutesDeps extends OrderRouteDeps {
  /** Tax on an order's subtotal in basis points (ORDER_TAX_RATE_BPS; 0 by default). */
  taxRateBps: number;
}

type OrderListQuery = Parameters<typeof listPageOf<OrderSortField>>[0];

// docs/spec/marketplace-spec.md §6 — customers order and check out; the order's supplier and admins may read it.
const CUSTOMER = ['customer'] as const;

/**
 * Order now, checkout, the order create and update, and the order lists. The
 * order-now page reads its offer through GET /api/order-review/{review_id} and its totals through the checkout
 * quote below.
 */
export function registerOrderingRoutes(app: FastifyInstance, deps: OrderRoutesDeps): void {
  registerEndpoint(app, getReviewForOrderEndpoint, {
    access: CUSTOMER,
    handler: async ({ params, user }) =>
      service.getReviewForOrder(deps.db, {
        reviewId: params.review_id,
        customerId: user.id,
        now: deps.now(),
      }),
  });

  registerEndpoint(app, getCheckoutQuoteEndpoint, {
    access: CUSTOMER,
    handler: async ({ query, user }) =>
      service.getCheckoutQuote(deps.db, {
        requestId: query.request_id,
        reviewId: query.review_id,
        quantity: query.quantity,
        customerId: user.id,
        taxRateBps: deps.taxRateBps,
        now: deps.now(),
      }),
  });

  registerEndpoint(app, createOrderEndpoint, {
    access: CUSTOMER,
    handler: async ({ body, user, request, reply }) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const response = await create(deps, {
        body,
        customerId: user.id,
        context: changeContextOf(request, user, deps.now),
        origin: deps.publicOrigin,
        idempotencyKey,
        // The parsed body: amounts a client adds are already dropped, so they cannot make two calls differ.
        requestHash: requestHashOf(body),
      });
      reply.code(response.status);
      return response.body;
    },
  });

  registerEndpoint(app, getOrderInfoEndpoint, {
    access: ['customer', 'supplier', 'admin'],
    handler: async ({ params, user }) => service.getOrderDetail(deps.db, params.order_id, user),
  });

  registerEndpoint(app, updateOrderEndpoint, {
    access: CUSTOMER,
    beforeBody: (_request, user) => takeOrderWriteSlot(deps, user),
    handler: async ({ params, body, user, request }) =>
      service.updateOrder(deps.db, {
        orderId: params.id,
        customerId: user.id,
        body,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, getOrderIdsEndpoint, {
    access: ['customer', 'admin'],
    handler: async ({ params, user }) =>
      service.getOrderIds(deps.db, {
        requestId: params.request_id,
        user,
      }),
  });

  const listHandler =
    (scopeOf: (user: SessionUser) => OrderListScope) =>
    async ({
      query,
      user,
      request,
    }: {
      query: OrderListQuery;
      user: SessionUser;
      request: FastifyRequest;
    }) => {
      const found = await orderRowsPage(deps.db, { scope: scopeOf(user), ...listPageOf(query) });
      return pageAnswer(request.url, query.page, found);
    };
  registerEndpoint(app, listCustomerOrdersEndpoint, {
    access: CUSTOMER,
    handler: listHandler((user) => ({ customerId: user.id })),
  });
  registerEndpoint(app, listSupplierOrdersEndpoint, {
    access: ['supplier'],
    handler: listHandler((user) => ({ supplierId: user.id })),
  });
  registerEndpoint(app, listAdminOrdersEndpoint, {
    access: ['admin'],
    handler: listHandler(() => 'all'),
  });

  registerEndpoint(app, retryOrderPaymentEndpoint, {
    access: CUSTOMER,
    beforeBody: (_request, user) => takeOrderWriteSlot(deps, user),
    handler: async ({ params, user }) =>
      service.retryOrderPayment(deps, {
        orderId: params.id,
        customerId: user.id,
      }),
  });
}
