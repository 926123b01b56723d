import type { Config } from '../../platform/config/env.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

/**
 * docs/design.md 'payments': Stripe when STRIPE_* is configured, else the embedded sandbox with its test cards. The
 * Stripe SDK is loaded only then: importing it costs about 30 MiB of resident memory and 220 ms at start
 * (measured 2026-11-27).
 */
export async function createPaymentProvider(
  config: Readonly<Config>,
  db: DatabaseOrTransaction,
): Promise<PaymentProvider> {
  if (config.stripe) {
    const { createStripeProvider } = await import('./stripe/stripe-provider.ts');
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
    });
  }
  return createSandboxProvider(db);
}
