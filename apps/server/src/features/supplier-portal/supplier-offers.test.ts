import { ATTACHMENT_MESSAGES, OFFER_MESSAGES, SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../../test/file-samples.ts';
import { insertOffer, insertRequest } from '../../../test/request-factory.ts';
import {
  accountIds,
  buildPortalTestApp,
  dayFromToday,
  multipartOf,
  offerBody,
  signedInClients,
} from '../../../test/supplier-portal-fixtures.ts';
import { createTestClient } from '../../../test/test-client.ts';
import {
  auditLog,
  mailOutbox,
  requests,
  reviewAttachments,
  reviews,
  reviewVersions,
} from '../../platform/db/schema/index.ts';

const { app, database, fileStore } = await buildPortalTestApp();
const { db } = database;
const clients = await signedInClients(app);
const ids = await accountIds(db);

const offersUrl = (requestId: number) => `/supplier/api/requests/${requestId}/reviews/`;
const offerUrl = (reviewId: number) => `/supplier/api/reviews/${reviewId}/`;
const attachmentUrl = (id: number) => `/supplier/api/review-attachments/${id}/`;

/** A new request for the seeded compressor (keystone-pump only) unless told otherwise. */
const newRequest = (options: Parameters<typeof insertRequest>[1] extends infer O ? Partial<O> : never = {}) =>
  insertRequest(db, { customerId: ids.customer, partSlug: 'compressor', ...options });

async function auditRows(entity: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

async function storedBytes(storageKey: string): Promise<Buffer | null> {
  const stream = await fileStore.get(storageKey);
  if (!stream) {
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

describe('POST /supplier/api/requests/:request_id/reviews/', () => {
  it('makes version 1 in minor units, moves the request to offered, audits both and mails every admin', async () => {
    const request = await newRequest();
    const response = await clients.keystone.post(offersUrl(request.id), offerBody());
    expect(response.statusCode).toBe(201);
    const offer = response.json();
    expect(offer).toMatchObject({
      request_id: request.id,
      title: 'KP-200 end-suction pump',
      cost: '1234.50',
      currency: 'USD',
      cost_unit: 'each',
      lead_time: 3,
      unit: 'weeks',
      quantity: 2,
      valid_until: dayFromToday(30),
      notes: 'Ex works',
      version: 1,
      status: 'submitted',
      is_expired: false,
      supplier: { id: ids.keystone, username: 'keystone-pump' },
      attachments: [],
    });

    const [row] = await db.select().from(reviews).where(eq(reviews.id, offer.id));
    expect(row).toMatchObject({ costMinor: 123_450, supplierId: ids.keystone, version: 1 });
    const versions = await db.select().from(reviewVersions).where(eq(reviewVersions.reviewId, offer.id));
    expect(versions).toMatchObject([{ version: 1, costMinor: 123_450, title: 'KP-200 end-suction pump' }]);
    const [requestRow] = await db.select().from(requests).where(eq(requests.id, request.id));
    expect(requestRow?.status).toBe('offered');

    expect(await auditRows('request', request.id)).toMatchObject([
      {
        action: 'transition',
        actorId: ids.keystone,
        before: { status: 'submitted' },
        after: { status: 'offered' },
      },
    ]);
    expect(await auditRows('review', offer.id)).toMatchObject([
      { action: 'create', actorId: ids.keystone, before: null, after: { cost: '1234.50', version: 1 } },
    ]);

    const mail = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `new-offer:${offer.id}:%`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'admin@example.com',
      subject: `New offer on request ${request.orderId}`,
    });
    expect(mail[0]?.text).toContain('/super-admin/order/selectedrequestreview/');
    expect(mail[0]?.text).toContain('keystone-pump');
  });

  it('leaves an offered request as it is on a later offer, without another transition row', async () => {
    const request = await newRequest({ partSlug: 'pump' });
    expect((await clients.keystone.post(offersUrl(request.id), offerBody())).statusCode).toBe(201);
    expect((await clients.harbor.post(offersUrl(request.id), offerBody())).statusCode).toBe(201);
    expect(
      (await clients.keystone.post(offersUrl(request.id), offerBody({ title: 'Option B' }))).statusCode,
    ).toBe(201);
    expect(await auditRows('request', request.id)).toHaveLength(1);
    const detail = (await clients.keystone.get(`/supplier/api/requests/${request.id}`)).json();
    expect(detail.my_offers.map((offer: { title: string }) => offer.title)).toEqual([
      'KP-200 end-suction pump',
      'Option B',
    ]);
  });

  it('answers 400 naming the field for each bad value, with the contract messages', async () => {
    const request = await newRequest();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cost: '0' }, 'cost', OFFER_MESSAGES.costNotPositive],
      [{ cost: '1.234' }, 'cost', OFFER_MESSAGES.costInvalid],
      [{ lead_time: -1 }, 'lead_time', OFFER_MESSAGES.leadTimeInvalid],
      [{ unit: 'months' }, 'unit', OFFER_MESSAGES.unitInvalid],
      [{ valid_until: dayFromToday(-1) }, 'valid_until', OFFER_MESSAGES.validUntilPast],
      [{ valid_until: '31/12/2099' }, 'valid_until', OFFER_MESSAGES.validUntilInvalid],
      [{ title: '' }, 'title', OFFER_MESSAGES.titleRequired],
      [{ quantity: 0 }, 'quantity', OFFER_MESSAGES.quantityInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await clients.keystone.post(offersUrl(request.id), offerBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field_errors, JSON.stringify(overrides)).toEqual({ [field]: [message] });
    }
    expect(await db.select().from(reviews).where(eq(reviews.requestId, request.id))).toHaveLength(0);
  });

  it('accepts an offer valid until today', async () => {
    const request = await newRequest();
    const response = await clients.keystone.post(
      offersUrl(request.id),
      offerBody({ valid_until: dayFromToday(0) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('ignores supplier_id, status, version and request_id sent in the body', async () => {
    const request = await newRequest();
    const other = await newRequest();
    const response = await clients.keystone.post(
      offersUrl(request.id),
      offerBody({ supplier_id: ids.harbor, status: 'ordered', version: 7, request_id: other.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      request_id: request.id,
      status: 'submitted',
      version: 1,
      supplier: { id: ids.keystone },
    });
    expect(await db.select().from(reviews).where(eq(reviews.requestId, other.id))).toHaveLength(0);
  });

  it('refuses closed requests with 409, hidden ones and unassigned suppliers with 404', async () => {
    for (const status of ['ordered', 'completed'] as const) {
      const request = await newRequest({ status });
      const response = await clients.keystone.post(offersUrl(request.id), offerBody());
      expect(response.statusCode, status).toBe(409);
      expect(response.json().detail).toBe(SUPPLIER_PORTAL_MESSAGES.requestClosed);
    }
    for (const status of ['cancelled', 'pending_activation'] as const) {
      const request = await newRequest({ status });
      expect((await clients.keystone.post(offersUrl(request.id), offerBody())).statusCode, status).toBe(404);
    }
    const compressor = await newRequest();
    expect((await clients.harbor.post(offersUrl(compressor.id), offerBody())).statusCode).toBe(404);
    expect((await clients.keystone.post(offersUrl(999_999), offerBody())).statusCode).toBe(404);
  });

  it('is for suppliers only', async () => {
    const request = await newRequest();
    expect((await createTestClient(app).post(offersUrl(request.id), offerBody())).statusCode).toBe(401);
    expect((await clients.customer.post(offersUrl(request.id), offerBody())).statusCode).toBe(403);
    expect((await clients.admin.post(offersUrl(request.id), offerBody())).statusCode).toBe(403);
  });

  it('stores files sent as multipart and lists them on the offer', async () => {
    const request = await newRequest();
    const { payload, headers } = multipartOf(offerBody(), [
      { name: 'quote.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    const response = await clients.keystone.post(offersUrl(request.id), payload, { headers });
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().attachments;
    expect(file).toMatchObject({ name: 'quote.pdf', content_type: 'application/pdf', deleted: false });
    expect(file.url).toBe(`/api/files/review-attachments/${file.id}`);
    const [row] = await db.select().from(reviewAttachments).where(eq(reviewAttachments.id, file.id));
    expect(row?.uploadedById).toBe(ids.keystone);
    expect(await storedBytes(row?.storageKey ?? '')).toEqual(SAMPLE_FILES.pdf);
  });

  it('refuses an HTML page renamed .pdf and stores nothing', async () => {
    const request = await newRequest();
    const { payload, headers } = multipartOf(offerBody(), [
      { name: 'quote.pdf', content: SAMPLE_FILES.html, type: 'application/pdf' },
    ]);
    const response = await clients.keystone.post(offersUrl(request.id), payload, { headers });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(['attachments']);
    expect(await db.select().from(reviews).where(eq(reviews.requestId, request.id))).toHaveLength(0);
  });
});

describe('PUT /supplier/api/reviews/:review_id/', () => {
  it('saves each edit as the next version and keeps every earlier one', async () => {
    const request = await newRequest();
    const created = (await clients.keystone.post(offersUrl(request.id), offerBody())).json();
    const first = await clients.keystone.put(offerUrl(created.id), offerBody({ cost: '999', lead_time: 2 }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: created.id, cost: '999.00', lead_time: 2, version: 2 });
    const second = await clients.keystone.put(
      offerUrl(created.id),
      offerBody({ title: 'KP-250', unit: 'days' }),
    );
    expect(second.json()).toMatchObject({ title: 'KP-250', unit: 'days', version: 3 });

    const versions = await db
      .select()
      .from(reviewVersions)
      .where(eq(reviewVersions.reviewId, created.id))
      .orderBy(asc(reviewVersions.version));
    expect(versions.map((version) => [version.version, version.costMinor, version.title])).toEqual([
      [1, 123_450, 'KP-200 end-suction pump'],
      [2, 99_900, 'KP-200 end-suction pump'],
      [3, 123_450, 'KP-250'],
    ]);
    const updates = (await auditRows('review', created.id)).filter((row) => row.action === 'update');
    expect(updates[0]).toMatchObject({
      before: { cost: '1234.50', version: 1 },
      after: { cost: '999.00', version: 2 },
      actorId: ids.keystone,
    });
  });

  it('ignores tampered fields and refuses bad values by field', async () => {
    const request = await newRequest();
    const created = (await clients.keystone.post(offersUrl(request.id), offerBody())).json();
    const tampered = await clients.keystone.put(
      offerUrl(created.id),
      offerBody({ supplier_id: ids.harbor, status: 'ordered', version: 50, request_id: 1 }),
    );
    expect(tampered.json()).toMatchObject({ version: 2, status: 'submitted', request_id: request.id });
    const bad = await clients.keystone.put(offerUrl(created.id), offerBody({ cost: '1.234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({ cost: [OFFER_MESSAGES.costInvalid] });
  });

  it("answers 404 for another supplier's offer or an unknown one, 409 once ordered or withdrawn", async () => {
    const request = await newRequest({ partSlug: 'pump' });
    const theirs = await insertOffer(db, { requestId: request.id, supplierId: ids.harbor });
    expect((await clients.keystone.put(offerUrl(theirs.id), offerBody())).statusCode).toBe(404);
    expect((await clients.keystone.put(offerUrl(999_999), offerBody())).statusCode).toBe(404);
    for (const status of ['ordered', 'withdrawn'] as const) {
      const offer = await insertOffer(db, { requestId: request.id, supplierId: ids.keystone, status });
      const response = await clients.keystone.put(offerUrl(offer.id), offerBody());
      expect(response.statusCode, status).toBe(409);
      expect(response.json().detail).toBe(OFFER_MESSAGES.notEditable);
    }
    const selected = await insertOffer(db, {
      requestId: request.id,
      supplierId: ids.keystone,
      status: 'selected',
    });
    expect((await clients.keystone.put(offerUrl(selected.id), offerBody())).statusCode).toBe(200);
    expect((await clients.customer.put(offerUrl(selected.id), offerBody())).statusCode).toBe(403);
  });

  it('adds files sent as multipart to the ones already there', async () => {
    const request = await newRequest();
    const png = multipartOf(offerBody(), [{ name: 'a.png', content: SAMPLE_FILES.png, type: 'image/png' }]);
    const created = await clients.keystone.post(offersUrl(request.id), png.payload, { headers: png.headers });
    expect(created.statusCode, created.body).toBe(201);
    const { payload, headers } = multipartOf(offerBody({ notes: 'Now with a drawing' }), [
      { name: 'drawing.step', content: SAMPLE_FILES.step, type: 'application/octet-stream' },
    ]);
    const response = await clients.keystone.put(offerUrl(created.json().id), payload, { headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attachments.map((file: { name: string }) => file.name)).toEqual([
      'a.png',
      'drawing.step',
    ]);
  });
});

describe('attachment limit per offer', () => {
  it('refuses an edit that would bring the offer over the limit, naming attachments', async () => {
    const request = await newRequest();
    const pdf = { name: 'quote.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' };
    const four = multipartOf(offerBody(), [pdf, pdf, pdf, pdf]);
    const created = await clients.keystone.post(offersUrl(request.id), four.payload, {
      headers: four.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const two = multipartOf(offerBody(), [pdf, pdf]);
    const response = await clients.keystone.put(offerUrl(created.json().id), two.payload, {
      headers: two.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ attachments: [ATTACHMENT_MESSAGES.tooMany] });
    const rows = await db
      .select()
      .from(reviewAttachments)
      .where(eq(reviewAttachments.reviewId, created.json().id));
    expect(rows).toHaveLength(4);
    const [version] = await db.select().from(reviews).where(eq(reviews.id, created.json().id));
    expect(version?.version).toBe(1);
  });
});

describe('DELETE /supplier/api/review-attachments/:id/', () => {
  it("deletes a file of the supplier's own offer: the row says deleted and the stored file is gone", async () => {
    const request = await newRequest({ partSlug: 'pump' });
    const { payload, headers } = multipartOf(offerBody(), [
      { name: 'quote.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    const offer = (await clients.keystone.post(offersUrl(request.id), payload, { headers })).json();
    const [file] = offer.attachments;

    expect((await clients.harbor.request('DELETE', attachmentUrl(file.id))).statusCode).toBe(404);
    expect((await clients.customer.request('DELETE', attachmentUrl(file.id))).statusCode).toBe(403);

    const response = await clients.keystone.request('DELETE', attachmentUrl(file.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ATTACHMENT_MESSAGES.deletedOne, request_id: request.id });
    const [row] = await db.select().from(reviewAttachments).where(eq(reviewAttachments.id, file.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await storedBytes(row?.storageKey ?? '')).toBeNull();
    expect(await auditRows('review_attachment', file.id)).toMatchObject([{ action: 'delete' }]);

    const detail = (await clients.keystone.get(`/supplier/api/requests/${request.id}`)).json();
    expect(detail.my_offers[0].attachments[0]).toMatchObject({ id: file.id, deleted: true, url: null });
    expect((await clients.keystone.request('DELETE', attachmentUrl(file.id))).statusCode).toBe(404);
  });
});
