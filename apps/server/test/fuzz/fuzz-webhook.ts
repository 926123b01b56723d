import fc from 'fast-check';
import { signStripePayload } from '../stripe-peer.ts';
import type { BodyPlan } from './fuzz-bodies.ts';
import { sometimes } from './fuzz-common.ts';
import type { KnownValues } from './fuzz-world.ts';
import { hostileString, wrongTypedValue } from './hostile-values.ts';
import { mutate, mutationArbitrary } from './json-mutations.ts';

// Bodies for the Stripe webhook: events with hostile values, signed well or badly.

/** A Stripe-like event with hostile values, signed well or badly (payments.routes.ts, stripe-webhook.ts). */
export function webhookArbitrary(
  known: KnownValues,
  secret: string,
  nowS: () => number,
): fc.Arbitrary<BodyPlan & { headers: Record<string, string> }> {
  const orderIds = known.byName.get('id') ?? [1];
  const intent = fc.record({
    id: fc.oneof(fc.constant('pi_fuzz_1'), hostileString),
    object: fc.constantFrom('payment_intent', 'charge', ''),
    amount: fc.oneof(fc.integer({ min: -1, max: 1_000_000 }), wrongTypedValue),
    amount_received: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), wrongTypedValue),
    currency: fc.oneof(fc.constantFrom('usd', 'eur', 'USD'), hostileString),
    status: fc.oneof(fc.constantFrom('succeeded', 'requires_payment_method', 'canceled'), hostileString),
    metadata: fc.record({ order_id: fc.oneof(fc.constantFrom(...orderIds).map(String), hostileString) }),
    last_payment_error: sometimes(fc.record({ message: hostileString }), 3),
  });
  const event = fc.record({
    id: fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }).map((id) => `evt_${id}`),
      hostileString,
    ),
    object: fc.constant('event'),
    type: fc.oneof(
      fc.constantFrom(
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'payment_intent.canceled',
        'charge.refunded',
      ),
      hostileString,
    ),
    created: fc.integer({ min: 0, max: 2 ** 31 }),
    data: fc.record({ object: intent }),
  });
  const signing = fc.constantFrom(
    'valid',
    'valid',
    'valid',
    'none',
    'wrong-secret',
    'stale',
    'garbage',
    'crlf',
  );
  return fc
    .tuple(event, mutationArbitrary, signing, fc.constantFrom('json', 'json', 'json', 'not-json', 'empty'))
    .map(([value, mutation, sign, shape]) => {
      const { value: mutated, label } = mutate(value, mutation);
      const text =
        shape === 'json'
          ? (JSON.stringify(mutated) ?? 'null')
          : shape === 'empty'
            ? ''
            : '<xml>not json</xml>';
      const at = nowS();
      const signature =
        sign === 'valid'
          ? signStripePayload(text, secret, at)
          : sign === 'wrong-secret'
            ? signStripePayload(text, 'whsec_wrong', at)
            : sign === 'stale'
              ? signStripePayload(text, secret, at - 3_600)
              : sign === 'garbage'
                ? `t=abc,v1=${'0'.repeat(64)},v0=zz`
                : sign === 'crlf'
                  ? `t=${at},v1=abc\r\nX-Injected: yes`
                  : undefined;
      const headers: Record<string, string> =
        signature === undefined ? {} : { 'stripe-signature': signature };
      return {
        payload: text,
        contentType: 'application/json; charset=utf-8',
        headers,
        // Anything not signed with our secret, recently, is refused before the body is read (400).
        ...(sign === 'valid' ? {} : { expectStatus: 400 }),
        label: `webhook ${sign} ${shape} ${label}`,
      };
    });
}
