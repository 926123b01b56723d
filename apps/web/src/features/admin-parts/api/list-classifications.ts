import { listClassifications, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every classification by title, for the cards' classification dropdowns. */
export function findClassifications(signal?: AbortSignal): Promise<TaxonomyItem[]> {
  return call(listClassifications, { signal });
}

export function classificationsQueryOptions() {
  return queryOptions({
    // The classification admin's key for the same list: one cache entry, and its changes refresh it.
    queryKey: ['taxonomy', 'classifications', 'all'],
    queryFn: ({ signal }) => findClassifications(signal),
  });
}

export function useClassifications() {
  return useQuery(classificationsQueryOptions());
}
