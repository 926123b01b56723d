import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { ORDER_STATUSES, PAYMENT_PROVIDER_NAMES, PAYMENT_STATUSES } from './orders.ts';

// How the web learns which card provider runs, and the sandbox provider's confirm call
// (docs/design.md 'Wire shapes' — Orders and payment). Card numbers sent to the sandbox are checked, used for the
// decision and forgotten: never stored, never logged.

/** The sandbox's test cards (Stripe's own test numbers, so a tester's habits carry over). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const PAYMENT_MESSAGES = {
  cardNumberInvalid: 'Your card number is invalid.',
  expMonthInvalid: "Your card's expiration month is invalid.",
  expYearInvalid: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is invalid.",
  clientSecretInvalid: 'This payment is unknown. Reload the order and try again.',
  // Stripe's own texts for the same test cards, so both providers speak alike.
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  succeeded: 'Payment succeeded.',
  alreadyPaid: 'This order is already paid.',
  providerUnavailable:
    'The payment provider did not answer. Your card was not charged; try again in a minute.',
  // Stripe's return page, while an asynchronous payment settles.
  processing: 'Your payment is being processed. The order shows as paid once it completes.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
} as const;

export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  /** Stripe's publishable key for Stripe.js; null for the sandbox. */
  publishable_key: z.string().nullable(),
  /** The sandbox's test cards, shown next to its card form; empty for Stripe. */
  test_cards: z.array(z.object({ number: z.string(), outcome: z.string() })),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn's check digit (ISO/IEC 7812-1 Annex B): catches a mistyped digit before any provider is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const SandboxConfirmBodySchema = z.object({
  client_secret: z
    .string({ error: PAYMENT_MESSAGES.clientSecretInvalid })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.clientSecretInvalid })
    .max(200, { error: PAYMENT_MESSAGES.clientSecretInvalid }),
  card_number: z
    .string({ error: PAYMENT_MESSAGES.cardNumberInvalid })
    .max(40, { error: PAYMENT_MESSAGES.cardNumberInvalid })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, { error: PAYMENT_MESSAGES.cardNumberInvalid })
        .refine(passesLuhn, { error: PAYMENT_MESSAGES.cardNumberInvalid }),
    ),
  exp_month: z.coerce
    .number({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .int({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .min(1, { error: PAYMENT_MESSAGES.expMonthInvalid })
    .max(12, { error: PAYMENT_MESSAGES.expMonthInvalid }),
  exp_year: z.coerce
    .number({ error: PAYMENT_MESSAGES.expYearInvalid })
    .int({ error: PAYMENT_MESSAGES.expYearInvalid })
    .min(2000, { error: PAYMENT_MESSAGES.expYearInvalid })
    .max(2100, { error: PAYMENT_MESSAGES.expYearInvalid }),
  cvc: z
    .string({ error: PAYMENT_MESSAGES.cvcInvalid })
    .regex(/^\d{3,4}$/, { error: PAYMENT_MESSAGES.cvcInvalid }),
});
export type SandboxConfirmBody = z.input<typeof SandboxConfirmBodySchema>;

export const SandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'declined']),
  message: z.string(),
  order_id: z.number().int(),
});
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;

const tags = ['payments'] as const;

export const getPaymentConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/config',
  summary: 'Which card provider runs, and the publishable key Stripe.js needs',
  tags,
  response: PaymentConfigSchema,
});

export const confirmSandboxPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/sandbox/confirm',
  summary: 'Pay an order with a sandbox test card (owner of the order; embedded mode only)',
  tags,
  body: SandboxConfirmBodySchema,
  response: SandboxConfirmResponseSchema,
});

/** Stripe's return_url query after Stripe.js confirmed (Stripe docs, 'Accept a payment' — redirect). */
export const StripeReturnQuerySchema = z.object({
  payment_intent: z
    .string({ error: PAYMENT_MESSAGES.clientSecretInvalid })
    .trim()
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: PAYMENT_MESSAGES.clientSecretInvalid }),
});

/** Where the order stands after the server asked Stripe about its payment. */
export const StripeReturnResponseSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Stripe's card message when the payment failed, else what happened. */
  message: z.string(),
});
export type StripeReturnResponse = z.infer<typeof StripeReturnResponseSchema>;

export const confirmStripeReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/payments/stripe/return',
  summary: "Stripe's return page: the server asks Stripe about the payment and records a success (owner)",
  tags,
  query: StripeReturnQuerySchema,
  response: StripeReturnResponseSchema,
});

export const StripeWebhookAckSchema = z.object({ received: z.literal(true) });

/** Called by Stripe only: the raw body is checked against the Stripe-Signature header, not a schema. */
export const receiveStripeWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/stripe/webhook',
  summary: 'Stripe webhook (signed): payment_intent.succeeded and payment_intent.payment_failed',
  tags,
  response: StripeWebhookAckSchema,
});
