import { type CatalogueSummary, getCatalogueSummaryEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const CATALOGUE_SUMMARY_QUERY_KEY = ['catalogue', 'summary'] as const;

/** How many pump specifications the matcher searches, by manufacturer and type. */
export function getCatalogueSummary(signal?: AbortSignal): Promise<CatalogueSummary> {
  return call(getCatalogueSummaryEndpoint, { signal });
}

export function catalogueSummaryQueryOptions() {
  return queryOptions({
    queryKey: CATALOGUE_SUMMARY_QUERY_KEY,
    queryFn: ({ signal }) => getCatalogueSummary(signal),
  });
}

export function useCatalogueSummary() {
  return useQuery(catalogueSummaryQueryOptions());
}

export function useInvalidateCatalogueSummary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CATALOGUE_SUMMARY_QUERY_KEY });
}
