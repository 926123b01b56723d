import { type OrderDetail, type UpdateOrderBody, updateOrderEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { orderInfoQueryKey } from './get-order-info.ts';
import { USER_ORDERS_QUERY_KEY } from './list-customer-orders.ts';

export function sendUpdateOrder(input: { orderId: number; body: UpdateOrderBody }): Promise<OrderDetail> {
  return call(updateOrderEndpoint, { params: { id: input.orderId }, body: input.body });
}

/** The order update screen's save (docs/spec/marketplace-spec.md §2); the order and the list are fetched again. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUpdateOrder,
    onSuccess: (order) => queryClient.setQueryData(orderInfoQueryKey(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_ORDERS_QUERY_KEY }),
  });
}
