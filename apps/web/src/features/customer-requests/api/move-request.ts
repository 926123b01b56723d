import { type RequestDetail, sendRequestEndpoint, withdrawRequestEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { requestDetailQueryOptions } from '../../../lib/request-queries.ts';
import { requestHistoryQueryKey } from './get-request-history.ts';
import { CUSTOMER_REQUESTS_QUERY_KEY } from './list-customer-requests.ts';

const MOVES = { send: sendRequestEndpoint, withdraw: withdrawRequestEndpoint } as const;

/**
 * 'Request quotes' (POST /api/request/send/{order_id}) or 'Withdraw' (POST /api/request/withdraw/{order_id}):
 * the request's page, its history and the list are fetched again.
 */
export function useMoveRequest(orderId: string, move: keyof typeof MOVES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RequestDetail> => call(MOVES[move], { params: { order_id: orderId } }),
    onSuccess: (detail) => queryClient.setQueryData(requestDetailQueryOptions(orderId).queryKey, detail),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMER_REQUESTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: requestHistoryQueryKey(orderId) }),
      ]),
  });
}
