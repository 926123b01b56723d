import { getPartSuppliersEndpoint, type PartSuppliers } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const partSuppliersQueryKey = (partId: number) => ['admin', 'part-suppliers', partId] as const;

/** The part, its assigned suppliers and every active supplier account. */
export function getPartSuppliers(partId: number, signal?: AbortSignal): Promise<PartSuppliers> {
  return call(getPartSuppliersEndpoint, { query: { part_id: partId }, signal });
}

export function getPartSuppliersQueryOptions(partId: number) {
  return queryOptions({
    queryKey: partSuppliersQueryKey(partId),
    queryFn: ({ signal }) => getPartSuppliers(partId, signal),
  });
}

export function usePartSuppliers(partId: number) {
  return useQuery(getPartSuppliersQueryOptions(partId));
}
