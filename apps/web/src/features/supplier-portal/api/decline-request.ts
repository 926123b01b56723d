import { declineSupplierRequestEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SUPPLIER_PORTAL_QUERY_KEY } from './list-supplier-requests.ts';

export function declineRequest(input: { requestId: number; reason: string }) {
  return call(declineSupplierRequestEndpoint, {
    params: { request_id: input.requestId },
    body: { reason: input.reason },
  });
}

/** Declines with a reason; the request and the list (its 'Declined' mark) go stale. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PORTAL_QUERY_KEY }),
  });
}
