import { CUSTOMER_REQUEST_MESSAGES, OFFER_MESSAGES } from '@specsource/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { insertOffer, insertRequest } from '../../../test/request-factory.ts';
import { auditLog, reviewAttachments, reviews, selectedReviews } from '../../platform/db/schema/index.ts';

// Late on 23 November 2026 (UTC): promised dates count from that day, and a test can step past midnight.
const START = new Date('2026-11-23T23:50:00Z');
let clock = START;
const { app, database } = await buildTestApp({}, { now: () => clock });
const { db } = database;

const { adminClient, clientA, clientB, supplierClient, visitor, customerAId, keystone } = await requestCast(
  app,
  db,
  {
    username: 'mei.tan',
    email: 'mei.tan@example.com',
    password: 'violet-canal-morning-17',
  },
);

/**
 * A request of customer A for 3 units with three offers: two selected by the admin (through the real
 * route), one never selected, whose title must never reach the customer.
 */
async function requestWithSelection() {
  const request = await insertRequest(db, { customerId: customerAId, status: 'offered', quantity: 3 });
  const cheap = await insertOffer(db, {
    requestId: request.id,
    supplierId: keystone,
    title: 'KP-200 standard',
    costMinor: 125_050,
    leadTime: 3,
    validUntil: '2026-11-23',
  });
  const fast = await insertOffer(db, {
    requestId: request.id,
    supplierId: keystone,
    title: 'KP-300 express',
    costMinor: 180_000,
    leadTime: 1,
  });
  const hidden = await insertOffer(db, {
    requestId: request.id,
    supplierId: keystone,
    title: 'UNSELECTED-OFFER',
  });
  const selected = await adminClient.post('/api/request_reviews_create/', {
    request_id: request.id,
    reviews: [cheap.id, fast.id],
  });
  expect(selected.statusCode).toBe(200);
  return { request, cheap, fast, hidden };
}

const choose = (client: typeof clientA, requestId: number, reviewId: number) =>
  client.post('/api/selected-review-id/', { id: reviewId, request_id: requestId });

async function chosenIds(requestId: number): Promise<number[]> {
  const rows = await db
    .select({ reviewId: selectedReviews.reviewId, chosenAt: selectedReviews.chosenAt })
    .from(selectedReviews)
    .where(eq(selectedReviews.requestId, requestId))
    .orderBy(asc(selectedReviews.reviewId));
  return rows.filter((row) => row.chosenAt !== null).map((row) => row.reviewId);
}

describe('GET /api/user/requests/', () => {
  it("lists the customer's own requests with selected offers counted, never another customer's", async () => {
    const { request, cheap } = await requestWithSelection();
    await choose(clientA, request.id, cheap.id);
    const response = await clientA.get(`/api/user/requests/?search=${request.orderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: request.id,
          order_id: request.orderId,
          part: { id: request.partId, title: 'Pump', slug: 'pump' },
          status: 'offers_selected',
          quantity: 3,
          created_at: expect.any(String),
          selected_offer_count: 2,
          chosen_review_id: cheap.id,
        },
      ],
    });
    expect(response.body).not.toContain('UNSELECTED-OFFER');
    const other = await clientB.get('/api/user/requests/');
    expect(other.json().results.map((row: { id: number }) => row.id)).not.toContain(request.id);
  });

  it('pages by 10 and answers 401 to visitors, 403 to admins and suppliers', async () => {
    for (let index = 0; index < 11; index++) {
      await insertRequest(db, { customerId: customerAId });
    }
    const second = await clientA.get('/api/user/requests/?page=2&field=status&order_by=asc');
    expect(second.statusCode).toBe(200);
    expect(second.json().previous).toBe('/api/user/requests/?page=1&field=status&order_by=asc');
    expect((await visitor.get('/api/user/requests/')).statusCode).toBe(401);
    for (const client of [adminClient, supplierClient]) {
      expect((await client.get('/api/user/requests/')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/user/requests/:order_id/', () => {
  it('answers only the selected offers, without the supplier, with subtotal and promised date', async () => {
    const { request, cheap, fast } = await requestWithSelection();
    await db.insert(reviewAttachments).values({
      reviewId: fast.id,
      storageKey: 'k3yfortestonly0000000000000000aa',
      originalName: 'datasheet.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    });
    await db.update(reviews).set({ notes: 'Price FOB Chicago' }).where(eq(reviews.id, cheap.id));
    const response = await clientA.get(`/api/user/requests/${request.orderId}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: request.id,
      order_id: request.orderId,
      quantity: 3,
      chosen_review_id: null,
    });
    expect(body.offers).toEqual([
      {
        id: cheap.id,
        title: 'KP-200 standard',
        cost: '1250.50',
        currency: 'USD',
        cost_unit: 'each',
        lead_time: 3,
        unit: 'weeks',
        quantity: 1,
        valid_until: '2026-11-23',
        // The supplier's own terms reach the customer with the offer.
        notes: 'Price FOB Chicago',
        is_expired: false,
        attachments: [],
        // 3 × 1250.50; 23 November + 3 weeks.
        subtotal: '3751.50',
        promised_date: '2026-12-14',
        chosen: false,
      },
      expect.objectContaining({
        id: fast.id,
        subtotal: '5400.00',
        promised_date: '2026-11-30',
        attachments: [
          expect.objectContaining({ name: 'datasheet.pdf', deleted: false, url: expect.any(String) }),
        ],
      }),
    ]);
    expect(response.body).not.toContain('UNSELECTED-OFFER');
    expect(response.body).not.toContain('keystone');
    expect(response.body).not.toContain('supplier');

    // An admin sees what the customer sees.
    expect((await adminClient.get(`/api/user/requests/${request.orderId}/`)).json().offers).toHaveLength(2);
  });

  it('leaves out an offer withdrawn after selection, and answers an empty list before any selection', async () => {
    const { request, fast } = await requestWithSelection();
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, fast.id));
    const offers = (await clientA.get(`/api/user/requests/${request.orderId}/`)).json().offers;
    expect(offers.map((offer: { id: number }) => offer.id)).not.toContain(fast.id);

    const fresh = await insertRequest(db, { customerId: customerAId, status: 'offered' });
    await insertOffer(db, { requestId: fresh.id, supplierId: keystone, title: 'UNSELECTED-OFFER' });
    const empty = await clientA.get(`/api/user/requests/${fresh.orderId}/`);
    expect(empty.json().offers).toEqual([]);
    expect(empty.body).not.toContain('UNSELECTED-OFFER');
  });

  it("answers another customer's or an unknown order id like a missing one; 401/403 to others", async () => {
    const { request } = await requestWithSelection();
    for (const url of [`/api/user/requests/${request.orderId}/`, '/api/user/requests/not-an-order/']) {
      const response = await clientB.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toBe(CUSTOMER_REQUEST_MESSAGES.requestNotFound);
    }
    expect((await visitor.get(`/api/user/requests/${request.orderId}/`)).statusCode).toBe(401);
    expect((await supplierClient.get(`/api/user/requests/${request.orderId}/`)).statusCode).toBe(403);
  });
});

describe('POST /api/selected-review-id/', () => {
  it('picks a selected offer, moves the pick to another, and audits each change', async () => {
    const { request, cheap, fast } = await requestWithSelection();
    const first = await choose(clientA, request.id, cheap.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: CUSTOMER_REQUEST_MESSAGES.chosen, chosen_review_id: cheap.id });
    expect(await chosenIds(request.id)).toEqual([cheap.id]);

    expect((await choose(clientA, request.id, fast.id)).json().chosen_review_id).toBe(fast.id);
    expect(await chosenIds(request.id)).toEqual([fast.id]);
    // The same pick again changes nothing.
    expect((await choose(clientA, request.id, fast.id)).statusCode).toBe(200);

    const audits = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request_choice'), eq(auditLog.entityId, String(request.id))))
      .orderBy(asc(auditLog.id));
    expect(audits).toEqual([
      { before: { chosen_review_id: null }, after: { chosen_review_id: cheap.id } },
      { before: { chosen_review_id: cheap.id }, after: { chosen_review_id: fast.id } },
    ]);
    const detail = (await clientA.get(`/api/user/requests/${request.orderId}/`)).json();
    expect(detail.chosen_review_id).toBe(fast.id);
    expect(detail.offers.map((offer: { chosen: boolean }) => offer.chosen)).toEqual([false, true]);
  });

  it('refuses an offer not selected for the request, and one expired at that moment', async () => {
    const { request, cheap, hidden } = await requestWithSelection();
    const other = await requestWithSelection();
    for (const id of [hidden.id, other.fast.id, 999_999]) {
      const response = await choose(clientA, request.id, id);
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json().field_errors).toEqual({ id: [CUSTOMER_REQUEST_MESSAGES.notSelected] });
    }
    clock = new Date('2026-11-24T00:05:00Z');
    try {
      const expired = await choose(clientA, request.id, cheap.id);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().field_errors).toEqual({ id: [OFFER_MESSAGES.expired] });
      const detail = (await clientA.get(`/api/user/requests/${request.orderId}/`)).json();
      expect(detail.offers[0]).toMatchObject({ id: cheap.id, is_expired: true, promised_date: '2026-12-15' });
    } finally {
      clock = START;
    }
    expect(await chosenIds(request.id)).toEqual([]);
  });

  it("answers 409 once the request is ordered, 404 for another customer's request, 403 to admins", async () => {
    const { request, cheap } = await requestWithSelection();
    const notYours = await choose(clientB, request.id, cheap.id);
    expect(notYours.statusCode).toBe(404);
    expect((await choose(adminClient, request.id, cheap.id)).statusCode).toBe(403);
    expect((await choose(supplierClient, request.id, cheap.id)).statusCode).toBe(403);
    expect(
      (await visitor.post('/api/selected-review-id/', { id: cheap.id, request_id: request.id })).statusCode,
    ).toBe(401);

    const ordered = await insertRequest(db, { customerId: customerAId, status: 'ordered' });
    const closed = await choose(clientA, ordered.id, cheap.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe(CUSTOMER_REQUEST_MESSAGES.requestClosed);
    expect(await chosenIds(request.id)).toEqual([]);
  });
});
