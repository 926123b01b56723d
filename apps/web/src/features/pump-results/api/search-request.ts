import { type DispatcherResponse, runDispatcherEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { requestSearchQueryOptions } from '../../../lib/request-queries.ts';

/**
 * POST /api/dispatcher/ {part, order_id}: searches a recorded request (its answer is read on the server) and
 * keeps the answer as the request's latest search.
 */
export function useSearchRequest(orderId: string, partSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DispatcherResponse> =>
      call(runDispatcherEndpoint, { body: { part: partSlug, order_id: orderId } }),
    onSuccess: (response) =>
      queryClient.setQueryData(requestSearchQueryOptions(orderId).queryKey, {
        search: { ...response, created_at: new Date().toISOString() },
      }),
  });
}
