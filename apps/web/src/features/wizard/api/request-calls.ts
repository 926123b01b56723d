import {
  type RequestDetail,
  runDispatcherEndpoint,
  sendRequestEndpoint,
  type UpdateRequestBody,
  updateRequestEndpoint,
} from '@specsource/contracts';
import { call } from '../../../lib/api-client.ts';

export function sendUpdateRequest(orderId: string, body: UpdateRequestBody): Promise<RequestDetail> {
  return call(updateRequestEndpoint, { params: { order_id: orderId }, body });
}

/**
 * docs/spec/marketplace-spec.md §7 — POST /api/dispatcher/ {part, order_id}: the instant search of a recorded request.
 */
export function sendDispatcher(part: string, orderId: string) {
  return call(runDispatcherEndpoint, { body: { part, order_id: orderId } });
}

/** POST /api/request/send/{order_id}: 'Request quotes' — the draft goes to the part's suppliers, once. */
export function sendRequestForQuotes(orderId: string): Promise<RequestDetail> {
  return call(sendRequestEndpoint, { params: { order_id: orderId } });
}
