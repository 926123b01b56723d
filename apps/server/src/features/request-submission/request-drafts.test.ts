import { randomUUID } from 'node:crypto';
import {
  CreateRequestResponseSchema,
  REQUEST_MESSAGES,
  RequestDetailSchema,
  WITHDRAWABLE_REQUEST_STATUS_VALUES,
} from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import '../../../test/provided-context.ts';
import { insertOrder, insertOrderable } from '../../../test/order-factory.ts';
import { insertRequest, userIdByUsername } from '../../../test/request-factory.ts';
import {
  auditRowsOf,
  loadPart,
  newCustomerClient,
  requestBody,
  requestRow,
  requestsOf,
  supplierMailsOf,
} from '../../../test/request-test-helpers.ts';
import { seededAccount, seededSupplier, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { canMoveRequest } from '../../domain/requests/request-states.ts';
import { REQUEST_STATUSES } from '../../platform/db/schema/index.ts';

// A pump search stores the customer's request as a private draft; 'Request quotes' sends it, once.

const { app, database } = await buildTestApp();
const { db } = database;
const pump = await loadPart(app, 'pump');
const admin = await signedInClient(app, seededAccount('admin'));
const keystone = await signedInClient(app, seededSupplier('keystone-pump'));
const keystoneId = await userIdByUsername(db, 'keystone-pump');

type Client = Awaited<ReturnType<typeof newCustomerClient>>['client'];

async function saveDraft(client: Client, draftKey: string, overrides: Record<string, unknown> = {}) {
  const response = await client.post(
    '/api/request/',
    requestBody(pump, { draft_key: draftKey, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return CreateRequestResponseSchema.parse(response.json());
}

async function newDraft() {
  const buyer = await newCustomerClient(app, db);
  const draft = await saveDraft(buyer.client, randomUUID());
  return { ...buyer, orderId: draft.order_id, row: await requestRow(db, draft.order_id) };
}

const supplierListIds = async () =>
  (await keystone.get('/supplier/api/supplier-requests?page=1'))
    .json()
    .results.map((row: { id: number }) => row.id);

describe('a search stores a private draft', () => {
  it('reaches no supplier and no admin: no mail, not listed, every read a 404', async () => {
    const { client, orderId, row } = await newDraft();
    expect(row).toMatchObject({ status: 'draft' });
    expect(await supplierMailsOf(db, row.id)).toEqual([]);

    expect(await supplierListIds()).not.toContain(row.id);
    expect((await keystone.get(`/supplier/api/requests/${row.id}`)).statusCode).toBe(404);
    expect((await keystone.get(`/api/get_request/${row.id}`)).statusCode).toBe(404);
    const adminList = (await admin.get(`/api/request/?search=${orderId}`)).json();
    expect(adminList.results).toEqual([]);
    for (const url of [
      `/api/request_reviews/${orderId}`,
      `/api/user/requests/${orderId}/`,
      `/api/request/part/${orderId}`,
      `/api/get_request/${row.id}`,
      `/api/request/search/${orderId}`,
      `/api/request/history/${orderId}`,
    ]) {
      expect((await admin.get(url)).statusCode, url).toBe(404);
    }
    const adminSearch = await admin.post('/api/dispatcher/', { part: 'pump', order_id: orderId });
    expect(adminSearch.statusCode).toBe(404);

    // Its customer sees it, marked as a draft, in the list and on its page.
    const own = (await client.get(`/api/user/requests/?search=${orderId}`)).json();
    expect(own.results.map((request: { status: string }) => request.status)).toEqual(['draft']);
    expect((await client.get(`/api/request/part/${orderId}`)).json().status).toBe('draft');
    const stranger = await newCustomerClient(app, db);
    expect((await stranger.client.get(`/api/request/part/${orderId}`)).statusCode).toBe(404);
  });

  it('is updated, not duplicated, by the same wizard: again, after a reload, or five at once', async () => {
    const buyer = await newCustomerClient(app, db);
    const draftKey = randomUUID();
    const first = await saveDraft(buyer.client, draftKey);
    const again = await saveDraft(buyer.client, draftKey, { quantity: 7, comment: 'Changed my mind' });
    expect(again.order_id).toBe(first.order_id);
    expect(await requestRow(db, first.order_id)).toMatchObject({ quantity: 7, comment: 'Changed my mind' });

    const concurrentKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyer.client.post('/api/request/', requestBody(pump, { draft_key: concurrentKey })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order_id)).size).toBe(1);
    expect(await requestsOf(db, buyer.id)).toHaveLength(2);

    // Another customer's wizard with the same key is another draft.
    const other = await newCustomerClient(app, db);
    expect((await saveDraft(other.client, draftKey)).order_id).not.toBe(first.order_id);
  });

  it('keeps its first search and shows the latest one stored with it', async () => {
    const { client, orderId, row } = await newDraft();
    expect((await client.get(`/api/request/search/${orderId}`)).json()).toEqual({ search: null });
    const searched = await client.post('/api/dispatcher/', { part: 'pump', order_id: orderId });
    expect(searched.statusCode).toBe(200);
    const stored = (await client.get(`/api/request/search/${orderId}`)).json();
    expect(stored.search).toMatchObject({
      search_session_id: searched.json().search_session_id,
      search_params: searched.json().search_params,
    });
    expect(stored.search.results).toEqual(searched.json().results);
    expect(await supplierMailsOf(db, row.id)).toEqual([]);
  });
});

describe('POST /api/request/send/{order_id}', () => {
  it("sends the draft to the part's suppliers once, however often it is asked", async () => {
    const { client, orderId, row } = await newDraft();
    const sent = await client.post(`/api/request/send/${orderId}`);
    expect(sent.statusCode).toBe(200);
    expect(RequestDetailSchema.parse(sent.json())).toMatchObject({ order_id: orderId, status: 'submitted' });
    const mails = await supplierMailsOf(db, row.id);
    expect(mails.length).toBeGreaterThan(0);

    const twice = await Promise.all([
      client.post(`/api/request/send/${orderId}`),
      client.post(`/api/request/send/${orderId}`),
    ]);
    expect(twice.map((answer) => [answer.statusCode, answer.json().status])).toEqual([
      [200, 'submitted'],
      [200, 'submitted'],
    ]);
    expect(await supplierMailsOf(db, row.id)).toHaveLength(mails.length);
    const moves = (await auditRowsOf(db, row.id)).filter((audit) => audit.action === 'transition');
    expect(moves.map((audit) => [audit.before, audit.after])).toEqual([
      [{ status: 'draft' }, { status: 'submitted' }],
    ]);
    expect(await supplierListIds()).toContain(row.id);

    // The wizard that made it can no longer change it as a draft.
    const reused = await client.post('/api/request/', requestBody(pump, { draft_key: row.draftKey }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(REQUEST_MESSAGES.draftAlreadySent);
  });

  it("is its customer's alone: another customer gets 404, a supplier or admin 403", async () => {
    const { orderId, row } = await newDraft();
    const stranger = await newCustomerClient(app, db);
    expect((await stranger.client.post(`/api/request/send/${orderId}`)).statusCode).toBe(404);
    expect((await keystone.post(`/api/request/send/${orderId}`)).statusCode).toBe(403);
    expect((await admin.post(`/api/request/send/${orderId}`)).statusCode).toBe(403);
    expect((await createTestClient(app).post(`/api/request/send/${orderId}`)).statusCode).toBe(401);
    expect((await requestRow(db, orderId)).status).toBe('draft');
    expect(await supplierMailsOf(db, row.id)).toEqual([]);
  });

  it('refuses a withdrawn draft', async () => {
    const { client, orderId } = await newDraft();
    expect((await client.post(`/api/request/withdraw/${orderId}`)).statusCode).toBe(200);
    const sent = await client.post(`/api/request/send/${orderId}`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().detail).toBe(REQUEST_MESSAGES.notSendable);
  });
});

describe('PUT /api/request/update/{order_id} on a draft', () => {
  it('changes the draft without telling anyone, and its history says so', async () => {
    const { client, orderId, row } = await newDraft();
    const updated = await client.put(`/api/request/update/${orderId}`, requestBody(pump, { quantity: 4 }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'draft', quantity: 4 });
    expect(await supplierMailsOf(db, row.id)).toEqual([]);
    await client.post(`/api/request/send/${orderId}`);
    await client.post(`/api/request/withdraw/${orderId}`);
    const history = (await client.get(`/api/request/history/${orderId}`)).json().results;
    expect(history.map((entry: { event: string; status: string }) => [entry.event, entry.status])).toEqual([
      ['created', 'draft'],
      ['edited', 'draft'],
      ['status', 'submitted'],
      ['status', 'cancelled'],
    ]);
    // Withdrawn: nothing to change any more.
    const late = await client.put(`/api/request/update/${orderId}`, requestBody(pump));
    expect(late.statusCode).toBe(409);
  });
});

describe('POST /api/request/withdraw/{order_id}', () => {
  it('withdraws a sent request: its suppliers stop seeing it; a second withdraw changes nothing', async () => {
    const { client, orderId, row } = await newDraft();
    await client.post(`/api/request/send/${orderId}`);
    expect(await supplierListIds()).toContain(row.id);
    const withdrawn = await client.post(`/api/request/withdraw/${orderId}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('cancelled');
    expect(await supplierListIds()).not.toContain(row.id);
    expect((await keystone.get(`/supplier/api/requests/${row.id}`)).statusCode).toBe(404);
    const again = await client.post(`/api/request/withdraw/${orderId}`);
    expect([again.statusCode, again.json().status]).toEqual([200, 'cancelled']);
    expect((await auditRowsOf(db, row.id)).filter((audit) => audit.action === 'transition')).toHaveLength(2);
  });

  it('refuses once an order exists, and for anyone but its customer', async () => {
    const buyer = await newCustomerClient(app, db);
    const orderable = await insertOrderable(db, { customerId: buyer.id, supplierId: keystoneId });
    await insertOrder(buyer.client, orderable);
    const refused = await buyer.client.post(`/api/request/withdraw/${orderable.requestOrderId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(REQUEST_MESSAGES.notWithdrawable);
    expect((await requestRow(db, orderable.requestOrderId)).status).toBe('ordered');

    const completed = await insertRequest(db, { customerId: buyer.id, status: 'completed' });
    expect((await buyer.client.post(`/api/request/withdraw/${completed.orderId}`)).statusCode).toBe(409);
    const open = await insertRequest(db, { customerId: buyer.id, status: 'offers_selected' });
    const stranger = await newCustomerClient(app, db);
    expect((await stranger.client.post(`/api/request/withdraw/${open.orderId}`)).statusCode).toBe(404);
    expect((await keystone.post(`/api/request/withdraw/${open.orderId}`)).statusCode).toBe(403);
    expect((await requestRow(db, open.orderId)).status).toBe('offers_selected');
  });

  it('is offered by the web on exactly the states the server lets a customer withdraw from', () => {
    for (const status of REQUEST_STATUSES) {
      const isListed = (WITHDRAWABLE_REQUEST_STATUS_VALUES as readonly string[]).includes(status);
      expect(canMoveRequest(status, 'cancelled', 'customer'), status).toBe(isListed);
    }
  });
});

describe('a visitor who registers in the wizard and searches', () => {
  it('gets a draft of the new account, which activation opens and does not send', async () => {
    const visitor = createTestClient(app);
    const email = `draft-guest-${randomUUID()}@example.com`;
    const password = 'a guest passphrase of some length';
    const contact = {
      first_name: 'Ada',
      email,
      companyName: 'Engines Ltd',
      password,
      confirmPassword: password,
    };
    const response = await visitor.post(
      '/api/request/',
      requestBody(pump, { draft_key: randomUUID(), contact_info: contact }),
      { remoteAddress: '10.77.0.1' },
    );
    expect(response.statusCode).toBe(201);
    const body = CreateRequestResponseSchema.parse(response.json());
    expect(body).toMatchObject({ is_logged_in: 'new', status: 'draft' });
    const row = await requestRow(db, body.order_id);

    const [mail] = await mailsTo(db, email);
    const token = mail?.text.match(/\/activate\/(\S+)$/m)?.[1] ?? '';
    const activated = await visitor.post('/api/activate/', { token });
    expect(activated.json().next).toBe(`/user/requests/?template=request-details&order_id=${body.order_id}`);
    expect((await requestRow(db, body.order_id)).status).toBe('draft');
    expect(await supplierMailsOf(db, row.id)).toEqual([]);
    expect((await visitor.get(`/api/request/part/${body.order_id}`)).json().status).toBe('draft');
  });
});
