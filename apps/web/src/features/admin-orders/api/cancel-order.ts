import { cancelOrderEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminOrderQueryKey } from './get-admin-order.ts';
import { ADMIN_ORDER_LIST_QUERY_KEY } from './list-admin-orders.ts';

export function cancelOrder(input: { orderId: number; reason: string }) {
  return call(cancelOrderEndpoint, { params: { id: input.orderId }, body: { reason: input.reason } });
}

/** Cancels (and, when paid, refunds) the order; the answer is the order as it now stands. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDER_LIST_QUERY_KEY });
    },
  });
}
