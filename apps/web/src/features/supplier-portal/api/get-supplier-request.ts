import { getSupplierRequestEndpoint, type SupplierRequestDetail } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SUPPLIER_PORTAL_QUERY_KEY } from './list-supplier-requests.ts';

export const supplierRequestQueryKey = (requestId: number) =>
  [...SUPPLIER_PORTAL_QUERY_KEY, 'request', requestId] as const;

export function getSupplierRequest(requestId: number, signal?: AbortSignal): Promise<SupplierRequestDetail> {
  return call(getSupplierRequestEndpoint, { params: { request_id: requestId }, signal });
}

export function supplierRequestQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: supplierRequestQueryKey(requestId),
    queryFn: ({ signal }) => getSupplierRequest(requestId, signal),
  });
}

export function useSupplierRequest(requestId: number) {
  return useQuery(supplierRequestQueryOptions(requestId));
}
