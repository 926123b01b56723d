import { type CustomerRequestDetail, getCustomerRequestEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CUSTOMER_REQUESTS_QUERY_KEY } from './list-customer-requests.ts';

export const customerRequestQueryKey = (orderId: string) =>
  [...CUSTOMER_REQUESTS_QUERY_KEY, 'detail', orderId] as const;

/** One request with the offers selected for it, for the comparison. */
export function getCustomerRequestQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: customerRequestQueryKey(orderId),
    queryFn: ({ signal }): Promise<CustomerRequestDetail> =>
      call(getCustomerRequestEndpoint, { params: { order_id: orderId }, signal }),
    // Offers and the status change from elsewhere (suppliers, admins, the wizard): read again on every visit.
    staleTime: 0,
  });
}

export function useCustomerRequest(orderId: string) {
  return useQuery(getCustomerRequestQueryOptions(orderId));
}
