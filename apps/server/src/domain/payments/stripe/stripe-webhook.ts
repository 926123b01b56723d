import Stripe from 'stripe';
import { z } from 'zod';
import { findUnstorableText } from '../../../platform/http/unstorable-text.ts';

// A Stripe webhook is believed only when its `Stripe-Signature` header is an HMAC-SHA256 of
// "timestamp.raw body" under our endpoint secret, no older than five minutes (Stripe docs, 'Check the webhook
// signatures' — 300 s is their default tolerance, which bounds a replay of a captured delivery).

export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/** The signature header is missing, does not match, or is too old; the reason is for the log only. */
export class WebhookSignatureError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'WebhookSignatureError';
  }
}

/** The parts of a PaymentIntent event the fulfilment reads; everything else in the event is left alone. */
const PaymentIntentObjectSchema = z.object({
  id: z.string().min(1),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  amount_received: z.number().int().optional(),
  currency: z.string().length(3),
  status: z.string(),
  last_payment_error: z.object({ message: z.string().optional() }).nullable().optional(),
});

const StripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export interface VerifiedStripeEvent {
  id: string;
  type: string;
  /** The event as Stripe sent it, for the payment_events row. */
  payload: Record<string, unknown>;
  /** Set for payment_intent.* events whose object has the expected shape. */
  paymentIntent: z.infer<typeof PaymentIntentObjectSchema> | null;
}

/**
 * Verifies a delivery with the SDK's own check (`webhooks.constructEvent`) against the app's clock, then
 * reads the event. Throws WebhookSignatureError for anything that is not a genuine, recent Stripe event.
 */
export function verifyStripeWebhook(input: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  secret: string;
  now: Date;
}): VerifiedStripeEvent {
  if (!input.signatureHeader) {
    throw new WebhookSignatureError('no Stripe-Signature header');
  }
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      input.rawBody,
      input.signatureHeader,
      input.secret,
      STRIPE_WEBHOOK_TOLERANCE_S,
      undefined,
      input.now.getTime(),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
    throw new WebhookSignatureError(reason ?? 'signature refused', { cause: error });
  }
  const parsed = StripeEventSchema.safeParse(event);
  if (!parsed.success) {
    throw new WebhookSignatureError('signed, but not a Stripe event');
  }
  // Stripe sends neither NUL nor unpaired surrogates, and the event row could not store them (unstorable-text.ts).
  if (findUnstorableText(event) !== null) {
    throw new WebhookSignatureError('signed, but holds text PostgreSQL cannot store');
  }
  const intent = parsed.data.type.startsWith('payment_intent.')
    ? PaymentIntentObjectSchema.safeParse(parsed.data.data.object)
    : null;
  return {
    id: parsed.data.id,
    type: parsed.data.type,
    payload: event as Record<string, unknown>,
    paymentIntent: intent?.success ? intent.data : null,
  };
}
