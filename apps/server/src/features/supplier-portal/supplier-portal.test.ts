import { ATTACHMENT_MESSAGES, SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOffer, insertRequest } from '../../../test/request-factory.ts';
import {
  accountIds,
  buildPortalTestApp,
  insertRequestAttachment,
  newAssignedPart,
  offerBody,
  signedInClients,
  unassign,
} from '../../../test/supplier-portal-fixtures.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { auditLog, requestDeclines } from '../../platform/db/schema/index.ts';

const { app, database } = await buildPortalTestApp();
const { db } = database;
const clients = await signedInClients(app);
const ids = await accountIds(db);

const LIST = '/supplier/api/supplier-requests';
const detailUrl = (id: number) => `/supplier/api/requests/${id}`;
const declineUrl = (id: number) => `/supplier/api/requests/${id}/decline/`;

// Requests on a part of their own, so counts and searches are exact whatever other tests add.
const listPart = await newAssignedPart(db, [ids.keystone]);
const otherPart = await newAssignedPart(db, [ids.harbor]);
const newest = await insertRequest(db, { customerId: ids.customer, partSlug: listPart.slug, quantity: 4 });
const offered = await insertRequest(db, {
  customerId: ids.customer,
  partSlug: listPart.slug,
  status: 'offered',
});
const pendingActivation = await insertRequest(db, {
  customerId: ids.customer,
  partSlug: listPart.slug,
  status: 'pending_activation',
});
const cancelled = await insertRequest(db, {
  customerId: ids.customer,
  partSlug: listPart.slug,
  status: 'cancelled',
});
const notMine = await insertRequest(db, { customerId: ids.customer, partSlug: otherPart.slug });
await insertOffer(db, { requestId: offered.id, supplierId: ids.keystone });
await insertRequestAttachment(db, newest.id, { name: 'datasheet.pdf' });
await insertRequestAttachment(db, newest.id, { name: 'internal-notes.pdf', visibility: 'internal' });
await insertRequestAttachment(db, newest.id, { name: 'old-drawing.pdf', deleted: true });

describe('GET /supplier/api/supplier-requests', () => {
  it("lists only the requests for the supplier's parts, open or past, never pending or cancelled ones", async () => {
    const response = await clients.keystone.get(`${LIST}?search=${encodeURIComponent(listPart.title)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    const rowIds = body.results.map((row: { id: number }) => row.id);
    expect(rowIds.sort()).toEqual([newest.id, offered.id].sort());
    expect(rowIds).not.toContain(pendingActivation.id);
    expect(rowIds).not.toContain(cancelled.id);
    expect(rowIds).not.toContain(notMine.id);

    const everything = await clients.keystone.get(`${LIST}?page=1`);
    const allIds = everything.json().results.map((row: { id: number }) => row.id);
    expect(allIds).not.toContain(notMine.id);
  });

  it("answers each row without the customer's contact details, with this supplier's offers and files", async () => {
    const response = await clients.keystone.get(`${LIST}?search=${newest.orderId}`);
    const [row] = response.json().results;
    expect(Object.keys(row).sort()).toEqual(
      [
        'attachments',
        'created_at',
        'declined',
        'id',
        'my_offer_count',
        'order_id',
        'part',
        'quantity',
        'status',
        'zip_code',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: newest.id,
      order_id: newest.orderId,
      part: { id: listPart.id, title: listPart.title },
      quantity: 4,
      status: 'submitted',
      my_offer_count: 0,
      declined: false,
    });
    // The internal file is not the supplier's to see; a deleted one shows as deleted, without a link.
    expect(row.attachments.map((file: { name: string }) => file.name)).toEqual([
      'datasheet.pdf',
      'old-drawing.pdf',
    ]);
    expect(row.attachments[0].url).toMatch(/^\/api\/files\/request-attachments\/\d+$/);
    expect(row.attachments[1]).toMatchObject({ url: null, deleted: true });
    expect(response.body).not.toContain('priya');

    const withOffer = await clients.keystone.get(`${LIST}?search=${offered.orderId}`);
    expect(withOffer.json().results[0].my_offer_count).toBe(1);
    const harborView = await clients.harbor.get(`${LIST}?search=${offered.orderId}`);
    expect(harborView.json().count).toBe(0);
  });

  it('searches by order id or part title and sorts by a column either way', async () => {
    const byOrder = await clients.keystone.get(`${LIST}?search=${offered.orderId.slice(0, 10)}`);
    expect(byOrder.json().results.map((row: { id: number }) => row.id)).toContain(offered.id);
    const asc = await clients.keystone.get(
      `${LIST}?search=${encodeURIComponent(listPart.title)}&field=quantity&order_by=asc`,
    );
    expect(asc.json().results.map((row: { quantity: number }) => row.quantity)).toEqual([1, 4]);
    const desc = await clients.keystone.get(
      `${LIST}?search=${encodeURIComponent(listPart.title)}&field=quantity&order_by=desc`,
    );
    expect(desc.json().results.map((row: { quantity: number }) => row.quantity)).toEqual([4, 1]);
    const bad = await clients.keystone.get(`${LIST}?field=customer`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.field).toBeDefined();
  });

  it('pages by 10 with next and previous links', async () => {
    const part = await newAssignedPart(db, [ids.keystone]);
    for (let index = 0; index < 11; index++) {
      await insertRequest(db, { customerId: ids.customer, partSlug: part.slug });
    }
    const search = encodeURIComponent(part.title);
    const first = (await clients.keystone.get(`${LIST}?search=${search}`)).json();
    expect(first).toMatchObject({ count: 11, previous: null });
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain('page=2');
    const second = (await clients.keystone.get(`${LIST}?search=${search}&page=2`)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
  });

  it('is for suppliers only: 401 for a visitor, 403 for a customer or an admin', async () => {
    expect((await createTestClient(app).get(LIST)).statusCode).toBe(401);
    expect((await clients.customer.get(LIST)).statusCode).toBe(403);
    expect((await clients.admin.get(LIST)).statusCode).toBe(403);
  });
});

describe('GET /supplier/api/requests/:request_id', () => {
  it('answers the specification, comment, shared files and only this supplier’s offers', async () => {
    const shared = await insertRequest(db, {
      customerId: ids.customer,
      partSlug: 'pump',
      comment: 'Needs a stainless impeller',
    });
    const mine = await insertOffer(db, { requestId: shared.id, supplierId: ids.keystone, title: 'Mine' });
    await insertOffer(db, { requestId: shared.id, supplierId: ids.harbor, title: 'Theirs' });
    const response = await clients.keystone.get(detailUrl(shared.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: shared.id,
      order_id: shared.orderId,
      part: { title: 'Pump' },
      comment: 'Needs a stainless impeller',
      status: 'submitted',
      declined: null,
      can_offer: true,
    });
    expect(body.answer.slug).toBe('pump');
    expect(body.my_offers.map((offer: { id: number }) => offer.id)).toEqual([mine.id]);
    expect(body.my_offers[0]).toMatchObject({
      title: 'Mine',
      cost: '1250.00',
      version: 1,
      is_expired: false,
    });
    expect(body.my_offers[0].supplier).toEqual({ id: ids.keystone, username: 'keystone-pump' });
    expect(response.body).not.toContain('priya');
  });

  it('answers 404, the same as an unknown id, to a supplier not assigned and for hidden requests', async () => {
    const unknown = await clients.keystone.get(detailUrl(999_999));
    expect(unknown.statusCode).toBe(404);
    for (const id of [notMine.id, pendingActivation.id, cancelled.id]) {
      const response = await clients.keystone.get(detailUrl(id));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    expect(unknown.json().detail).toBe(SUPPLIER_PORTAL_MESSAGES.requestNotFound);
    expect((await clients.keystone.get(detailUrl(0))).statusCode).toBe(400);
    expect((await clients.customer.get(detailUrl(newest.id))).statusCode).toBe(403);
    expect((await createTestClient(app).get(detailUrl(newest.id))).statusCode).toBe(401);
  });

  it('stops answering at once when the supplier is removed from the part', async () => {
    const part = await newAssignedPart(db, [ids.keystone, ids.harbor]);
    const request = await insertRequest(db, { customerId: ids.customer, partSlug: part.slug });
    expect((await clients.keystone.get(detailUrl(request.id))).statusCode).toBe(200);
    await unassign(db, part.id, ids.keystone);
    expect((await clients.keystone.get(detailUrl(request.id))).statusCode).toBe(404);
    const list = await clients.keystone.get(`${LIST}?search=${request.orderId}`);
    expect(list.json().count).toBe(0);
    const offer = await clients.keystone.post(`/supplier/api/requests/${request.id}/reviews/`, offerBody());
    expect(offer.statusCode).toBe(404);
    expect((await clients.harbor.get(detailUrl(request.id))).statusCode).toBe(200);
  });
});

describe('POST /supplier/api/requests/:request_id/decline/', () => {
  it('records the reason once; the request stays listed as declined and takes no offer after', async () => {
    const request = await insertRequest(db, { customerId: ids.customer, partSlug: listPart.slug });
    const response = await clients.keystone.post(declineUrl(request.id), {
      reason: '  No capacity this quarter ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ reason: 'No capacity this quarter' });

    const again = await clients.keystone.post(declineUrl(request.id), { reason: 'Still no' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already declined this request');

    const list = await clients.keystone.get(`${LIST}?search=${request.orderId}`);
    expect(list.json().results[0]).toMatchObject({ id: request.id, declined: true });
    const detail = (await clients.keystone.get(detailUrl(request.id))).json();
    expect(detail.declined).toMatchObject({ reason: 'No capacity this quarter' });
    expect(detail.can_offer).toBe(false);

    const offer = await clients.keystone.post(`/supplier/api/requests/${request.id}/reviews/`, offerBody());
    expect(offer.statusCode).toBe(409);
    expect(offer.json().detail).toBe(SUPPLIER_PORTAL_MESSAGES.declinedNoOffer);

    const declines = await db
      .select()
      .from(requestDeclines)
      .where(and(eq(requestDeclines.requestId, request.id), eq(requestDeclines.supplierId, ids.keystone)));
    expect(declines).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request_decline'), eq(auditLog.entityId, String(declines[0]?.id))));
    expect(audit).toMatchObject({ action: 'create', actorId: ids.keystone });
  });

  it('answers 400 naming the reason when it is missing, blank or too long', async () => {
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const response = await clients.keystone.post(declineUrl(newest.id), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(Object.keys(response.json().field_errors)).toEqual(['reason']);
    }
    const blank = await clients.keystone.post(declineUrl(newest.id), { reason: '' });
    expect(blank.json().field_errors.reason).toEqual([SUPPLIER_PORTAL_MESSAGES.declineReasonRequired]);
  });

  it('refuses a call without the CSRF token, whatever the session', async () => {
    const response = await clients.keystone.post(
      declineUrl(newest.id),
      { reason: 'Forged' },
      { headers: { 'x-csrftoken': 'not-the-token' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
  });

  it('refuses a closed request, one already offered on, and one not assigned', async () => {
    const completed = await insertRequest(db, {
      customerId: ids.customer,
      partSlug: listPart.slug,
      status: 'completed',
    });
    const closed = await clients.keystone.post(declineUrl(completed.id), { reason: 'Too late' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe(SUPPLIER_PORTAL_MESSAGES.requestClosed);
    const withOffer = await clients.keystone.post(declineUrl(offered.id), { reason: 'Changed my mind' });
    expect(withOffer.statusCode).toBe(409);
    expect(withOffer.json().detail).toBe(SUPPLIER_PORTAL_MESSAGES.offeredNoDecline);
    expect((await clients.keystone.post(declineUrl(notMine.id), { reason: 'x' })).statusCode).toBe(404);
    expect((await clients.customer.post(declineUrl(newest.id), { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('DELETE /supplier/api/review-attachments/:id/', () => {
  it('answers 404 for an unknown attachment id', async () => {
    const response = await clients.keystone.request('DELETE', '/supplier/api/review-attachments/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(ATTACHMENT_MESSAGES.notFound);
  });
});
