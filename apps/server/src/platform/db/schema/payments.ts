import { PAYMENT_PROVIDER_NAMES } from '@specsource/contracts/orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';
import { currencyCode, minorUnits } from './money.ts';
import { orders, paymentStatus } from './orders.ts';

// The provider names are the contract's, so the database enum and the wire never disagree.
export type { PaymentProviderName } from '@specsource/contracts/orders';

export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDER_NAMES);

/** A payment attempt with a provider (a Stripe PaymentIntent, reused on retry). Card data is never stored. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: paymentProvider().notNull(),
    // The provider's id, e.g. the PaymentIntent id.
    providerRef: text().notNull(),
    clientSecret: text(),
    amountMinor: minorUnits().notNull(),
    currency: currencyCode(),
    status: paymentStatus().notNull().default('unpaid'),
    lastError: text(),
    // The provider's refund id; unique, so an order is refunded exactly once.
    refundRef: text(),
    refundedAt: instant(),
    ...timestamps,
  },
  (t) => [
    unique('payments_provider_ref_unique').on(t.provider, t.providerRef),
    unique('payments_order_id_provider_unique').on(t.orderId, t.provider),
    unique('payments_refund_ref_unique').on(t.refundRef),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Webhook events received, deduplicated on the provider's event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial().primaryKey(),
    provider: paymentProvider().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: instant().notNull().defaultNow(),
    processedAt: instant(),
  },
  (t) => [
    unique('payment_events_provider_event_id_unique').on(t.provider, t.eventId),
    index('payment_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);
