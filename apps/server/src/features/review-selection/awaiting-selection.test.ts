import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { requestCast } from '../../../test/request-cast.ts';
import { insertOffer, insertRequest, userIdByUsername } from '../../../test/request-factory.ts';
import { reviews } from '../../platform/db/schema/index.ts';

// The app's clock; offers are stamped an hour or more before it unless a test says otherwise.
const NOW = new Date('2026-11-23T12:00:00Z');
const { app, database } = await buildTestApp({}, { now: () => NOW });
const { db } = database;
const { adminClient, clientA, supplierClient, visitor, customerAId, keystone } = await requestCast(app, db, {
  username: 'rhea.okafor',
  email: 'rhea.okafor@example.com',
  password: 'amber-turbine-chorus-17',
});
const harbor = await userIdByUsername(db, 'harbor-industrial');

const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

/** An offer on `requestId` that came in (or last changed) at `at`. */
async function offerAt(
  requestId: number,
  at: Date,
  options: { validUntil?: string; supplierId?: number } = {},
) {
  const offer = await insertOffer(db, {
    requestId,
    supplierId: options.supplierId ?? keystone,
    validUntil: options.validUntil,
  });
  await db.update(reviews).set({ updatedAt: at }).where(eq(reviews.id, offer.id));
  return offer;
}

async function offeredRequest(waitingSince: Date) {
  const request = await insertRequest(db, { customerId: customerAId, status: 'offered' });
  const offer = await offerAt(request.id, waitingSince);
  return { request, offer };
}

const queue = (query = '') => adminClient.get(`/api/request/awaiting-selection/${query}`);
const queued = async (orderId: string) => (await queue(`?search=${orderId}`)).json().results;

describe('GET /api/request/awaiting-selection/', () => {
  it('lists an open request with offers nobody has chosen among, with how many and since when', async () => {
    const { request } = await offeredRequest(hoursBefore(5));
    await offerAt(request.id, hoursBefore(2), { supplierId: harbor });

    const response = await queue(`?search=${request.orderId}`);
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
          status: 'offered',
          quantity: 1,
          created_at: expect.any(String),
          offer_count: 2,
          selected_count: 0,
          waiting_offer_count: 2,
          waiting_since: hoursBefore(5).toISOString(),
        },
      ],
    });
  });

  it('leaves out requests with no offer to choose: none yet, expired, withdrawn, or the request closed', async () => {
    const noOffers = await insertRequest(db, { customerId: customerAId, status: 'submitted' });
    const expired = await insertRequest(db, { customerId: customerAId, status: 'offered' });
    await offerAt(expired.id, hoursBefore(3), { validUntil: '2026-11-22' });
    const withdrawn = await insertRequest(db, { customerId: customerAId, status: 'offered' });
    const offer = await offerAt(withdrawn.id, hoursBefore(3));
    await db.update(reviews).set({ status: 'withdrawn' }).where(eq(reviews.id, offer.id));
    const cancelled = await insertRequest(db, { customerId: customerAId, status: 'cancelled' });
    await offerAt(cancelled.id, hoursBefore(3));

    for (const request of [noOffers, expired, withdrawn, cancelled]) {
      expect(await queued(request.orderId)).toEqual([]);
    }
    // Valid through today (the app's clock) still counts.
    const lastDay = await insertRequest(db, { customerId: customerAId, status: 'offered' });
    await offerAt(lastDay.id, hoursBefore(3), { validUntil: '2026-11-23' });
    expect(await queued(lastDay.orderId)).toHaveLength(1);
  });

  it('drops a request once an admin saves its selection, even with an offer left out; a newer offer brings it back', async () => {
    const { request, offer } = await offeredRequest(hoursBefore(4));
    const leftOut = await offerAt(request.id, hoursBefore(3), { supplierId: harbor });

    const saved = await adminClient.post('/api/request_reviews_create/', {
      request_id: request.id,
      reviews: [offer.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(await queued(request.orderId)).toEqual([]);

    // The supplier changes the left-out offer after the admin chose: it waits again, alone.
    const changedAt = new Date(NOW.getTime() + 60_000);
    await db.update(reviews).set({ updatedAt: changedAt }).where(eq(reviews.id, leftOut.id));
    expect(await queued(request.orderId)).toMatchObject([
      {
        status: 'offers_selected',
        offer_count: 2,
        waiting_offer_count: 1,
        waiting_since: changedAt.toISOString(),
        selected_count: 1,
      },
    ]);
  });

  it('puts the longest-waiting request first, and the newest first when asked', async () => {
    const made = [];
    for (const hours of [30, 50, 40]) {
      made.push((await offeredRequest(hoursBefore(hours))).request);
    }
    const ids = made.map((request) => request.id);
    const all = (await queue('?page=1')).json();
    const ours = all.results.filter((row: { id: number }) => ids.includes(row.id));
    expect(ours.map((row: { id: number }) => row.id)).toEqual([made[1]?.id, made[2]?.id, made[0]?.id]);
    expect(all.count).toBeGreaterThanOrEqual(3);

    const newest = (await queue('?field=waiting_since&order_by=desc')).json().results;
    const oursNewest = newest.filter((row: { id: number }) => ids.includes(row.id));
    expect(oursNewest.map((row: { id: number }) => row.id)).toEqual([made[0]?.id, made[2]?.id, made[1]?.id]);
  });

  it('is for admins: customers and suppliers are refused, visitors asked to sign in, bad sorts named', async () => {
    expect((await clientA.get('/api/request/awaiting-selection/')).statusCode).toBe(403);
    expect((await supplierClient.get('/api/request/awaiting-selection/')).statusCode).toBe(403);
    expect((await visitor.get('/api/request/awaiting-selection/')).statusCode).toBe(401);

    const bad = await queue('?field=supplier');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field_errors: { field: [expect.any(String)] } });
  });
});
