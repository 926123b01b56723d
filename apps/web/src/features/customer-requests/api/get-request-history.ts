import { getRequestHistoryEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const requestHistoryQueryKey = (orderId: string) => ['requests', 'history', orderId] as const;

/** The request's status history, oldest first. */
export function useRequestHistory(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: requestHistoryQueryKey(orderId),
      queryFn: ({ signal }) => call(getRequestHistoryEndpoint, { params: { order_id: orderId }, signal }),
      // The wizard's edits and the suppliers' offers add to it from elsewhere: read again on every visit.
      staleTime: 0,
    }),
  );
}
