import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../platform/db/database.ts';
import { payments } from '../../../platform/db/schema/index.ts';
import type {
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
  RefundInput,
} from '../payment-provider.ts';

// The embedded default (docs/design.md 'payments'): the same port and flow as Stripe with no network. Its state is
// the payments row (written by the sandbox confirm call), so any instance can confirm any sandbox payment. The
// refs look like Stripe's so logs and screens read the same in both modes.

const token = () => randomBytes(12).toString('hex');

/** `pi_sandbox_…_secret_…`: the client secret names its payment, as Stripe's does. */
export function sandboxClientSecretOf(providerRef: string): string {
  return `${providerRef}_secret_${token()}`;
}

/** The payment a client secret belongs to, or null when it is not one of ours. */
export function sandboxRefOfClientSecret(clientSecret: string): string | null {
  const match = /^(pi_sandbox_[0-9a-f]{24})_secret_[0-9a-f]{24}$/.exec(clientSecret);
  return match?.[1] ?? null;
}

export function createSandboxProvider(db: DatabaseOrTransaction): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createPayment(_input: CreatePaymentInput): Promise<ProviderPayment> {
      // The caller stores one payment per order and reuses it, which is what makes a retry idempotent here.
      const providerRef = `pi_sandbox_${token()}`;
      return { providerRef, clientSecret: sandboxClientSecretOf(providerRef) };
    },
    async retrievePayment(providerRef: string): Promise<ProviderPaymentStatus> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, providerRef)));
      if (!row) {
        throw new Error(`no sandbox payment ${providerRef}`);
      }
      // As Stripe: a refunded PaymentIntent still reads 'succeeded' (the refund is a separate object).
      const state =
        row.status === 'succeeded' || row.status === 'refunded'
          ? 'succeeded'
          : row.status === 'processing'
            ? 'processing'
            : 'requires_payment';
      return { state, amountMinor: row.amountMinor, currency: row.currency, lastError: row.lastError };
    },
    async refund(input: RefundInput): Promise<{ refundRef: string }> {
      // Deterministic from the idempotency key: two racing refunds name the same refund, and the unique
      // refund_ref column keeps one.
      return { refundRef: `re_sandbox_${Buffer.from(input.idempotencyKey).toString('hex').slice(0, 48)}` };
    },
  };
}
