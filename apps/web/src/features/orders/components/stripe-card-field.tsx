import { ORDER_MESSAGES, type PaymentStart } from '@specsource/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { type Ref, useImperativeHandle, useState } from 'react';
import type { CardPayer } from '../lib/card-payer.ts';

// Loaded only when the server runs Stripe (this module is imported lazily), so Stripe.js never weighs on other
// pages. Card data stays inside Stripe's iframe: our server never sees it. This module imports
// nothing of the app's own but types: whatever it shares with the app's entry, the bundler splits out of it.

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key for the app's lifetime (Stripe's advice: load it once). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (stripe === undefined) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFieldProps {
  ref: Ref<CardPayer>;
  publishableKey: string;
  /** Tells the server a payment went through (`GET /api/payments/stripe/return`). */
  reportPaid: (paymentIntentId: string) => Promise<unknown>;
  /** What to show under the card: Stripe's message, 'Please make payment first', or null. */
  onProblem: (message: string | null) => void;
  disabled?: boolean;
}

/** Stripe Elements' card element, confirming with `stripe.confirmCardPayment`. */
export function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardElementField {...props} />
    </Elements>
  );
}

interface CardState {
  isComplete: boolean;
  /** Stripe's own message for what is typed so far ('Your card number is incomplete.'). */
  error: string | null;
}

function CardElementField({
  ref,
  reportPaid,
  onProblem,
  disabled = false,
}: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<CardState>({ isComplete: false, error: null });

  useImperativeHandle(
    ref,
    (): CardPayer => ({
      validate() {
        // docs/spec/marketplace-spec.md §5 — the card's own error, otherwise 'Please make payment first'.
        const problem = card.error ?? (card.isComplete && stripe !== null ? null : ORDER_MESSAGES.payFirst);
        onProblem(problem);
        if (problem !== null) {
          elements?.getElement(CardElement)?.focus();
        }
        return problem === null;
      },
      async confirm(payment: PaymentStart) {
        const element = elements?.getElement(CardElement);
        if (stripe === null || element == null) {
          onProblem(ORDER_MESSAGES.payFirst);
          return false;
        }
        onProblem(null);
        const result = await stripe.confirmCardPayment(payment.client_secret, {
          payment_method: { card: element },
        });
        if (result.error) {
          onProblem(result.error.message ?? ORDER_MESSAGES.payFirst);
          return false;
        }
        if (result.paymentIntent.status !== 'succeeded' && result.paymentIntent.status !== 'processing') {
          onProblem(ORDER_MESSAGES.payFirst);
          return false;
        }
        // The signed webhook records the payment as well; this only makes the order read 'paid' at once, so a
        // failure here changes nothing for the customer.
        await reportPaid(result.paymentIntent.id).catch(() => undefined);
        return true;
      },
    }),
    [card, stripe, elements, reportPaid, onProblem],
  );

  const onChange = (event: StripeCardElementChangeEvent) => {
    setCard({ isComplete: event.complete, error: event.error?.message ?? null });
    onProblem(null);
  };

  return (
    <CardElement
      options={{ hidePostalCode: true, disabled, style: { base: { fontSize: '16px' } } }}
      onChange={onChange}
      onLoadError={() => onProblem('The card form could not be loaded. Reload the page and try again.')}
    />
  );
}
