import {
  confirmSandboxPaymentEndpoint,
  confirmStripeReturnEndpoint,
  ErrorBodySchema,
  getPaymentConfigEndpoint,
  PAYMENT_MESSAGES,
  receiveStripeWebhookEndpoint,
  StripeWebhookAckSchema,
} from '@specsource/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderRouteDeps } from '../../domain/orders/order-route-deps.ts';
import { takeOrderWriteSlot } from '../../domain/orders/order-write-limit.ts';
import type { PaymentSucceededResult } from '../../domain/payments/fulfil-payment.ts';
import { SANDBOX_TEST_CARD_LIST } from '../../domain/payments/sandbox/sandbox-cards.ts';
import type { VerifiedStripeEvent } from '../../domain/payments/stripe/stripe-webhook.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import * as service from './payment-confirmation.service.ts';

export interface PaymentRoutesDeps extends OrderRouteDeps {
  /** STRIPE_WEBHOOK_SECRET; unset, the webhook route does not exist. */
  stripeWebhookSecret: string | undefined;
}

// A Stripe event is a few kilobytes; anything near this is not one.
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** What needs a person: money that arrived for a closed order, or for another amount than asked. */
function logFulfilment(log: FastifyBaseLogger, result: PaymentSucceededResult | undefined, source: string) {
  if (result?.outcome === 'order_closed') {
    log.warn(
      { orderId: result.orderId, orderStatus: result.orderStatus, source },
      'payment succeeded for a closed order; it stays closed — refund the payment at the provider',
    );
  } else if (result?.outcome === 'mismatch') {
    log.warn(
      { orderId: result.orderId, expected: result.expected, received: result.received, source },
      'payment amount or currency differs from the order; the order was not marked paid',
    );
  }
}

/** Which provider runs, the sandbox's confirm, Stripe's return page and webhook. */
export async function registerPaymentConfirmationRoutes(
  app: FastifyInstance,
  deps: PaymentRoutesDeps,
): Promise<void> {
  function callerOf(user: SessionUser, request: FastifyRequest): service.PaymentCaller {
    return { customerId: user.id, now: deps.now(), origin: deps.publicOrigin, ip: request.ip || null };
  }

  registerEndpoint(app, getPaymentConfigEndpoint, {
    access: 'public',
    handler: async () => ({
      provider: deps.payments.name,
      publishable_key: deps.payments.publishableKey,
      test_cards: deps.payments.name === 'sandbox' ? SANDBOX_TEST_CARD_LIST.map((card) => ({ ...card })) : [],
    }),
  });

  // Paying is the customer's own act on their own order (docs/spec/marketplace-spec.md §2 'Checkout').
  registerEndpoint(app, confirmSandboxPaymentEndpoint, {
    access: ['customer'],
    beforeBody: (_request, user) => takeOrderWriteSlot(deps, user),
    handler: async ({ body, user, request }) => {
      if (deps.payments.name !== 'sandbox') {
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.clientSecretInvalid);
      }
      const result = await service.confirmSandboxPayment(deps.db, body, callerOf(user, request));
      if (result.isMailQueued) {
        deps.onMailQueued();
      }
      return result.answer;
    },
  });

  registerEndpoint(app, confirmStripeReturnEndpoint, {
    access: ['customer'],
    handler: async ({ query, user, request }) => {
      const result = await service.confirmStripeReturn(
        deps.db,
        deps.payments,
        query.payment_intent,
        callerOf(user, request),
      );
      logFulfilment(request.log, result.fulfilment, 'stripe return page');
      if (result.isMailQueued) {
        deps.onMailQueued();
      }
      return result.answer;
    },
  });

  const secret = deps.stripeWebhookSecret;
  if (secret) {
    await registerStripeWebhook(app, { ...deps, secret });
  }
}

/**
 * The webhook lives in its own scope whose JSON parser keeps the raw bytes: the signature is over the body
 * exactly as Stripe sent it, and re-serialised JSON would not match. Stripe proves itself with that
 * signature, so the route is public and exempt from the CSRF check (config.csrf, platform/plugins/csrf.ts).
 */
async function registerStripeWebhook(
  app: FastifyInstance,
  deps: PaymentRoutesDeps & { secret: string },
): Promise<void> {
  // Loaded with the route, which exists only when Stripe is configured (the SDK verifies the signature).
  const { verifyStripeWebhook, WebhookSignatureError } = await import(
    '../../domain/payments/stripe/stripe-webhook.ts'
  );
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: receiveStripeWebhookEndpoint.method,
      url: receiveStripeWebhookEndpoint.path,
      config: { access: 'public', csrf: false },
      schema: {
        summary: receiveStripeWebhookEndpoint.summary,
        tags: [...receiveStripeWebhookEndpoint.tags],
        response: { 200: StripeWebhookAckSchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
      },
      handler: async (request) => {
        const header = request.headers['stripe-signature'];
        let event: VerifiedStripeEvent;
        try {
          event = verifyStripeWebhook({
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signatureHeader: Array.isArray(header) ? header[0] : header,
            secret: deps.secret,
            now: deps.now(),
          });
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            // The reason stays in our log; the caller learns only that it was refused.
            request.log.warn({ reason: error.message }, 'stripe webhook refused');
            throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.webhookSignatureInvalid);
          }
          throw error;
        }
        const outcome = await service.handleStripeEvent(deps.db, event, {
          now: deps.now(),
          origin: deps.publicOrigin,
        });
        request.log.info({ eventId: event.id, type: event.type, handled: outcome.handled }, 'stripe webhook');
        if (outcome.handled === 'succeeded') {
          logFulfilment(request.log, outcome.result, 'stripe webhook');
          if (outcome.result.outcome === 'paid') {
            deps.onMailQueued();
          }
        }
        // 2xx for every genuine event, handled or not, so Stripe stops redelivering it.
        return { received: true as const };
      },
    });
  });
}
