import { listClassificationsEndpoint, type TaxonomyItem } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** Every query about classifications starts with this; a change invalidates them all. */
export const CLASSIFICATIONS_QUERY_KEY = ['taxonomy', 'classifications'] as const;

/** Every classification, by title: the classification admin's list and the part form's dropdowns. */
export function findClassifications(signal?: AbortSignal): Promise<TaxonomyItem[]> {
  return call(listClassificationsEndpoint, { signal });
}

export function classificationsQueryOptions() {
  return queryOptions({
    queryKey: [...CLASSIFICATIONS_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => findClassifications(signal),
  });
}

export function useClassifications() {
  return useQuery(classificationsQueryOptions());
}
