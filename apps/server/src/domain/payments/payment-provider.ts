import type { PaymentProviderName } from '@specsource/contracts';

// The one seam between orders and whoever takes the card. The Stripe adapter and the sandbox
// implement it; orders, the webhook and the refund on cancel only ever talk to this port. Amounts are integer
// minor units; card data never passes through it (Stripe Elements or the sandbox confirm call hold it).

export interface CreatePaymentInput {
  orderId: number;
  amountMinor: number;
  /** ISO 4217, upper case (as stored); adapters convert to what their provider wants. */
  currency: string;
  /** Same key, same provider payment: a retried create never makes a second charge. */
  idempotencyKey: string;
  description: string;
}

export interface ProviderPayment {
  /** The provider's id (a Stripe PaymentIntent id, `pi_…`). */
  providerRef: string;
  /** What the browser needs to confirm this payment; never logged. */
  clientSecret: string;
}

/** Where a payment stands at the provider, in the provider's own terms mapped to ours. */
export type ProviderPaymentState = 'requires_payment' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderPaymentStatus {
  state: ProviderPaymentState;
  amountMinor: number;
  currency: string;
  /** The last failure's message from the provider (a declined card), if any. */
  lastError: string | null;
}

export interface RefundInput {
  providerRef: string;
  amountMinor: number;
  /** Same key, same refund: two cancels racing refund once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for Stripe.js; null for the sandbox. */
  readonly publishableKey: string | null;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  retrievePayment(providerRef: string): Promise<ProviderPaymentStatus>;
  refund(input: RefundInput): Promise<{ refundRef: string }>;
}

/** The provider did not answer or answered 5xx: nothing is known to have happened; the caller may retry. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}
