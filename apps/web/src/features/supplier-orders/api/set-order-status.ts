import { type SupplierOrderStatusBody, setSupplierOrderStatusEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { supplierOrderQueryKey } from './get-supplier-order.ts';
import { SUPPLIER_ORDER_LIST_QUERY_KEY } from './list-supplier-orders.ts';

export function setOrderStatus(input: { orderId: number; body: SupplierOrderStatusBody }) {
  return call(setSupplierOrderStatusEndpoint, { params: { id: input.orderId }, body: input.body });
}

/** Moves the order on; the answer is the order as it now stands, and the list's status column goes stale. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(supplierOrderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: SUPPLIER_ORDER_LIST_QUERY_KEY });
    },
  });
}
