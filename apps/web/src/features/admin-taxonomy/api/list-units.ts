import { listUnitsEndpoint, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every query about units starts with this; a change invalidates them all. */
export const UNITS_QUERY_KEY = ['taxonomy', 'units'] as const;

/** Every unit, by title. */
export function findUnits(signal?: AbortSignal): Promise<TaxonomyItem[]> {
  return call(listUnitsEndpoint, { signal });
}

export function unitsQueryOptions() {
  return queryOptions({
    queryKey: [...UNITS_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => findUnits(signal),
  });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}
