import { getRequestByOrderIdEndpoint, getRequestSearchEndpoint } from '@specsource/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';

// A request as the wizard and the request's page both read it: one cache entry each, whichever page fetched it.
// A request changes from other pages (the wizard's save, a supplier's offer): each page that opens reads it again.

/** GET /api/request/part/{order_id}: the request's specification, comment and files. */
export function requestDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['requests', 'part', orderId],
    queryFn: ({ signal }) => call(getRequestByOrderIdEndpoint, { params: { order_id: orderId }, signal }),
    staleTime: 0,
  });
}

/** The request's latest stored search (null before its first): its analysis and matches. */
export function requestSearchQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['requests', 'search', orderId],
    queryFn: ({ signal }) => call(getRequestSearchEndpoint, { params: { order_id: orderId }, signal }),
  });
}
