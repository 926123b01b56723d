import { describe, expect, it } from 'vitest';
import { signStripePayload } from '../../../../test/stripe-peer.ts';
import { verifyStripeWebhook, WebhookSignatureError } from './stripe-webhook.ts';

// Found by the route fuzz suite (test/fuzz): a correctly signed event holding a NUL or an unpaired surrogate
// reached the payment_events insert, which PostgreSQL refuses (jsonb: 'unsupported Unicode escape sequence',
// 'invalid Unicode surrogate pair'): a 500. It is refused as not a Stripe event now (a 400 at the route).

const SECRET = 'whsec_text_test';
const now = new Date('2026-03-02T10:00:00Z');

function delivery(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return {
    rawBody: Buffer.from(payload, 'utf8'),
    signatureHeader: signStripePayload(payload, SECRET, Math.floor(now.getTime() / 1000)),
    secret: SECRET,
    now,
  };
}

const event = (object: Record<string, unknown>, id = 'evt_1') => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object },
});

describe('verifyStripeWebhook and text PostgreSQL cannot store', () => {
  it('accepts a signed event with ordinary text', () => {
    expect(verifyStripeWebhook(delivery(event({ id: 'pi_1', note: 'Pumpe ⌀200 👍🏽' }))).id).toBe('evt_1');
  });

  it.each([
    ['a NUL in the event id', event({ id: 'pi_1' }, 'evt_\u0000')],
    ['an unpaired surrogate deep in the object', event({ id: 'pi_1', metadata: { order_id: 'x\uDC00y' } })],
    ['an unpaired surrogate in a key', event({ id: 'pi_1', 'k\uD800': 1 })],
  ])('refuses %s', (_, body) => {
    expect(() => verifyStripeWebhook(delivery(body))).toThrow(WebhookSignatureError);
  });
});
