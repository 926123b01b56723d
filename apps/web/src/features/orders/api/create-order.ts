import {
  type CreateOrderBody,
  type CreateOrderResponse,
  createOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
} from '@specsource/contracts';
import { call } from '../../../lib/api-client.ts';

/**
 * `POST /api/order/` with its Idempotency-Key: a double click or a retry after a lost answer sends the same key,
 * so the server records one order. No amount is sent: the server computes the money.
 */
export function sendCreateOrder(
  body: CreateOrderBody,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<CreateOrderResponse> {
  return call(createOrderEndpoint, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
