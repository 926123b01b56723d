import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// A Stripe API on 127.0.0.1 for the Stripe adapter's and the webhook's tests ('tested against a
// local HTTP server on loopback that speaks the Stripe API shapes the stripe SDK uses'). It answers what the
// adapter calls — PaymentIntents create and retrieve, and Refunds create — with Stripe's form-encoded
// requests, Bearer key check, Idempotency-Key replay and error bodies; tests settle an intent by hand and
// deliver webhook events signed exactly as Stripe signs them.

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error' | 'rate_limit_error';
  code?: string;
  decline_code?: string;
  message: string;
}

export interface PeerPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code?: string; decline_code?: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface PeerRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form fields as sent, keys in Stripe's bracket notation (`metadata[order_id]`). */
  form: Record<string, string>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export interface StripePeer {
  /** What createStripeProvider takes to call this peer instead of api.stripe.com. */
  connection: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  intents: Map<string, PeerPaymentIntent>;
  refunds: Map<string, PeerRefund>;
  requests: RecordedStripeRequest[];
  /** The card holder paid (Stripe.js confirmed): the intent is succeeded with its full amount received. */
  succeed(intentId: string): PeerPaymentIntent;
  /** The card was declined: the intent waits for another payment method, with Stripe's error on it. */
  fail(intentId: string, error?: Partial<StripeErrorBody>): PeerPaymentIntent;
  /** The next `count` requests are answered with this status and error instead (a 5xx outage, a 402). */
  failNext(status: number, error?: StripeErrorBody, count?: number): void;
  close(): Promise<void>;
}

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${token(7)}`,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

const errorBody = (error: StripeErrorBody) => ({ error });

export async function startStripePeer(options: { secretKey?: string } = {}): Promise<StripePeer> {
  const secretKey = options.secretKey ?? `sk_test_${token()}`;
  const intents = new Map<string, PeerPaymentIntent>();
  const refunds = new Map<string, PeerRefund>();
  const requests: RecordedStripeRequest[] = [];
  const failures: Array<{ status: number; error: StripeErrorBody }> = [];
  // Stripe keeps an idempotency key's first answer and replays it for the same parameters (API reference,
  // 'Idempotent requests'); other parameters under the same key are an idempotency_error.
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  function intentOr404(id: string): PeerPaymentIntent | { status: number; body: unknown } {
    const intent = intents.get(id);
    return (
      intent ?? {
        status: 404,
        body: errorBody({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
        }),
      }
    );
  }

  function route(
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(form.currency ?? '')) {
        return {
          status: 400,
          body: errorBody({
            type: 'invalid_request_error',
            code: 'parameter_invalid_integer',
            message: 'Invalid amount or currency.',
          }),
        };
      }
      const id = `pi_${token()}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) {
          metadata[match[1]] = value;
        }
      }
      const intent: PeerPaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${token()}`,
        description: form.description ?? null,
        metadata,
        last_payment_error: null,
        created: nowSeconds(),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve?.[1]) {
      const found = intentOr404(retrieve[1]);
      return 'object' in found ? { status: 200, body: found } : found;
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const found = intentOr404(form.payment_intent ?? '');
      if (!('object' in found)) {
        return found;
      }
      if (found.status !== 'succeeded') {
        return {
          status: 400,
          body: errorBody({
            type: 'invalid_request_error',
            code: 'charge_not_succeeded',
            message: `PaymentIntent ${found.id} does not have a successful charge to refund.`,
          }),
        };
      }
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === found.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? found.amount_received - refunded : Number(form.amount);
      if (amount < 1 || refunded + amount > found.amount_received) {
        return {
          status: 400,
          body: errorBody({
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${found.id} has already been refunded.`,
          }),
        };
      }
      const refund: PeerRefund = {
        id: `re_${token()}`,
        object: 'refund',
        amount,
        currency: found.currency,
        payment_intent: found.id,
        status: 'succeeded',
        created: nowSeconds(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: errorBody({
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      }),
    };
  }

  const server = createServer(async (incoming, response) => {
    const parts: Buffer[] = [];
    for await (const part of incoming) {
      parts.push(part as Buffer);
    }
    const text = Buffer.concat(parts).toString('utf8');
    const method = incoming.method ?? '';
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : text));
    requests.push({ method, path: url.pathname, headers: incoming.headers, form });

    if (incoming.headers.authorization !== `Bearer ${secretKey}`) {
      send(
        response,
        401,
        errorBody({ type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' }),
      );
      return;
    }
    const failure = failures.shift();
    if (failure) {
      send(response, failure.status, errorBody(failure.error));
      return;
    }
    const key = incoming.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && method === 'POST' ? key : null;
    const fingerprint = `${method} ${url.pathname} ${text}`;
    if (idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        send(
          response,
          400,
          errorBody({
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          }),
        );
        return;
      }
      if (earlier) {
        send(response, earlier.status, earlier.body, {
          'idempotency-key': idempotencyKey,
          'idempotent-replayed': 'true',
        });
        return;
      }
    }
    const answer = route(method, url.pathname, form);
    // Stripe does not keep 5xx answers for a key: the retry runs again. Everything else is kept.
    if (idempotencyKey && answer.status < 500) {
      idempotent.set(idempotencyKey, { fingerprint, status: answer.status, body: answer.body });
    }
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function intentOf(id: string): PeerPaymentIntent {
    const intent = intents.get(id);
    if (!intent) {
      throw new Error(`the Stripe peer has no PaymentIntent ${id}`);
    }
    return intent;
  }

  const peer: StripePeer = {
    connection: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    intents,
    refunds,
    requests,
    succeed(intentId) {
      const intent = intentOf(intentId);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
      });
      return structuredClone(intent);
    },
    fail(intentId, error = {}) {
      const intent = intentOf(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: error.code ?? 'card_declined',
        decline_code: error.decline_code ?? 'generic_decline',
        message: error.message ?? 'Your card was declined.',
      };
      return structuredClone(intent);
    },
    failNext(status, error, count = 1) {
      for (let index = 0; index < count; index += 1) {
        failures.push({
          status,
          error: error ?? { type: 'api_error', message: 'Something went wrong on our end (test).' },
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return peer;
}

/** A loopback port where nothing listens (one just freed), for 'Stripe does not answer'. */
export async function unusedLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A Stripe event around a PaymentIntent, as Stripe delivers it (API reference, 'The Event object'). */
export function paymentIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.created' | string,
  intent: PeerPaymentIntent | Record<string, unknown>,
  options: { id?: string; at?: Date } = {},
): StripeEvent {
  return {
    id: options.id ?? `evt_${token()}`,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: Math.floor((options.at?.getTime() ?? Date.now()) / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(intent) as Record<string, unknown> },
  };
}

/**
 * The `Stripe-Signature` header Stripe sends (Stripe docs, 'Verify signatures manually'): `t=` the Unix time
 * in seconds, `v1=` the hex HMAC-SHA256 of "t.payload" under the endpoint's signing secret.
 */
export function signStripePayload(payload: string, secret: string, timestampS: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampS}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${signature}`;
}

export interface WebhookDelivery {
  statusCode: number;
  body: string;
}

/**
 * POSTs `event` to the app's webhook (`app.inject`) or to a URL, signed with `secret` at `at` (default: now).
 * `header` replaces the signature header (null: none sent); `body` replaces the payload after signing (a
 * tampered delivery).
 */
export async function deliverWebhook(
  target: FastifyInstance | string,
  event: StripeEvent | Record<string, unknown>,
  options: { secret: string; at?: Date; header?: string | null; body?: string },
): Promise<WebhookDelivery> {
  const payload = JSON.stringify(event, null, 2);
  const timestampS = Math.floor((options.at?.getTime() ?? Date.now()) / 1000);
  const signature =
    options.header === undefined ? signStripePayload(payload, options.secret, timestampS) : options.header;
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    ...(signature === null ? {} : { 'stripe-signature': signature }),
  };
  const body = options.body ?? payload;
  if (typeof target === 'string') {
    const response = await fetch(target, { method: 'POST', headers, body });
    return { statusCode: response.status, body: await response.text() };
  }
  const response = await target.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers,
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.body };
}
