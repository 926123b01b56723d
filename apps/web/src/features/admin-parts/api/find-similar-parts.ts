import { findPartsEndpoint, type PartSummary } from '@specsource/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * docs/spec/marketplace-spec.md §7 — `GET /api/part?title=&exact=true&pagination=false`: every part whose title is
 * exactly `title` (trimmed, any case), for the similar-title check before a save.
 */
export async function findPartsWithTitle(title: string, signal?: AbortSignal): Promise<PartSummary[]> {
  const page = await call(findPartsEndpoint, {
    query: { title, exact: 'true', pagination: 'false' },
    signal,
  });
  return page.results;
}

export function findPartsWithTitleQueryOptions(title: string) {
  return queryOptions({
    // Under the public part keys, so a save refreshes it with them.
    queryKey: ['parts', 'find', { title, exact: true }],
    queryFn: ({ signal }) => findPartsWithTitle(title, signal),
    // Asked at the moment of saving: never from the cache, and no retries holding up the save (the
    // server refuses a duplicate title on its own).
    staleTime: 0,
    retry: false,
  });
}

/** Asks, when called, which parts already have `title`. */
export function useFindPartsWithTitle() {
  const queryClient = useQueryClient();
  return (title: string) => queryClient.fetchQuery(findPartsWithTitleQueryOptions(title));
}
