import type { Config } from '../config/env.ts';
import type { DatabaseOrTransaction } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** DESIGN.md 'payments': Stripe when STRIPE_* is configured, else the embedded sandbox with its test cards. */
export function createPaymentProvider(config: Readonly<Config>, db: DatabaseOrTransaction): PaymentProvider {
  if (config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
    });
  }
  return createSandboxProvider(db);
}
