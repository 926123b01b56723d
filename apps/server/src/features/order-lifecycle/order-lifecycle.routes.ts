import { cancelOrderEndpoint, setSupplierOrderStatusEndpoint } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import { orderDetailOf } from '../../domain/orders/order-detail.ts';
import type { OrderRouteDeps } from '../../domain/orders/order-route-deps.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import * as service from './order-lifecycle.service.ts';

export type OrderLifecycleRoutesDeps = OrderRouteDeps;

/** The supplier moves a paid order on to delivered; an admin cancels (and refunds) it. */
export function registerOrderLifecycleRoutes(app: FastifyInstance, deps: OrderLifecycleRoutesDeps): void {
  // Only the supplier of the ordered offer: an admin's way to close an order is the cancel below.
  registerEndpoint(app, setSupplierOrderStatusEndpoint, {
    access: ['supplier'],
    handler: async ({ params, body, user, request }) => {
      const { moved } = await service.setSupplierOrderStatus(
        deps.db,
        { orderId: params.id, supplierId: user.id, body, origin: deps.publicOrigin },
        changeContextOf(request, user, deps.now),
      );
      if (moved) {
        deps.onMailQueued();
      }
      return orderDetailOf(deps.db, params.id, { role: user.role, userId: user.id });
    },
  });

  registerEndpoint(app, cancelOrderEndpoint, {
    access: ['admin'],
    handler: async ({ params, body, user, request }) => {
      const { moved } = await service.cancelOrder(
        deps,
        { orderId: params.id, reason: body.reason, origin: deps.publicOrigin },
        changeContextOf(request, user, deps.now),
      );
      if (moved) {
        deps.onMailQueued();
      }
      return orderDetailOf(deps.db, params.id, { role: user.role, userId: user.id });
    },
  });
}
