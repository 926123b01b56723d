import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import {
  paymentIntentEvent,
  signStripePayload,
  startStripePeer,
  unusedLoopbackPort,
} from '../../../../test/stripe-peer.ts';
import { PaymentProviderUnavailableError } from '../payment-provider.ts';
import { createStripeProvider, PaymentCardError } from './stripe-provider.ts';
import { STRIPE_WEBHOOK_TOLERANCE_S, verifyStripeWebhook, WebhookSignatureError } from './stripe-webhook.ts';

const peer = await startStripePeer();
afterAll(() => peer.close());

const provider = createStripeProvider({
  secretKey: peer.secretKey,
  publishableKey: 'pk_test_adapter',
  ...peer.connection,
  maxNetworkRetries: 0,
});

const paymentOf = (orderId: number, key = `order-${orderId}-payment`) => ({
  orderId,
  amountMinor: 250_100,
  currency: 'USD',
  idempotencyKey: key,
  description: `Order ${orderId}`,
});

describe('the Stripe adapter against a Stripe API on loopback', () => {
  it('creates a PaymentIntent in minor units and lower-case currency, with the idempotency key', async () => {
    const payment = await provider.createPayment(paymentOf(1));
    const intent = peer.intents.get(payment.providerRef);
    expect(intent).toMatchObject({ amount: 250_100, currency: 'usd', metadata: { order_id: '1' } });
    expect(payment.clientSecret).toBe(intent?.client_secret);
    const sent = peer.requests.find((request) => request.path === '/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe('order-1-payment');
    expect(sent?.headers.authorization).toBe(`Bearer ${peer.secretKey}`);
    expect(provider).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_adapter' });
  });

  it('answers the same PaymentIntent when a create is retried with the same key', async () => {
    const before = peer.intents.size;
    const first = await provider.createPayment(paymentOf(2));
    const again = await provider.createPayment(paymentOf(2));
    expect(again).toEqual(first);
    expect(peer.intents.size).toBe(before + 1);
    const other = await provider.createPayment(paymentOf(3));
    expect(other.providerRef).not.toBe(first.providerRef);
  });

  it("reads a PaymentIntent's state, amount and currency in the port's terms", async () => {
    const { providerRef } = await provider.createPayment(paymentOf(4));
    expect(await provider.retrievePayment(providerRef)).toEqual({
      state: 'requires_payment',
      amountMinor: 250_100,
      currency: 'USD',
      lastError: null,
    });
    peer.fail(providerRef, {
      message: 'Your card has insufficient funds.',
      decline_code: 'insufficient_funds',
    });
    expect(await provider.retrievePayment(providerRef)).toMatchObject({
      state: 'requires_payment',
      lastError: 'Your card has insufficient funds.',
    });
    peer.succeed(providerRef);
    expect(await provider.retrievePayment(providerRef)).toEqual({
      state: 'succeeded',
      amountMinor: 250_100,
      currency: 'USD',
      lastError: null,
    });
  });

  it('refunds once per idempotency key', async () => {
    const { providerRef } = await provider.createPayment(paymentOf(5));
    peer.succeed(providerRef);
    const refund = { providerRef, amountMinor: 250_100, idempotencyKey: 'order-5-refund' };
    const [first, second] = await Promise.all([provider.refund(refund), provider.refund(refund)]);
    expect(second).toEqual(first);
    expect([...peer.refunds.values()].filter((row) => row.payment_intent === providerRef)).toHaveLength(1);
  });

  it('turns a 5xx answer into PaymentProviderUnavailableError', async () => {
    peer.failNext(500);
    await expect(provider.createPayment(paymentOf(6))).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
    // Nothing was kept for the key: the retry creates the intent.
    const payment = await provider.createPayment(paymentOf(6));
    expect(peer.intents.has(payment.providerRef)).toBe(true);
  });

  it("turns a card error into PaymentCardError with Stripe's message", async () => {
    peer.failNext(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const failure = provider.createPayment(paymentOf(7));
    await expect(failure).rejects.toBeInstanceOf(PaymentCardError);
    await expect(failure).rejects.toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
  });

  it('reports a Stripe that does not answer as unavailable, after its retries', async () => {
    const port = await unusedLoopbackPort();
    const offline = createStripeProvider({
      secretKey: peer.secretKey,
      publishableKey: 'pk_test_adapter',
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 1,
    });
    await expect(offline.createPayment(paymentOf(8))).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(offline.retrievePayment('pi_missing')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });

  it('keeps a wrong secret key an error of ours, not an outage', async () => {
    const misconfigured = createStripeProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_adapter',
      ...peer.connection,
      maxNetworkRetries: 0,
    });
    const failure = misconfigured.createPayment(paymentOf(9));
    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(failure).rejects.not.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_test_adapter';
  const now = new Date('2026-03-02T10:00:00Z');
  const nowS = Math.floor(now.getTime() / 1000);
  const event = paymentIntentEvent('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' });
  const payload = JSON.stringify(event, null, 2);

  it("signs exactly as the SDK's own test header does", () => {
    expect(signStripePayload(payload, secret, nowS)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: nowS }),
    );
  });

  const verify = (header: string | undefined, body = payload) =>
    verifyStripeWebhook({ rawBody: Buffer.from(body), signatureHeader: header, secret, now });

  it('accepts a genuine event and reads it', () => {
    const verified = verify(signStripePayload(payload, secret, nowS));
    expect(verified).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });
  });

  it('refuses a missing header, another secret, a changed body and a stale timestamp', () => {
    expect(() => verify(undefined)).toThrow(WebhookSignatureError);
    expect(() => verify(signStripePayload(payload, 'whsec_other', nowS))).toThrow(WebhookSignatureError);
    expect(() =>
      verify(signStripePayload(payload, secret, nowS), payload.replace('pi_123', 'pi_456')),
    ).toThrow(WebhookSignatureError);
    const stale = nowS - STRIPE_WEBHOOK_TOLERANCE_S - 1;
    expect(() => verify(signStripePayload(payload, secret, stale))).toThrow(/tolerance/);
    const justInTime = nowS - STRIPE_WEBHOOK_TOLERANCE_S + 1;
    expect(verify(signStripePayload(payload, secret, justInTime)).id).toBe(event.id);
  });
});
