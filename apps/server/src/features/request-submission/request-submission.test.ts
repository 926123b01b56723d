import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  CreateRequestResponseSchema,
  MESSAGES,
  REQUEST_MESSAGES,
  RequestDetailSchema,
  RequestViewSchema,
  SPECIFICATION_MESSAGES,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import '../../../test/provided-context.ts';
import { fillAnswer } from '../../../test/fill-answer.ts';
import { multipartPayload } from '../../../test/multipart-payload.ts';
import { userIdOf } from '../../../test/request-factory.ts';
import {
  attributeIdOf,
  auditRowsOf,
  loadPart,
  newCustomerClient,
  requestBody,
  requestRow,
  requestsOf,
  requiredValues,
  supplierMailsOf,
} from '../../../test/request-test-helpers.ts';
import { seededAccount, seededSupplier, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { requestAttachments, requests } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const customer = seededAccount('customer');
const customerId = await userIdOf(db, customer.email);
const customerA = await signedInClient(app, customer);
const customerB = await newCustomerClient(app, db);
const admin = await signedInClient(app, seededAccount('admin'));
const keystoneAccount = seededSupplier('keystone-pump');
const harborAccount = seededSupplier('harbor-industrial');
const keystoneEmail = keystoneAccount.email;
const harborEmail = harborAccount.email;
const keystone = await signedInClient(app, keystoneAccount);
const harbor = await signedInClient(app, harborAccount);
const visitor = createTestClient(app);
const pump = await loadPart(app, 'pump');
const compressor = await loadPart(app, 'compressor');
const valve = await loadPart(app, 'valve');

async function create(
  client = customerA,
  body: Record<string, unknown> = requestBody(compressor),
  headers = {},
) {
  return client.post('/api/request/', body, { headers });
}

async function createdRequest(client = customerA, body: Record<string, unknown> = requestBody(compressor)) {
  const response = await create(client, body);
  expect(response.statusCode).toBe(201);
  return requestRow(db, CreateRequestResponseSchema.parse(response.json()).order_id);
}

describe('POST /api/request/ by a signed-in customer', () => {
  it('stores the request as submitted and answers previously_logged_in with an unguessable order id', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const response = await create();
    expect(response.statusCode).toBe(201);
    const body = CreateRequestResponseSchema.parse(response.json());
    expect(body).toMatchObject({ is_logged_in: 'previously_logged_in', status: 'submitted' });
    // 128 random bits, URL-safe.
    expect(body.order_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await requestRow(db, body.order_id);
    expect(row).toMatchObject({
      customerId,
      partId: compressor.id,
      quantity: 2,
      zipCode: '30301',
      comment: 'For the cooling tower loop',
      status: 'submitted',
    });
    expect((await requestsOf(db, customerId)).length).toBe(before + 1);
    expect((await auditRowsOf(db, row.id)).map((audit) => [audit.action, audit.after])).toEqual([
      ['create', { status: 'submitted' }],
    ]);
  });

  it('mails exactly the suppliers assigned to the part, without the customer’s details', async () => {
    const forCompressor = await createdRequest();
    const compressorMails = await supplierMailsOf(db, forCompressor.id);
    expect(compressorMails.map((mail) => mail.to)).toEqual([keystoneEmail]);
    const forValve = await createdRequest(customerA, requestBody(valve));
    expect((await supplierMailsOf(db, forValve.id)).map((mail) => mail.to)).toEqual([harborEmail]);
    const forPump = await createdRequest(customerA, requestBody(pump));
    expect((await supplierMailsOf(db, forPump.id)).map((mail) => mail.to)).toEqual(
      [keystoneEmail, harborEmail].sort(),
    );

    const [mail] = compressorMails;
    expect(mail?.text).toContain(`/supplier/requests/${forCompressor.id}/`);
    expect(mail?.text).toContain(forCompressor.orderId);
    expect(mail?.text).toContain('Quantity: 2');
    for (const secret of [customer.email, 'Priya', 'Nair']) {
      expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain(secret);
    }
  });

  it('ignores fields it does not take: customer, status and order id come from the server', async () => {
    const row = await createdRequest(
      customerA,
      requestBody(compressor, {
        customer_id: 1,
        customer: 1,
        status: 'completed',
        order_id: 'chosen-by-me',
        id: 1,
      }),
    );
    expect(row).toMatchObject({ customerId, status: 'submitted' });
    expect(row.orderId).not.toBe('chosen-by-me');
  });

  it('stores the answer normalised on the current structure (numbers as numbers, its own titles)', async () => {
    const flowId = attributeIdOf(compressor, 'Free air delivery');
    const answer = fillAnswer(compressor, {
      ...requiredValues(compressor),
      'Free air delivery': { value: ' 250 ' },
    });
    const card = answer.partclassification_set.find((item) =>
      item.partclassificationattribute_set.some((link) => link.attribute.id === flowId),
    );
    const link = card?.partclassificationattribute_set.find((item) => item.attribute.id === flowId);
    if (link) {
      link.attribute.title = 'Renamed by the client';
    }
    const row = await createdRequest(customerA, requestBody(compressor, { answer }));
    const stored = row.answer.partclassification_set
      .flatMap((item) => item.partclassificationattribute_set)
      .find((item) => item.attribute.id === flowId);
    expect(stored?.attribute).toMatchObject({ title: 'Free air delivery', value: 250 });
  });

  it.each([
    ['supplier', () => keystone],
    ['admin', () => admin],
  ])('refuses a %s with 403', async (_, client) => {
    const response = await create(client());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: REQUEST_MESSAGES.notACustomer });
  });
});

describe('POST /api/request/ validation', () => {
  const fieldErrors = async (body: Record<string, unknown>) => {
    const response = await create(customerA, body);
    expect(response.statusCode).toBe(400);
    return response.json().field_errors as Record<string, string[]>;
  };

  it('refuses an attribute the part does not have', async () => {
    const answer = fillAnswer(compressor, requiredValues(compressor));
    answer.partclassification_set[0]?.partclassificationattribute_set.push({
      id: 1,
      is_optional: true,
      attribute: {
        id: 999_999,
        title: 'Secret',
        type: 'text',
        options: [],
        unit: [],
        value: 'x',
        unit_value: null,
      },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      'answer.999999': [SPECIFICATION_MESSAGES.unknownAttribute],
    });
  });

  it('names a missing required field, a bad unit and an option that is not offered', async () => {
    const values = requiredValues(compressor);
    const answer = fillAnswer(compressor, {
      ...values,
      'Free air delivery': { value: '', unit: 'cfm' },
      'Discharge pressure': { value: 100, unit: 'furlongs' },
      Cooling: { value: 'Liquid nitrogen' },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      [`answer.${attributeIdOf(compressor, 'Free air delivery')}`]: [MESSAGES.fieldRequired],
      [`answer.${attributeIdOf(compressor, 'Discharge pressure')}.unit`]: [MESSAGES.selectUnit],
      [`answer.${attributeIdOf(compressor, 'Cooling')}`]: [SPECIFICATION_MESSAGES.notAnOption],
    });
  });

  it('refuses a number outside the attribute’s bounds (in its first unit)', async () => {
    const answer = fillAnswer(compressor, {
      ...requiredValues(compressor),
      'Free air delivery': { value: -5 },
    });
    expect(await fieldErrors(requestBody(compressor, { answer }))).toEqual({
      [`answer.${attributeIdOf(compressor, 'Free air delivery')}`]: ['Enter 0 cfm or more'],
    });
  });

  it.each([
    ['quantity', { quantity: 0 }, MESSAGES.quantityMin],
    ['quantity', { quantity: '1.5' }, MESSAGES.quantityMin],
    ['quantity', { quantity: -3 }, MESSAGES.quantityMin],
    ['zip_code', { zip_code: '1234' }, MESSAGES.zipCodeDigits],
    ['zip_code', { zip_code: '123456' }, MESSAGES.zipCodeDigits],
    ['part', { part: 'pump' }, REQUEST_MESSAGES.partInvalid],
  ])('answers 400 on %s for %j', async (field, overrides, message) => {
    const errors = await fieldErrors(requestBody(compressor, overrides));
    expect(errors[field]?.[0]).toBe(message);
  });

  it('refuses a comment over 5000 characters', async () => {
    const errors = await fieldErrors(requestBody(compressor, { comment: 'x'.repeat(5001) }));
    expect(errors).toEqual({ comment: [REQUEST_MESSAGES.commentTooLong] });
  });

  it('refuses an answer of another part, and an unknown part', async () => {
    expect(await fieldErrors(requestBody(compressor, { part: valve.id }))).toMatchObject({
      'answer.id': [SPECIFICATION_MESSAGES.otherPart],
    });
    expect(await fieldErrors(requestBody(compressor, { part: 999_999 }))).toEqual({
      part: [REQUEST_MESSAGES.partNotFound],
    });
  });

  it('takes quantity as digits and no zip code', async () => {
    const row = await createdRequest(customerA, requestBody(compressor, { quantity: '12', zip_code: '' }));
    expect(row).toMatchObject({ quantity: 12, zipCode: null });
  });
});

describe('Idempotency-Key', () => {
  const withKey = (key: string, client = customerA, body = requestBody(compressor)) =>
    create(client, body, { 'idempotency-key': key });

  it('replays the first answer for a repeat and makes one request, one set of mails', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const first = await withKey('submit-1');
    const again = await withKey('submit-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await requestsOf(db, customerId)).length).toBe(before + 1);
    const row = await requestRow(db, first.json().order_id);
    expect(await supplierMailsOf(db, row.id)).toHaveLength(1);
  });

  it('makes one request of two concurrent calls with the same key', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const responses = await Promise.all([withKey('concurrent-1'), withKey('concurrent-1')]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    for (const response of responses.filter((item) => item.statusCode === 409)) {
      expect(response.json().detail).toBe(REQUEST_MESSAGES.idempotencyInProgress);
    }
    expect((await requestsOf(db, customerId)).length).toBe(before + 1);
  });

  it('answers 409 for the same key with a different body, and keys belong to one user', async () => {
    expect((await withKey('reused-1')).statusCode).toBe(201);
    const changed = await withKey('reused-1', customerA, requestBody(compressor, { quantity: 3 }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', detail: REQUEST_MESSAGES.idempotencyKeyReused });
    const other = await withKey('reused-1', customerB.client);
    expect(other.statusCode).toBe(201);
    expect((await requestsOf(db, customerB.id)).length).toBeGreaterThan(0);
  });

  it('refuses a key that is too long or not printable', async () => {
    for (const key of ['k'.repeat(256), ' padded ']) {
      const response = await withKey(key);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(REQUEST_MESSAGES.idempotencyKeyInvalid);
    }
  });

  it('frees the key when the call fails, so the corrected call can use it', async () => {
    const bad = await withKey('retry-1', customerA, requestBody(compressor, { part: 999_999 }));
    expect(bad.statusCode).toBe(400);
    expect((await withKey('retry-1')).statusCode).toBe(201);
  });
});

describe('POST /api/request/ as multipart', () => {
  it('takes form_data JSON and a file_comment, stored for the assigned suppliers', async () => {
    const { payload, headers } = multipartPayload([
      { name: 'form_data', value: JSON.stringify(requestBody(compressor)) },
      {
        name: 'file_comment',
        fileName: 'sketch.pdf',
        bytes: Buffer.from('%PDF-1.4\n%test\n'),
        contentType: 'application/pdf',
      },
    ]);
    const response = await customerA.post('/api/request/', payload, { headers });
    expect(response.statusCode).toBe(201);
    const row = await requestRow(db, response.json().order_id);
    const files = await db.select().from(requestAttachments).where(eq(requestAttachments.requestId, row.id));
    expect(files).toMatchObject([
      {
        originalName: 'sketch.pdf',
        contentType: 'application/pdf',
        visibility: 'assigned_suppliers',
        uploadedById: customerId,
      },
    ]);

    const detail = RequestDetailSchema.parse(
      (await customerA.get(`/api/request/part/${row.orderId}`)).json(),
    );
    expect(detail.attachments.map((file) => [file.name, file.deleted])).toEqual([['sketch.pdf', false]]);
    const forSupplier = RequestViewSchema.parse((await keystone.get(`/api/get_request/${row.id}`)).json());
    expect(forSupplier.attachments).toHaveLength(1);
  });

  it('refuses a second file and stores nothing', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const pdf = Buffer.from('%PDF-1.4\n');
    const { payload, headers } = multipartPayload([
      { name: 'form_data', value: JSON.stringify(requestBody(compressor)) },
      { name: 'file_comment', fileName: 'a.pdf', bytes: pdf, contentType: 'application/pdf' },
      { name: 'file_comment', fileName: 'b.pdf', bytes: pdf, contentType: 'application/pdf' },
    ]);
    const response = await customerA.post('/api/request/', payload, { headers });
    expect(response.statusCode).toBe(400);
    expect((await requestsOf(db, customerId)).length).toBe(before);
  });

  // Upload attacks are refused at the route customers use, and nothing is stored.
  it('refuses an HTML page renamed .pdf and an oversized file, storing nothing', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const attempts = [
      {
        fileName: 'quote.pdf',
        bytes: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        status: 400,
        message: ATTACHMENT_MESSAGES.contentMismatch,
      },
      {
        fileName: 'huge.pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ATTACHMENT_MAX_BYTES)]),
        status: 413,
        message: ATTACHMENT_MESSAGES.tooLarge,
      },
    ];
    for (const attempt of attempts) {
      const { payload, headers } = multipartPayload([
        { name: 'form_data', value: JSON.stringify(requestBody(compressor)) },
        {
          name: 'file_comment',
          fileName: attempt.fileName,
          bytes: attempt.bytes,
          contentType: 'application/pdf',
        },
      ]);
      const response = await customerA.post('/api/request/', payload, { headers });
      expect(response.statusCode, attempt.fileName).toBe(attempt.status);
      expect(response.json().field_errors?.file_comment, attempt.fileName).toEqual([attempt.message]);
    }
    expect((await requestsOf(db, customerId)).length).toBe(before);
  });

  it('keeps only the base name of a path-traversal file name, under a random storage key', async () => {
    const { payload, headers } = multipartPayload([
      { name: 'form_data', value: JSON.stringify(requestBody(compressor)) },
      {
        name: 'file_comment',
        fileName: '../../../etc/passwd.pdf',
        bytes: Buffer.from('%PDF-1.4\n%test\n'),
        contentType: 'application/pdf',
      },
    ]);
    const response = await customerA.post('/api/request/', payload, { headers });
    expect(response.statusCode).toBe(201);
    const row = await requestRow(db, response.json().order_id);
    const [file] = await db.select().from(requestAttachments).where(eq(requestAttachments.requestId, row.id));
    expect(file?.originalName).toBe('passwd.pdf');
    expect(file?.storageKey).toMatch(/^[a-z0-9-]{16,}$/);
  });
});

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

describe('PUT /api/request/update/{order_id}', () => {
  it('lets the owner change an open request, re-checked, with one audit row', async () => {
    const row = await createdRequest();
    const body = requestBody(compressor, { quantity: 5, comment: 'Two spares', zip_code: '10001' });
    const response = await customerA.put(`/api/request/update/${row.orderId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quantity: 5, comment: 'Two spares', zip_code: '10001' });
    expect(await requestRow(db, row.orderId)).toMatchObject({ quantity: 5, status: 'submitted', customerId });
    const audit = await auditRowsOf(db, row.id);
    expect(audit.map((item) => item.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ quantity: 2 });
    expect(audit[1]?.after).toMatchObject({ quantity: 5 });
  });

  it('refuses other customers (404), suppliers and admins (403), and leaves the request alone', async () => {
    const row = await createdRequest();
    const url = `/api/request/update/${row.orderId}`;
    const body = requestBody(compressor, { quantity: 9 });
    expect((await customerB.client.put(url, body)).statusCode).toBe(404);
    expect((await keystone.put(url, body)).statusCode).toBe(403);
    expect((await admin.put(url, body)).statusCode).toBe(403);
    expect((await visitor.put(url, body)).statusCode).toBe(401);
    expect((await requestRow(db, row.orderId)).quantity).toBe(2);
  });

  it('validates the answer against the part again and keeps the part', async () => {
    const row = await createdRequest();
    const url = `/api/request/update/${row.orderId}`;
    const answer = fillAnswer(compressor, { ...requiredValues(compressor), Cooling: { value: 'Wind' } });
    const bad = await customerA.put(url, requestBody(compressor, { answer }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({
      [`answer.${attributeIdOf(compressor, 'Cooling')}`]: [SPECIFICATION_MESSAGES.notAnOption],
    });
    const otherPart = await customerA.put(url, requestBody(valve));
    expect(otherPart.statusCode).toBe(400);
    expect(otherPart.json().field_errors).toEqual({ part: [REQUEST_MESSAGES.partChanged] });
  });

  it('answers 409 once the request is closed', async () => {
    const row = await createdRequest();
    await db.update(requests).set({ status: 'completed' }).where(eq(requests.id, row.id));
    const response = await customerA.put(`/api/request/update/${row.orderId}`, requestBody(compressor));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: REQUEST_MESSAGES.notEditable });
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
