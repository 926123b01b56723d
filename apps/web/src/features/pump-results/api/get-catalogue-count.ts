import { getCatalogueSummaryEndpoint } from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How many pump specifications the matcher searches now (GET /api/catalogue/summary, public). */
export async function getCatalogueCount(signal?: AbortSignal): Promise<number> {
  return (await call(getCatalogueSummaryEndpoint, { signal })).spec_count;
}

export function catalogueCountQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'summary', 'spec-count'],
    queryFn: ({ signal }) => getCatalogueCount(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogueCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...catalogueCountQueryOptions(), enabled });
}
