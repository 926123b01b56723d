import {
  getPartTypeByName,
  getRequestByOrderId,
  type RequestDetail,
  runDispatcher,
  type UpdateRequestBody,
  updateRequest,
} from '@specsource/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The part type's configuration: whether it has instant results, its loading texts (pump-selection §3). */
export function partTypeQueryOptions(name: string | null) {
  return queryOptions({
    queryKey: ['part-types', 'get', name],
    queryFn: ({ signal }) => call(getPartTypeByName, { params: { name: name ?? '' }, signal }),
    enabled: name !== null,
    staleTime: 60_000,
  });
}

/** spec: marketplace §7 — GET /api/request/part/{order_id}: a request being edited. */
export function requestQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['requests', 'part', orderId],
    queryFn: ({ signal }) => call(getRequestByOrderId, { params: { order_id: orderId }, signal }),
  });
}

export function sendUpdateRequest(orderId: string, body: UpdateRequestBody): Promise<RequestDetail> {
  return call(updateRequest, { params: { order_id: orderId }, body });
}

/** spec: marketplace §7 — POST /api/dispatcher/ {part, order_id}: the instant search of a recorded request. */
export function sendDispatcher(part: string, orderId: string) {
  return call(runDispatcher, { body: { part, order_id: orderId } });
}
