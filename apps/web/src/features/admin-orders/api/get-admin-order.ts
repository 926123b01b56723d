import { getOrderInfoEndpoint, type OrderDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './list-admin-orders.ts';

export const adminOrderQueryKey = (orderId: number) => [...ADMIN_ORDERS_QUERY_KEY, 'order', orderId] as const;

/** docs/spec/marketplace-spec.md §7 `GET /api/order-info/{order_id}` — an admin may read any order. */
export function getAdminOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return call(getOrderInfoEndpoint, { params: { order_id: orderId }, signal });
}

export function adminOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: adminOrderQueryKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
  });
}

export function useAdminOrder(orderId: number) {
  return useQuery(adminOrderQueryOptions(orderId));
}
