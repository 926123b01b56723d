import { REQUEST_MESSAGES, RequestDetailSchema, RequestViewSchema } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRequestSubmissionTestApp } from '../../../test/request-submission-fixtures.ts';
import { requestAttachments, requests } from '../../platform/db/schema/index.ts';

const { db, customer, customerA, customerB, admin, keystone, harbor, visitor, compressor, createdRequest } =
  await buildRequestSubmissionTestApp();

describe('GET /api/request/part/{order_id}', () => {
  it('shows the owner and admins the request, and nobody else (404 like an unknown id)', async () => {
    const row = await createdRequest();
    const url = `/api/request/part/${row.orderId}`;
    const own = await customerA.get(url);
    expect(own.statusCode).toBe(200);
    expect(RequestDetailSchema.parse(own.json())).toMatchObject({
      order_id: row.orderId,
      part: { id: compressor.id, slug: 'compressor', title: 'Compressor' },
      comment: 'For the cooling tower loop',
      quantity: 2,
      zip_code: '30301',
      status: 'submitted',
      attachments: [],
    });
    expect((await admin.get(url)).statusCode).toBe(200);
    for (const client of [customerB.client, keystone, harbor]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(REQUEST_MESSAGES.notFound);
    }
    expect((await customerA.get('/api/request/part/no-such-order-id')).statusCode).toBe(404);
    expect((await visitor.get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/get_request/{request_id}', () => {
  it('shows the owner and admins the customer; the assigned supplier sees no contact details', async () => {
    const row = await createdRequest();
    const url = `/api/get_request/${row.id}`;
    for (const client of [customerA, admin]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(RequestViewSchema.parse(response.json()).customer).toMatchObject({ email: customer.email });
    }
    const forSupplier = await keystone.get(url);
    expect(forSupplier.statusCode).toBe(200);
    expect(RequestViewSchema.parse(forSupplier.json())).toMatchObject({ id: row.id, customer: null });
    for (const secret of [customer.email, 'Priya', 'Nair']) {
      expect(forSupplier.body).not.toContain(secret);
    }
  });

  it('answers 404 to an unassigned supplier, another customer and an unknown id', async () => {
    const row = await createdRequest();
    for (const client of [harbor, customerB.client]) {
      expect((await client.get(`/api/get_request/${row.id}`)).statusCode).toBe(404);
    }
    expect((await admin.get('/api/get_request/999999')).statusCode).toBe(404);
    expect((await visitor.get(`/api/get_request/${row.id}`)).statusCode).toBe(401);
    expect((await admin.get('/api/get_request/abc')).statusCode).toBe(400);
  });

  it('shows each viewer only the files meant for them (internal ones to admins only)', async () => {
    const row = await createdRequest();
    const file = { requestId: row.id, originalName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 9 };
    await db.insert(requestAttachments).values([
      { ...file, storageKey: `k-internal-${row.id}`, originalName: 'internal.pdf', visibility: 'internal' },
      { ...file, storageKey: `k-customer-${row.id}`, originalName: 'customer.pdf', visibility: 'customer' },
      {
        ...file,
        storageKey: `k-suppliers-${row.id}`,
        originalName: 'drawing.pdf',
        visibility: 'assigned_suppliers',
      },
    ]);
    const namesFor = async (client: typeof admin) =>
      RequestViewSchema.parse((await client.get(`/api/get_request/${row.id}`)).json())
        .attachments.map((attachment) => attachment.name)
        .sort();
    expect(await namesFor(admin)).toEqual(['customer.pdf', 'drawing.pdf', 'internal.pdf']);
    expect(await namesFor(customerA)).toEqual(['customer.pdf', 'drawing.pdf']);
    expect(await namesFor(keystone)).toEqual(['drawing.pdf']);
  });

  it('hides a request waiting for its customer’s activation from suppliers', async () => {
    const row = await createdRequest();
    await db.update(requests).set({ status: 'pending_activation' }).where(eq(requests.id, row.id));
    expect((await keystone.get(`/api/get_request/${row.id}`)).statusCode).toBe(404);
  });
});
