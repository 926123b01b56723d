import { type EndpointResponse, listRequests } from '@specsource/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type RequestRow = EndpointResponse<typeof listRequests>['results'][number];

/** The admin's request choice: the newest requests matching `search` (order id or part title). */
export function searchRequestsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['admin', 'review-selection', 'requests', search],
    queryFn: ({ signal }) => call(listRequests, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchRequests(search: string) {
  return useQuery(searchRequestsQueryOptions(search));
}
