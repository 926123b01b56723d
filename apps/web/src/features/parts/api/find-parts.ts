import { type FindPartsResponse, findPartsEndpoint } from '@specsource/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Parts whose title matches `title` (server order: prefix matches first); first page only. */
export function findParts(title: string, signal?: AbortSignal): Promise<FindPartsResponse> {
  return call(findPartsEndpoint, { query: { title }, signal });
}

export function findPartsQueryOptions(title: string) {
  return queryOptions({
    queryKey: ['parts', 'find', { title }],
    queryFn: ({ signal }) => findParts(title, signal),
  });
}

/** Keeps the last results on screen while the next search is in flight, so the list does not flicker. */
export function useFindParts(title: string) {
  return useQuery({ ...findPartsQueryOptions(title), placeholderData: keepPreviousData });
}
