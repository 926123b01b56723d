import { OFFER_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { insertOffer, insertRequest, userIdOf } from '../../../test/request-factory.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { partSuppliers, parts, selectedReviews, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const { db } = database;

function account(username: string) {
  const found = inject('seededAccounts').find((candidate) => candidate.username === username);
  if (!found) {
    throw new Error(`the seed has no account '${username}'`);
  }
  return found;
}

const admin = await signedInClient(app, seededAccount('admin'));
const customer = await signedInClient(app, seededAccount('customer'));
const keystone = await signedInClient(app, account('keystone-pump'));
const harbor = await signedInClient(app, account('harbor-industrial'));
const visitor = createTestClient(app);

const customerId = await userIdOf(db, seededAccount('customer').email);
const keystoneId = await userIdOf(db, account('keystone-pump').email);
const harborId = await userIdOf(db, account('harbor-industrial').email);
const [otherCustomer] = await db
  .insert(users)
  .values({ role: 'customer', username: 'other.buyer', email: 'other.buyer@example.com', isActive: true })
  .returning({ id: users.id });

// A pump request (both seeded suppliers assigned) with one offer each plus a second from keystone-pump; the
// admin selected harbor's offer and keystone's first for the customer.
const request = await insertRequest(db, { customerId, partSlug: 'pump', status: 'offers_selected' });
const keystoneFirst = await insertOffer(db, { requestId: request.id, supplierId: keystoneId, title: 'K1' });
const keystoneSecond = await insertOffer(db, { requestId: request.id, supplierId: keystoneId, title: 'K2' });
const harborOffer = await insertOffer(db, { requestId: request.id, supplierId: harborId, title: 'H1' });
await db.insert(selectedReviews).values([
  { requestId: request.id, reviewId: harborOffer.id },
  { requestId: request.id, reviewId: keystoneFirst.id },
]);
const othersRequest = await insertRequest(db, { customerId: otherCustomer?.id ?? 0, partSlug: 'pump' });
const othersOffer = await insertOffer(db, { requestId: othersRequest.id, supplierId: keystoneId });
await db.insert(selectedReviews).values({ requestId: othersRequest.id, reviewId: othersOffer.id });

const idsUrl = (requestId: number) => `/api/get-review-ids/${requestId}`;
const reviewUrl = (reviewId: number) => `/api/get_review/${reviewId}`;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /api/get-review-ids/:request_id', () => {
  it("answers every offer to an admin, a supplier's own to it, and the selected ones to the customer", async () => {
    expect((await admin.get(idsUrl(request.id))).json()).toEqual({
      ids: sorted([keystoneFirst.id, keystoneSecond.id, harborOffer.id]),
    });
    expect((await keystone.get(idsUrl(request.id))).json()).toEqual({
      ids: sorted([keystoneFirst.id, keystoneSecond.id]),
    });
    expect((await harbor.get(idsUrl(request.id))).json()).toEqual({ ids: [harborOffer.id] });
    expect((await customer.get(idsUrl(request.id))).json()).toEqual({
      ids: sorted([keystoneFirst.id, harborOffer.id]),
    });
  });

  it("answers 404 for another customer's request, an unassigned supplier and an unknown id; 401 to a visitor", async () => {
    const unknown = await customer.get(idsUrl(999_999));
    expect(unknown.statusCode).toBe(404);
    const others = await customer.get(idsUrl(othersRequest.id));
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());

    const [part] = await db
      .insert(parts)
      .values({ slug: 'offers-test-part', title: 'Offers test part' })
      .returning();
    await db.insert(partSuppliers).values({ partId: part?.id ?? 0, supplierId: harborId });
    const harborOnly = await insertRequest(db, { customerId, partSlug: 'offers-test-part' });
    expect((await keystone.get(idsUrl(harborOnly.id))).statusCode).toBe(404);
    expect((await harbor.get(idsUrl(harborOnly.id))).json()).toEqual({ ids: [] });

    // Removed from the part: no more access, at once.
    await db.delete(partSuppliers).where(eq(partSuppliers.partId, part?.id ?? 0));
    expect((await harbor.get(idsUrl(harborOnly.id))).statusCode).toBe(404);
    expect((await visitor.get(idsUrl(request.id))).statusCode).toBe(401);
    expect((await admin.get(idsUrl(0))).statusCode).toBe(400);
  });
});

describe('GET /api/get_review/:review_id', () => {
  it('answers the offer with its supplier to an admin and to the supplier who made it', async () => {
    const asAdmin = await admin.get(reviewUrl(keystoneSecond.id));
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      id: keystoneSecond.id,
      request_id: request.id,
      title: 'K2',
      cost: '1250.00',
      cost_unit: 'each',
      lead_time: 3,
      unit: 'weeks',
      quantity: 1,
      supplier: { id: keystoneId, username: 'keystone-pump' },
    });
    expect((await keystone.get(reviewUrl(keystoneSecond.id))).json().title).toBe('K2');
  });

  it("answers 404 to a supplier for another supplier's offer", async () => {
    const response = await harbor.get(reviewUrl(keystoneSecond.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(OFFER_MESSAGES.notFound);
  });

  it('answers a customer only the offers selected for them, without the supplier', async () => {
    const selected = await customer.get(reviewUrl(harborOffer.id));
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ id: harborOffer.id, title: 'H1', supplier: null });
    expect(selected.body).not.toContain('harbor-industrial');

    const notSelected = await customer.get(reviewUrl(keystoneSecond.id));
    expect(notSelected.statusCode).toBe(404);
    const unknown = await customer.get(reviewUrl(999_999));
    expect(notSelected.json()).toEqual(unknown.json());
    expect((await customer.get(reviewUrl(othersOffer.id))).statusCode).toBe(404);
    expect((await visitor.get(reviewUrl(harborOffer.id))).statusCode).toBe(401);
  });

  it('marks an offer past its valid-until day as expired', async () => {
    const expired = await insertOffer(db, {
      requestId: request.id,
      supplierId: keystoneId,
      validUntil: '2020-01-01',
    });
    expect((await keystone.get(reviewUrl(expired.id))).json()).toMatchObject({
      valid_until: '2020-01-01',
      is_expired: true,
    });
  });
});
