import { SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { SAMPLE_FILES } from '../../../test/file-samples.ts';
import { insertRequest } from '../../../test/request-factory.ts';
import {
  accountIds,
  multipartOf,
  offerBody,
  signedInClients,
} from '../../../test/supplier-portal-fixtures.ts';
import { mailOutbox, reviewAttachments, reviews } from '../../platform/db/schema/index.ts';

// OFFER_WRITES_PER_SUPPLIER_PER_HOUR: every offer and every edit mails the admins and may carry five 10 MiB
// files, so one supplier account gets a ceiling per hour, taken before the attachments are read.
const LIMIT = 3;
const { app, database } = await buildTestApp({
  OFFER_WRITES_PER_SUPPLIER_PER_HOUR: String(LIMIT),
  SESSION_IDLE_MINUTES: '600',
});
const { db } = database;
const clients = await signedInClients(app);
const ids = await accountIds(db);

const newRequest = () => insertRequest(db, { customerId: ids.customer, partSlug: 'compressor' });
const offerCount = async () =>
  (await db.select({ n: count() }).from(reviews).where(eq(reviews.supplierId, ids.keystone)))[0]?.n;

describe('the hourly ceiling on one supplier’s offers and offer edits', () => {
  it(`lets ${LIMIT} writes through, then refuses the next with 429, the wait and nothing stored or mailed`, async () => {
    const first = await clients.keystone.post(
      `/supplier/api/requests/${(await newRequest()).id}/reviews/`,
      offerBody(),
    );
    expect(first.statusCode).toBe(201);
    const edit = await clients.keystone.put(
      `/supplier/api/reviews/${first.json().id}/`,
      offerBody({ cost: '99' }),
    );
    expect(edit.statusCode).toBe(200);
    const second = await clients.keystone.post(
      `/supplier/api/requests/${(await newRequest()).id}/reviews/`,
      offerBody(),
    );
    expect(second.statusCode).toBe(201);
    const offersBefore = await offerCount();
    const mailsBefore = (await db.select({ n: count() }).from(mailOutbox))[0]?.n;
    const attachmentsBefore = (await db.select({ n: count() }).from(reviewAttachments))[0]?.n;

    const request = await newRequest();
    const { payload, headers } = multipartOf(
      Object.fromEntries(Object.entries(offerBody()).map(([key, value]) => [key, String(value)])),
      [{ name: 'datasheet.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' }],
    );
    const refused = await clients.keystone.request('POST', `/supplier/api/requests/${request.id}/reviews/`, {
      payload,
      headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().detail).toMatch(
      new RegExp(`^${SUPPLIER_PORTAL_MESSAGES.hourlyLimitReached(LIMIT, 1).split(' in ')[0]}`),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedEdit = await clients.keystone.put(`/supplier/api/reviews/${first.json().id}/`, offerBody());
    expect(refusedEdit.statusCode).toBe(429);
    expect(await offerCount()).toBe(offersBefore);
    expect((await db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(mailsBefore);
    expect((await db.select({ n: count() }).from(reviewAttachments))[0]?.n).toBe(attachmentsBefore);
  });

  it('counts each supplier on its own', async () => {
    const response = await clients.harbor.post(
      `/supplier/api/requests/${(await insertRequest(db, { customerId: ids.customer, partSlug: 'pump' })).id}/reviews/`,
      offerBody(),
    );
    expect(response.statusCode).toBe(201);
  });
});
