import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  RequestDetailSchema,
  RequestViewSchema,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartPayload } from '../../../test/multipart-payload.ts';
import { buildRequestSubmissionTestApp } from '../../../test/request-submission-fixtures.ts';
import { requestBody, requestRow, requestsOf } from '../../../test/request-test-helpers.ts';
import { requestAttachments } from '../../platform/db/schema/index.ts';

const { db, customerId, customerA, keystone, compressor } = await buildRequestSubmissionTestApp();

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
