import Stripe from 'stripe';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type RefundInput,
} from '../payment-provider.ts';

// The Stripe adapter of the payment port, on the `stripe` server SDK. One PaymentIntent per
// order, created with the caller's idempotency key so a retried create returns the same intent (Stripe docs,
// 'Idempotent requests'). Card data never passes here: the browser confirms with Stripe.js and the client
// secret. host/port/protocol point the SDK at another server (the tests' local peer); unset, api.stripe.com.

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of a request that got no answer or a 5xx (the SDK re-sends the same idempotency key). */
  maxNetworkRetries?: number;
  /** How long one request may take before it counts as no answer. */
  timeoutMs?: number;
}

/** The card was refused by its issuer: `message` is Stripe's, written to be shown to the card holder. */
export class PaymentCardError extends Error {
  readonly declineCode: string | null;

  constructor(message: string, declineCode: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentCardError';
    this.declineCode = declineCode;
  }
}

/**
 * Sorts an SDK error into what the caller can act on: no answer, a 5xx or a rate limit means nothing is known
 * to have happened (retry later with the same idempotency key); a card error carries Stripe's message;
 * anything else (a wrong key, a bad request) is our fault and stays as it is, for the log.
 */
function translateError(error: unknown, action: string): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  ) {
    throw new PaymentProviderUnavailableError(`Stripe did not answer the ${action}`, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentCardError(error.message, error.decline_code ?? null, { cause: error });
  }
  throw error;
}

/** Stripe's PaymentIntent statuses in the port's terms (Stripe docs, 'How PaymentIntents work'). */
function stateOf(status: Stripe.PaymentIntent.Status): ProviderPaymentState {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    // Authorised and waiting for capture, or an asynchronous method settling: money is on its way.
    case 'processing':
    case 'requires_capture':
      return 'processing';
    default:
      // requires_payment_method / requires_confirmation / requires_action: the card holder still has to act.
      return 'requires_payment';
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'SpecSource' },
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            // Stripe takes the ISO code in lower case (API reference, 'Currencies').
            currency: input.currency.toLowerCase(),
            description: input.description,
            metadata: { order_id: String(input.orderId) },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        translateError(error, 'payment create');
      }
      if (!intent.client_secret) {
        throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
      }
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },

    async retrievePayment(providerRef: string): Promise<ProviderPaymentStatus> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(providerRef);
      } catch (error) {
        translateError(error, 'payment lookup');
      }
      const state = stateOf(intent.status);
      return {
        state,
        amountMinor: state === 'succeeded' ? intent.amount_received : intent.amount,
        currency: intent.currency.toUpperCase(),
        lastError: intent.last_payment_error?.message ?? null,
      };
    },

    async refund(input: RefundInput): Promise<{ refundRef: string }> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.providerRef, amount: input.amountMinor },
          { idempotencyKey: input.idempotencyKey },
        );
        return { refundRef: refund.id };
      } catch (error) {
        translateError(error, 'refund');
      }
    },
  };
}
