import { type EndpointResponse, listRequestsEndpoint } from '@specsource/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type RequestRow = EndpointResponse<typeof listRequestsEndpoint>['results'][number];

/** The admin's request choice: the newest requests matching `search` (order id or part title). */
export function searchRequestsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['admin', 'review-selection', 'requests', search],
    queryFn: ({ signal }) => call(listRequestsEndpoint, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchRequests(search: string) {
  return useQuery(searchRequestsQueryOptions(search));
}
