import { SANDBOX_TEST_CARDS } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type RefundInput,
} from '../src/domain/payments/payment-provider.ts';
import type { DatabaseOrTransaction } from '../src/platform/db/database.ts';
import { payments } from '../src/platform/db/schema/index.ts';
import { insertOrder, insertOrderable } from './order-factory.ts';
import type { TestClient } from './test-client.ts';

/** A seeded demo account by username, with its plain password. */
export function seededByUsername(username: string) {
  const account = inject('seededAccounts').find((candidate) => candidate.username === username);
  if (!account) {
    throw new Error(`the seed must create ${username}`);
  }
  return account;
}

export interface PlacedOrder {
  id: number;
  requestId: number;
  /** The payment's provider reference and amount: what a refund must name. */
  providerRef: string;
  amountMinor: number;
}

/**
 * An order of `customer`'s for an offer of `supplierId`, placed through the real order route; `paid: true`
 * then pays it with the sandbox's succeeding test card through the real confirm route (order → paid).
 */
export async function placeOrder(
  db: DatabaseOrTransaction,
  options: { customer: TestClient; customerId: number; supplierId: number; paid: boolean },
): Promise<PlacedOrder> {
  const orderable = await insertOrderable(db, {
    customerId: options.customerId,
    supplierId: options.supplierId,
  });
  const created = await insertOrder(options.customer, orderable);
  if (options.paid) {
    const confirm = await options.customer.post('/api/payments/sandbox/confirm', {
      client_secret: created.payment.client_secret,
      card_number: SANDBOX_TEST_CARDS.succeeds,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().status).toBe('succeeded');
  }
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, created.id));
  if (!payment) {
    throw new Error(`order ${created.id} has no payment`);
  }
  return {
    id: created.id,
    requestId: orderable.requestId,
    providerRef: payment.providerRef,
    amountMinor: payment.amountMinor,
  };
}

/**
 * The sandbox adapter (`state.inner`, set once the test's database exists) with its refunds recorded, slowed
 * down so concurrent cancels overlap, and failing as an unreachable provider while `state.isDown` is set.
 */
export function countingProvider(delayMs = 25) {
  const state = {
    inner: undefined as PaymentProvider | undefined,
    refunds: [] as RefundInput[],
    isDown: false,
  };
  const inner = () => {
    if (!state.inner) {
      throw new Error('set countingProvider().state.inner before the first payment call');
    }
    return state.inner;
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    publishableKey: null,
    createPayment: (input) => inner().createPayment(input),
    retrievePayment: (providerRef) => inner().retrievePayment(providerRef),
    async refund(input) {
      state.refunds.push(input);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (state.isDown) {
        throw new PaymentProviderUnavailableError('connect ETIMEDOUT (test)');
      }
      return inner().refund(input);
    },
  };
  return { provider, state };
}
