import { getOrderInfoEndpoint, type OrderDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SUPPLIER_ORDERS_QUERY_KEY } from './list-supplier-orders.ts';

export const supplierOrderQueryKey = (orderId: number) =>
  [...SUPPLIER_ORDERS_QUERY_KEY, 'order', orderId] as const;

/**
 * docs/spec/marketplace-spec.md §7 `GET /api/order-info/{order_id}` — the server only answers the order's own supplier.
 */
export function getSupplierOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return call(getOrderInfoEndpoint, { params: { order_id: orderId }, signal });
}

export function supplierOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: supplierOrderQueryKey(orderId),
    queryFn: ({ signal }) => getSupplierOrder(orderId, signal),
  });
}

export function useSupplierOrder(orderId: number) {
  return useQuery(supplierOrderQueryOptions(orderId));
}
