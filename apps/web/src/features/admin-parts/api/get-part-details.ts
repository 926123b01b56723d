import { getPartDetailsEndpoint, type PartDetails } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_PARTS_QUERY_KEY } from './list-admin-parts.ts';

/** A part as the edit screen loads it: the structure plus its type's id. */
export function getPartDetails(id: number, signal?: AbortSignal): Promise<PartDetails> {
  return call(getPartDetailsEndpoint, { params: { id }, signal });
}

export function getPartDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_PARTS_QUERY_KEY, 'details', id],
    queryFn: ({ signal }) => getPartDetails(id, signal),
  });
}

export function usePartDetails(id: number) {
  return useQuery(getPartDetailsQueryOptions(id));
}
