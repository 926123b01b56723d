import { ORDER_STATUSES, PAYMENT_STATUSES } from '@specsource/contracts/orders';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';
import { currencyCode, minorUnits } from './money.ts';
import { reviews, reviewVersions } from './offers.ts';
import { requests } from './requests.ts';
import { users } from './users.ts';

// The status lists are the contract's, so the database enum and the wire never disagree.
export {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@specsource/contracts/orders';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** Used by orders and payments alike: payment progress is kept apart from fulfilment. */
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** A billing or shipping address (docs/spec/marketplace-spec.md §3 'Address'). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    phoneNo: text().notNull().default(''),
    streetNo: text().notNull(),
    buildingSuitNo: text().notNull().default(''),
    city: text().notNull(),
    // Two-letter US state or territory abbreviation.
    state: text().notNull(),
    zipCode: text().notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

/** One order per request; the amounts are computed by the server from the offer version ordered. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'restrict' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'restrict' }),
    reviewVersion: integer().notNull(),
    // The supplier of the ordered offer, copied so supplier lists and access checks need no join.
    supplierId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    unitCostMinor: minorUnits().notNull(),
    subtotalMinor: minorUnits().notNull(),
    taxMinor: minorUnits().notNull().default(0),
    totalMinor: minorUnits().notNull(),
    currency: currencyCode(),
    status: orderStatus().notNull().default('pending_payment'),
    paymentStatus: paymentStatus().notNull().default('unpaid'),
    // 'stripe' or 'sandbox' at create; the order update screen offers debit or credit card.
    paymentMethod: text().notNull(),
    billingAddressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    shippingAddressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    poNumber: text(),
    reference: text(),
    trackingCarrier: text(),
    trackingNumber: text(),
    paidAt: instant(),
    shippedAt: instant(),
    deliveredAt: instant(),
    cancelledAt: instant(),
    refundedAt: instant(),
    ...timestamps,
  },
  (t) => [
    // docs/spec/marketplace-spec.md §8 'Order for this request already exists'.
    unique('orders_request_id_unique').on(t.requestId),
    foreignKey({
      name: 'orders_review_version_fk',
      columns: [t.reviewId, t.reviewVersion],
      foreignColumns: [reviewVersions.reviewId, reviewVersions.version],
    }).onDelete('restrict'),
    index('orders_customer_id_created_at_idx').on(t.customerId, t.createdAt),
    index('orders_supplier_id_created_at_idx').on(t.supplierId, t.createdAt),
    index('orders_review_id_idx').on(t.reviewId),
    index('orders_status_idx').on(t.status),
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'orders_amounts_consistent',
      sql`${t.subtotalMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.taxMinor}`,
    ),
  ],
);
