import { getOrderInfoEndpoint, type OrderDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { USER_ORDERS_QUERY_KEY } from './list-customer-orders.ts';

export const orderInfoQueryKey = (orderId: number) => [...USER_ORDERS_QUERY_KEY, 'detail', orderId] as const;

/** One order with its addresses, totals, payment and history (`GET /api/order-info/{order_id}`). */
export function getOrderInfoQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderInfoQueryKey(orderId),
    queryFn: ({ signal }): Promise<OrderDetail> =>
      call(getOrderInfoEndpoint, { params: { order_id: orderId }, signal }),
  });
}

export function useOrderInfo(orderId: number) {
  return useQuery(getOrderInfoQueryOptions(orderId));
}
