import { listPartTypesEndpoint, type PartTypeListItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** Every change to a part type invalidates this key. */
export const PART_TYPES_QUERY_KEY = ['admin', 'part-types'] as const;

/** Every part type with its configuration and part count, by name: the part-type admin and the part form. */
export function listPartTypes(signal?: AbortSignal): Promise<PartTypeListItem[]> {
  return call(listPartTypesEndpoint, { signal });
}

export function listPartTypesQueryOptions() {
  return queryOptions({
    queryKey: PART_TYPES_QUERY_KEY,
    queryFn: ({ signal }) => listPartTypes(signal),
  });
}

export function usePartTypes() {
  return useQuery(listPartTypesQueryOptions());
}
