import { getRequestByOrderId, getRequestSearch } from '@specsource/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';

// A request as the wizard and the request's page both read it: one cache entry each, whichever page fetched it.

/** spec: marketplace §7 — GET /api/request/part/{order_id}: the request's specification, comment and files. */
export function requestDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['requests', 'part', orderId],
    queryFn: ({ signal }) => call(getRequestByOrderId, { params: { order_id: orderId }, signal }),
  });
}

/** The request's latest stored search (null before its first): its analysis and matches. */
export function requestSearchQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['requests', 'search', orderId],
    queryFn: ({ signal }) => call(getRequestSearch, { params: { order_id: orderId }, signal }),
  });
}
