import { OFFER_MESSAGES, REVIEW_SELECTION_MESSAGES } from '@specsource/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { insertOffer, insertRequest, userIdByUsername, userIdOf } from '../../../test/request-factory.ts';
import { auditLog, mailOutbox, requests, reviews, selectedReviews } from '../../platform/db/schema/index.ts';

// The app's clock: late on 23 November 2026 (UTC), so a test can step into the next day within a session.
const START = new Date('2026-11-23T23:50:00Z');
let clock = START;
const { app, database } = await buildTestApp({}, { now: () => clock });
const { db } = database;

const {
  customerA,
  customerB,
  adminClient,
  clientA,
  clientB,
  supplierClient,
  visitor,
  customerAId,
  keystone,
} = await requestCast(app, db, {
  username: 'olu.bello',
  email: 'olu.bello@example.com',
  password: 'quiet-harbour-lantern-42',
  firstName: 'Olu',
});
const customerBId = await userIdOf(db, customerB.email);
const harbor = await userIdByUsername(db, 'harbor-industrial');

/** An offered request of customer A with two offers (keystone, harbor). */
async function offeredRequest(options: { customerId?: number; validUntil?: string } = {}) {
  const request = await insertRequest(db, {
    customerId: options.customerId ?? customerAId,
    status: 'offered',
  });
  const first = await insertOffer(db, {
    requestId: request.id,
    supplierId: keystone,
    title: 'KP-200 end-suction',
  });
  const second = await insertOffer(db, {
    requestId: request.id,
    supplierId: harbor,
    title: 'HI split-case',
    costMinor: 99_000,
    validUntil: options.validUntil,
  });
  return { request, first, second };
}

const select = (requestId: unknown, reviewIds: unknown) =>
  adminClient.post('/api/request_reviews_create/', { request_id: requestId, reviews: reviewIds });

async function statusOf(table: 'request' | 'review', id: number) {
  const source = table === 'request' ? requests : reviews;
  const [row] = await db.select({ status: source.status }).from(source).where(eq(source.id, id));
  return row?.status;
}

async function selectedIds(requestId: number): Promise<number[]> {
  const rows = await db
    .select({ reviewId: selectedReviews.reviewId })
    .from(selectedReviews)
    .where(eq(selectedReviews.requestId, requestId))
    .orderBy(asc(selectedReviews.reviewId));
  return rows.map((row) => row.reviewId);
}

async function transitions(entity: 'request' | 'review', ids: number[]) {
  return db
    .select({ entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'transition'),
        eq(auditLog.entity, entity),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));
}

async function mailsFor(orderId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${orderId}`));
}

describe('GET /api/request/', () => {
  it('shows admins every request and each customer only their own, with offer counts', async () => {
    const ofA = await offeredRequest();
    const ofB = await offeredRequest({ customerId: customerBId });
    await select(ofA.request.id, [ofA.first.id]);

    const all = await adminClient.get(`/api/request/?search=${ofA.request.orderId}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(all.json().results[0]).toEqual({
      id: ofA.request.id,
      order_id: ofA.request.orderId,
      part: { id: ofA.request.partId, title: 'Pump', slug: 'pump' },
      status: 'offers_selected',
      quantity: 1,
      created_at: expect.any(String),
      offer_count: 2,
      selected_count: 1,
    });
    expect((await adminClient.get(`/api/request/?search=${ofB.request.orderId}`)).json().count).toBe(1);

    const ownOrderIds = async (client: typeof clientA) => {
      const response = await client.get('/api/request/?field=created_at&order_by=desc');
      expect(response.statusCode).toBe(200);
      return response.json().results.map((row: { order_id: string }) => row.order_id);
    };
    expect(await ownOrderIds(clientA)).toContain(ofA.request.orderId);
    expect(await ownOrderIds(clientA)).not.toContain(ofB.request.orderId);
    expect(await ownOrderIds(clientB)).toEqual([ofB.request.orderId]);
    expect((await clientB.get(`/api/request/?search=${ofA.request.orderId}`)).json().count).toBe(0);
    // The customer learns of the selected offer only, not of the one left out.
    const own = await clientA.get(`/api/request/?search=${ofA.request.orderId}`);
    expect(own.json().results[0]).toMatchObject({ offer_count: 1, selected_count: 1 });
  });

  it('searches by part title, sorts by the allowed fields and refuses others', async () => {
    const valve = await insertRequest(db, { customerId: customerBId, partSlug: 'valve' });
    const byTitle = await clientB.get('/api/request/?search=VALV');
    expect(byTitle.json().results.map((row: { id: number }) => row.id)).toEqual([valve.id]);
    const sorted = await adminClient.get('/api/request/?field=part&order_by=desc');
    const titles = sorted.json().results.map((row: { part: { title: string } }) => row.part.title);
    expect(titles).toEqual([...titles].sort().reverse());
    const bad = await adminClient.get('/api/request/?field=customer');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(['field']);
  });

  it('answers 401 to visitors and 403 to suppliers', async () => {
    expect((await visitor.get('/api/request/')).statusCode).toBe(401);
    expect((await supplierClient.get('/api/request/')).statusCode).toBe(403);
  });
});

describe('GET /api/request_reviews/:order_id', () => {
  it("lists the request's offers with supplier, selection and expiry by the app's clock", async () => {
    const { request, first, second } = await offeredRequest({ validUntil: '2026-11-22' });
    const response = await adminClient.get(`/api/request_reviews/${request.orderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: first.id,
        title: 'KP-200 end-suction',
        cost: '1250.00',
        currency: 'USD',
        cost_unit: 'each',
        lead_time: 3,
        unit: 'weeks',
        quantity: 1,
        valid_until: '2099-12-31',
        status: 'submitted',
        is_expired: false,
        selected: false,
        supplier: { id: keystone, username: 'keystone-pump' },
        version: 1,
      },
      expect.objectContaining({
        id: second.id,
        cost: '990.00',
        is_expired: true,
        supplier: expect.any(Object),
      }),
    ]);
  });

  it('answers 404 for an unknown order id, 401 to visitors and 403 to customers and suppliers', async () => {
    const { request } = await offeredRequest();
    const missing = await adminClient.get('/api/request_reviews/no-such-order');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(REVIEW_SELECTION_MESSAGES.requestNotFound);
    expect((await visitor.get(`/api/request_reviews/${request.orderId}`)).statusCode).toBe(401);
    for (const client of [clientA, supplierClient]) {
      expect((await client.get(`/api/request_reviews/${request.orderId}`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/request_reviews_create/', () => {
  it("selects offers: rows, offer and request states, one audit row per move, and the customer's mail", async () => {
    const { request, first, second } = await offeredRequest();
    const response = await select(request.id, [second.id, first.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Offers selected successfully',
      selected: [first.id, second.id].sort((a, b) => a - b),
    });
    expect(await selectedIds(request.id)).toEqual([first.id, second.id].sort((a, b) => a - b));
    expect(await statusOf('review', first.id)).toBe('selected');
    expect(await statusOf('review', second.id)).toBe('selected');
    expect(await statusOf('request', request.id)).toBe('offers_selected');
    expect(await transitions('request', [request.id])).toEqual([
      { entityId: String(request.id), before: { status: 'offered' }, after: { status: 'offers_selected' } },
    ]);
    expect(await transitions('review', [first.id, second.id])).toHaveLength(2);

    const [mail, ...others] = await mailsFor(request.orderId);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(customerA.email);
    expect(mail?.subject).toBe(`Offers are ready for your request ${request.orderId}`);
    expect(mail?.text).toContain(`/user/requests/?template=request-details&order_id=${request.orderId}`);
    expect(mail?.text).toContain('2 offers are ready');

    // The same selection again changes nothing: no new rows, moves or mail.
    expect((await select(request.id, [first.id, second.id])).statusCode).toBe(200);
    expect(await selectedIds(request.id)).toHaveLength(2);
    expect(await transitions('review', [first.id, second.id])).toHaveLength(2);
    expect(await transitions('request', [request.id])).toHaveLength(1);
    expect(await mailsFor(request.orderId)).toHaveLength(1);
  });

  it('sets the selection: an offer left out goes back to submitted, unless the customer picked it', async () => {
    const { request, first, second } = await offeredRequest();
    await select(request.id, [first.id, second.id]);
    const narrowed = await select(request.id, [first.id]);
    expect(narrowed.json().selected).toEqual([first.id]);
    expect(await selectedIds(request.id)).toEqual([first.id]);
    expect(await statusOf('review', second.id)).toBe('submitted');
    expect(await transitions('review', [second.id])).toEqual([
      { entityId: String(second.id), before: { status: 'submitted' }, after: { status: 'selected' } },
      { entityId: String(second.id), before: { status: 'selected' }, after: { status: 'submitted' } },
    ]);
    // A new set is news for the customer: a second mail.
    expect(await mailsFor(request.orderId)).toHaveLength(2);

    await db
      .update(selectedReviews)
      .set({ chosenAt: clock })
      .where(and(eq(selectedReviews.requestId, request.id), eq(selectedReviews.reviewId, first.id)));
    const third = await insertOffer(db, { requestId: request.id, supplierId: harbor, title: 'HI inline' });
    const replaced = await select(request.id, [third.id]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().selected).toEqual([first.id, third.id]);
    expect(await statusOf('review', first.id)).toBe('selected');
  });

  it('drops an offer withdrawn since it was selected without moving it out of withdrawn', async () => {
    const { request, first, second } = await offeredRequest();
    await select(request.id, [first.id, second.id]);
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, second.id));
    const response = await select(request.id, [first.id]);
    expect(response.statusCode).toBe(200);
    expect(await selectedIds(request.id)).toEqual([first.id]);
    expect(await statusOf('review', second.id)).toBe('withdrawn');
    expect(await transitions('review', [second.id])).toHaveLength(1);
  });

  it("refuses an empty choice with 'Fill the form' under reviews", async () => {
    const { request } = await offeredRequest();
    for (const reviewIds of [[], undefined]) {
      const response = await select(request.id, reviewIds);
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toEqual({ reviews: ['Fill the form'] });
    }
    expect(await selectedIds(request.id)).toEqual([]);
  });

  it("refuses another request's offer, a withdrawn one and one expired by the clock, changing nothing", async () => {
    const { request, first, second } = await offeredRequest({ validUntil: '2026-11-23' });
    const other = await offeredRequest({ customerId: customerBId });
    const foreign = await select(request.id, [first.id, other.first.id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field_errors).toEqual({ reviews: [REVIEW_SELECTION_MESSAGES.notOfRequest] });

    const withdrawn = await insertOffer(db, {
      requestId: request.id,
      supplierId: harbor,
      status: 'withdrawn',
    });
    const refused = await select(request.id, [withdrawn.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.reviews[0]).toContain(REVIEW_SELECTION_MESSAGES.notSelectable);

    // Valid through 23 November: fine late that day, expired minutes after midnight.
    clock = new Date('2026-11-24T00:05:00Z');
    try {
      const expired = await select(request.id, [first.id, second.id]);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().field_errors).toEqual({
        reviews: [`'HI split-case': ${OFFER_MESSAGES.expired}`],
      });
    } finally {
      clock = START;
    }
    expect(await selectedIds(request.id)).toEqual([]);
    expect(await statusOf('review', first.id)).toBe('submitted');
    expect(await statusOf('request', request.id)).toBe('offered');
    expect(await mailsFor(request.orderId)).toEqual([]);
    expect((await select(request.id, [second.id])).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request and 409 for one that is ordered or has no offers yet', async () => {
    const missing = await select(999_999, [1]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(REVIEW_SELECTION_MESSAGES.requestNotFound);
    for (const status of ['ordered', 'submitted', 'cancelled'] as const) {
      const request = await insertRequest(db, { customerId: customerAId, status });
      const offer = await insertOffer(db, { requestId: request.id, supplierId: keystone });
      const response = await select(request.id, [offer.id]);
      expect(response.statusCode, status).toBe(409);
      expect(await statusOf('request', request.id)).toBe(status);
    }
  });

  it('answers 401 to visitors and 403 to customers and suppliers', async () => {
    const { request, first } = await offeredRequest();
    const body = { request_id: request.id, reviews: [first.id] };
    expect((await visitor.post('/api/request_reviews_create/', body)).statusCode).toBe(401);
    for (const client of [clientA, supplierClient]) {
      expect((await client.post('/api/request_reviews_create/', body)).statusCode).toBe(403);
    }
    expect(await selectedIds(request.id)).toEqual([]);
  });
});
