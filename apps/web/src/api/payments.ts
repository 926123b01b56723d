import {
  confirmSandboxPaymentEndpoint,
  confirmStripeReturnEndpoint,
  getPaymentConfigEndpoint,
  type PaymentConfig,
  type PaymentStart,
  retryOrderPaymentEndpoint,
  type SandboxConfirmBody,
  type SandboxConfirmResponse,
  type StripeReturnResponse,
} from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
};

/** Which card provider runs (Stripe or the sandbox) and Stripe's publishable key; fixed while the app runs. */
export function getPaymentConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: ({ signal }): Promise<PaymentConfig> => call(getPaymentConfigEndpoint, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(getPaymentConfigQueryOptions());
}

/** The payment to confirm for an order waiting for payment: the same one on every call (never a second charge). */
export function fetchOrderPayment(orderId: number): Promise<PaymentStart> {
  return call(retryOrderPaymentEndpoint, { params: { id: orderId } });
}

/** The sandbox provider's confirm: the test card decides; the server records the outcome. */
export function sendSandboxConfirm(body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
  return call(confirmSandboxPaymentEndpoint, { body });
}

/**
 * After Stripe.js confirmed a card: the server asks Stripe about the payment and records a success at once, so
 * the order reads 'paid' without waiting for the webhook (which records it too, idempotently).
 */
export function sendStripeReturn(paymentIntentId: string): Promise<StripeReturnResponse> {
  return call(confirmStripeReturnEndpoint, { query: { payment_intent: paymentIntentId } });
}
