import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../../test/test-database.ts';
import type { Database, DatabaseConnection } from '../database.ts';
import * as schema from './index.ts';

const { addresses, orders, parts, partTypes, requests, reviews, reviewVersions, selectedReviews, users } =
  schema;

let connection: DatabaseConnection;
let db: Database;
let ids: {
  customer: number;
  supplier: number;
  part: number;
  request: number;
  review: number;
  address: number;
};

// The rules later features rely on the database to keep, whatever the code above it does.
beforeAll(async () => {
  connection = await createEmptyTestDatabase();
  db = connection.db;

  const [customer, supplier] = await db
    .insert(users)
    .values([
      { username: 'buyer', email: 'buyer@example.com' },
      { username: 'seller', email: 'seller@example.com', role: 'supplier' },
    ])
    .returning();
  const [type] = await db.insert(partTypes).values({ name: 'Pump', config: pumpConfig() }).returning();
  const [part] = await db
    .insert(parts)
    .values({ slug: 'pump', title: 'Pump', partTypeId: type?.id })
    .returning();
  const [request] = await db
    .insert(requests)
    .values({
      orderId: 'r-1',
      partId: part?.id ?? 0,
      customerId: customer?.id ?? 0,
      answer: answerOf(part?.id),
    })
    .returning();
  const terms = { title: 'Offer', costMinor: 125_000, costUnit: 'each', leadTime: 3 };
  const [review] = await db
    .insert(reviews)
    .values({ requestId: request?.id ?? 0, supplierId: supplier?.id ?? 0, ...terms })
    .returning();
  await db.insert(reviewVersions).values({ reviewId: review?.id ?? 0, version: 1, ...terms });
  const [address] = await db
    .insert(addresses)
    .values({
      firstName: 'A',
      email: 'a@example.com',
      streetNo: '1 Main St',
      city: 'Reno',
      state: 'NV',
      zipCode: '89501',
    })
    .returning();
  ids = {
    customer: customer?.id ?? 0,
    supplier: supplier?.id ?? 0,
    part: part?.id ?? 0,
    request: request?.id ?? 0,
    review: review?.id ?? 0,
    address: address?.id ?? 0,
  };
});

afterAll(async () => {
  await connection.close();
});

function pumpConfig(): schema.PartTypeConfig {
  const off = {
    instantResults: false,
    firstPrinciples: false,
    matchResults: false,
    feedback: false,
    pricingEstimates: false,
  };
  return {
    features: off,
    loading: { title: '', subtitle: '' },
    results: { showFirstPrinciples: false, showTopMatches: false, showNoMatchPanel: false, maxMatches: 0 },
    comingSoon: {
      enabled: false,
      title: '',
      message: '',
      actionText: '',
      estimatedLaunch: null,
      features: [],
      notify: false,
    },
    meta: { displayName: 'Pump', pluralName: 'Pumps', databaseTotal: null, icon: '', color: '' },
  };
}

function answerOf(partId: number | undefined) {
  return {
    id: partId ?? 0,
    slug: 'pump',
    title: 'Pump',
    description: '',
    part_type: 'pump',
    partclassification_set: [],
  };
}

function orderValues(overrides: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert {
  return {
    requestId: ids.request,
    customerId: ids.customer,
    reviewId: ids.review,
    reviewVersion: 1,
    supplierId: ids.supplier,
    quantity: 2,
    unitCostMinor: 125_000,
    subtotalMinor: 250_000,
    taxMinor: 0,
    totalMinor: 250_000,
    paymentMethod: 'sandbox',
    billingAddressId: ids.address,
    shippingAddressId: ids.address,
    ...overrides,
  };
}

describe('schema constraints', () => {
  it('stores e-mail lower-cased only, so uniqueness is case-insensitive', async () => {
    await expect(db.insert(users).values({ username: 'x', email: 'Buyer@Example.com' })).rejects.toThrow();
  });

  it('matches part type names case-insensitively', async () => {
    await expect(db.insert(partTypes).values({ name: 'PUMP', config: pumpConfig() })).rejects.toThrow();
  });

  it('refuses an order for an offer version that does not exist, or with inconsistent totals', async () => {
    await expect(db.insert(orders).values(orderValues({ reviewVersion: 2 }))).rejects.toThrow();
    await expect(db.insert(orders).values(orderValues({ totalMinor: 1 }))).rejects.toThrow();
  });

  it('allows one order per request', async () => {
    const [order] = await db.insert(orders).values(orderValues()).returning();
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid', totalMinor: 250_000 });
    await expect(db.insert(orders).values(orderValues())).rejects.toThrow();
  });

  it('lets the customer choose one selected offer per request', async () => {
    const terms = {
      title: 'Second',
      costMinor: 9_900,
      costUnit: 'each',
      leadTime: 1,
      supplierId: ids.supplier,
    };
    const [other] = await db
      .insert(reviews)
      .values({ requestId: ids.request, ...terms })
      .returning();
    await db.insert(selectedReviews).values([
      { requestId: ids.request, reviewId: ids.review, chosenAt: new Date() },
      { requestId: ids.request, reviewId: other?.id ?? 0 },
    ]);
    await expect(
      db
        .update(selectedReviews)
        .set({ chosenAt: new Date() })
        .where(eq(selectedReviews.reviewId, other?.id ?? 0)),
    ).rejects.toThrow();
  });
});
