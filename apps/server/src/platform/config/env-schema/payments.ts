import { z } from 'zod';
import { optionalString } from '../env-values.ts';

/** Who takes card payments: Stripe, or the sandbox's test cards. */
export const paymentsEnv = {
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Who takes card payments: `stripe` (needs STRIPE_*) or `sandbox`, the test cards (an order is paid with no
   * money moving). Unset: Stripe when STRIPE_* is set; else the sandbox, which production (DATABASE_URL) must
   * ask for by name — a staging deployment, never by a forgotten variable (OWASP ASVS 5.0 §15.2.3).
   */
  PAYMENTS_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['stripe', 'sandbox']).optional(),
  ),
};

export function checkPaymentsEnv(
  env: {
    DATABASE_URL?: string | undefined;
    STRIPE_SECRET_KEY?: string | undefined;
    STRIPE_PUBLISHABLE_KEY?: string | undefined;
    STRIPE_WEBHOOK_SECRET?: string | undefined;
    PAYMENTS_PROVIDER?: z.output<typeof paymentsEnv.PAYMENTS_PROVIDER>;
  },
  ctx: z.RefinementCtx,
): void {
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none',
    });
  }
  const hasStripe = stripeKeys.every(Boolean);
  if (env.PAYMENTS_PROVIDER === 'stripe' && !hasStripe) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    });
  }
  if (env.PAYMENTS_PROVIDER === 'sandbox' && hasStripe) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message: 'is sandbox while STRIPE_* is set: remove one of them, so it is clear who takes payments',
    });
  }
  if (env.DATABASE_URL && !hasStripe && env.PAYMENTS_PROVIDER !== 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'is required when DATABASE_URL is set (production): card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; set PAYMENTS_PROVIDER=sandbox to take test cards only (staging)',
    });
  }
}
