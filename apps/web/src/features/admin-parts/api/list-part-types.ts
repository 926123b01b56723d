import { listPartTypes, type PartTypeListItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every part type by name, for the part form's type dropdown. */
export function findPartTypes(signal?: AbortSignal): Promise<PartTypeListItem[]> {
  return call(listPartTypes, { signal });
}

export function partTypesQueryOptions() {
  return queryOptions({
    // The part-type admin's key for the same list: one cache entry, and its changes refresh it.
    queryKey: ['admin', 'part-types'],
    queryFn: ({ signal }) => findPartTypes(signal),
  });
}

export function usePartTypes() {
  return useQuery(partTypesQueryOptions());
}
