import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, defineEndpoint, MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildXlsx, SAMPLE_FILES } from '../../../test/file-samples.ts';
import { type MultipartPart, multipartPayload } from '../../../test/multipart-payload.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { uploadedFiles } from '../files/uploaded-files.ts';
import { registerFileUploadScope } from './file-upload.ts';
import { registerEndpoint } from './register-endpoint.ts';

// Two routes on the real app (access control, CSRF, error handler): one taking plain fields and files like
// the offer form, one taking a `form_data` JSON string plus `file_comment` like the request wizard.
const FilesSeenSchema = z.array(
  z.object({ name: z.string(), type: z.string(), extension: z.string(), size: z.number() }),
);

const offerLike = defineEndpoint({
  method: 'POST',
  path: '/api/test-multipart/offers/',
  summary: 'test route',
  tags: ['test'],
  body: z.object({
    title: z.string().min(1, { error: 'Enter a title' }),
    quantity: z.coerce.number().int().min(1, { error: 'At least 1' }),
  }),
  response: z.object({ title: z.string(), quantity: z.number(), files: FilesSeenSchema }),
});

const wizardLike = defineEndpoint({
  method: 'POST',
  path: '/api/test-multipart/requests/',
  summary: 'test route',
  tags: ['test'],
  body: z.object({ part: z.string().min(1), quantity: z.number().int(), comment: z.string().optional() }),
  response: z.object({
    part: z.string(),
    quantity: z.number(),
    comment: z.string().optional(),
    files: FilesSeenSchema,
  }),
});

const { app } = await buildTestApp();
let handlerCalls = 0;
const filesSeen = (request: Parameters<typeof uploadedFiles>[0]) => {
  handlerCalls += 1;
  return uploadedFiles(request).map((file) => ({
    name: file.originalName,
    type: file.contentType,
    extension: file.extension,
    size: file.sizeBytes,
  }));
};
registerEndpoint(app, offerLike, {
  access: ['customer'],
  multipart: { fileField: 'attachments', maxFiles: 2 },
  handler: async ({ body, request }) => ({ ...body, files: filesSeen(request) }),
});
registerEndpoint(app, wizardLike, {
  access: ['customer'],
  multipart: { jsonField: 'form_data', fileField: 'file_comment', maxFiles: 1 },
  handler: async ({ body, request }) => ({ ...body, files: filesSeen(request) }),
});

// Inside the CSV imports' upload scope (which registers @fastify/multipart itself): no second registration.
const inUploadScope = defineEndpoint({ ...offerLike, path: '/api/test-multipart/in-upload-scope/' });
await registerFileUploadScope(app, 1024 * 1024, (scope) => {
  registerEndpoint(scope, inUploadScope, {
    access: ['customer'],
    multipart: { fileField: 'attachments', maxFiles: 1 },
    handler: async ({ body, request }) => ({ ...body, files: filesSeen(request) }),
  });
});

const customer = await signedInClient(app, seededAccount('customer'));
const OFFERS = offerLike.path;
const REQUESTS = wizardLike.path;

function postMultipart(url: string, parts: MultipartPart[], client = customer) {
  const { payload, headers } = multipartPayload(parts);
  return client.post(url, payload, { headers });
}

const pdf = (fileName = 'drawing.pdf', bytes: Buffer = SAMPLE_FILES.pdf): MultipartPart => ({
  name: 'attachments',
  fileName,
  bytes,
  contentType: 'application/pdf',
});

describe('registerEndpoint multipart option: the same schema for JSON and multipart', () => {
  it('takes plain JSON, with no files', async () => {
    const response = await customer.post(OFFERS, { title: 'Impeller', quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Impeller', quantity: 2, files: [] });
  });

  it('validates JSON with the schema (400 naming the field)', async () => {
    const response = await customer.post(OFFERS, { title: '', quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ title: ['Enter a title'] });
  });

  it('takes multipart fields and files; types come from the bytes, names are made safe', async () => {
    const response = await postMultipart(OFFERS, [
      { name: 'title', value: 'Impeller' },
      { name: 'quantity', value: '3' },
      pdf('../../etc/drawing.pdf'),
      // The client's claimed type is ignored.
      { name: 'attachments', fileName: 'sheet.xlsx', bytes: buildXlsx(), contentType: 'text/html' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'Impeller',
      quantity: 3,
      files: [
        { name: 'drawing.pdf', type: 'application/pdf', extension: '.pdf', size: SAMPLE_FILES.pdf.length },
        {
          name: 'sheet.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          extension: '.xlsx',
          size: buildXlsx().length,
        },
      ],
    });
  });

  it('validates multipart fields with the same schema', async () => {
    const response = await postMultipart(OFFERS, [{ name: 'quantity', value: '0' }, pdf()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({
      title: [expect.any(String)],
      quantity: ['At least 1'],
    });
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413', async () => {
    const atLimit = Buffer.concat([
      SAMPLE_FILES.pdf,
      Buffer.alloc(ATTACHMENT_MAX_BYTES - SAMPLE_FILES.pdf.length),
    ]);
    const accepted = await postMultipart(OFFERS, [
      { name: 'title', value: 'Big' },
      { name: 'quantity', value: '1' },
      pdf('big.pdf', atLimit),
    ]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().files[0].size).toBe(ATTACHMENT_MAX_BYTES);

    const tooLarge = await postMultipart(OFFERS, [
      { name: 'title', value: 'Big' },
      { name: 'quantity', value: '1' },
      pdf('huge.pdf', Buffer.concat([atLimit, Buffer.from('x')])),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      detail: ATTACHMENT_MESSAGES.tooLarge,
      code: 'PAYLOAD_TOO_LARGE',
      field_errors: { attachments: [ATTACHMENT_MESSAGES.tooLarge] },
    });
  });

  it('refuses more files than the route allows with 400', async () => {
    const response = await postMultipart(OFFERS, [
      { name: 'title', value: 'Many' },
      { name: 'quantity', value: '1' },
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: ATTACHMENT_MESSAGES.tooMany,
      code: 'VALIDATION',
      field_errors: { attachments: [ATTACHMENT_MESSAGES.tooMany] },
    });
  });

  it.each([
    ['an HTML page renamed .pdf', pdf('invoice.pdf', SAMPLE_FILES.html), ATTACHMENT_MESSAGES.contentMismatch],
    ['an .exe', pdf('tool.exe'), ATTACHMENT_MESSAGES.typeNotAllowed],
    ['an empty file', pdf('empty.pdf', Buffer.alloc(0)), ATTACHMENT_MESSAGES.empty],
  ])('refuses %s with a 400 on the file field', async (_, file, message) => {
    const response = await postMultipart(OFFERS, [
      { name: 'title', value: 'X' },
      { name: 'quantity', value: '1' },
      file,
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, field_errors: { attachments: [message] } });
  });

  it('ignores an empty file input (no file chosen)', async () => {
    const response = await postMultipart(OFFERS, [
      { name: 'title', value: 'No file' },
      { name: 'quantity', value: '1' },
      { name: 'attachments', fileName: '', bytes: Buffer.alloc(0) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files).toEqual([]);
  });

  it('refuses a file sent in another field', async () => {
    const response = await postMultipart(OFFERS, [
      { name: 'title', value: 'X' },
      { name: 'quantity', value: '1' },
      { name: 'other', fileName: 'a.pdf', bytes: SAMPLE_FILES.pdf },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(['other']);
  });
});

describe('multipart option inside another upload scope', () => {
  it("reuses the scope's parser and applies the route's own limits", async () => {
    const parts: MultipartPart[] = [
      { name: 'title', value: 'Scoped' },
      { name: 'quantity', value: '1' },
      pdf(),
    ];
    const accepted = await postMultipart(inUploadScope.path, parts);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().files).toHaveLength(1);
    const tooMany = await postMultipart(inUploadScope.path, [...parts, pdf('second.pdf')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field_errors).toEqual({ attachments: [ATTACHMENT_MESSAGES.tooMany] });
  });
});

describe('multipart option with a JSON field (the wizard shape: form_data + file_comment)', () => {
  it('parses the JSON field into the body, and takes the file', async () => {
    const response = await postMultipart(REQUESTS, [
      { name: 'form_data', value: JSON.stringify({ part: 'pump', quantity: 4, comment: 'see drawing' }) },
      { name: 'file_comment', fileName: 'pump.step', bytes: SAMPLE_FILES.step },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      part: 'pump',
      quantity: 4,
      comment: 'see drawing',
      files: [{ name: 'pump.step', type: 'model/step', extension: '.step', size: SAMPLE_FILES.step.length }],
    });
  });

  it('still takes plain JSON', async () => {
    const response = await customer.post(REQUESTS, { part: 'pump', quantity: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().files).toEqual([]);
  });

  it('validates the parsed JSON with the schema', async () => {
    const response = await postMultipart(REQUESTS, [
      { name: 'form_data', value: JSON.stringify({ part: 'pump', quantity: 'four' }) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(['quantity']);
  });

  it.each([
    ['not JSON', '{part: pump'],
    ['a JSON array', '[1, 2]'],
  ])('answers 400 naming the field when form_data is %s', async (_, value) => {
    const response = await postMultipart(REQUESTS, [{ name: 'form_data', value }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field_errors: { form_data: [expect.stringContaining("'form_data'")] },
    });
  });

  it('allows one file here', async () => {
    const step = { name: 'file_comment', fileName: 'a.step', bytes: SAMPLE_FILES.step };
    const response = await postMultipart(REQUESTS, [
      { name: 'form_data', value: JSON.stringify({ part: 'pump', quantity: 1 }) },
      step,
      { ...step, fileName: 'b.step' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ file_comment: [ATTACHMENT_MESSAGES.tooMany] });
  });
});

describe('access is checked before any upload is read', () => {
  // A file that would be refused if it were read: the 401/403 shows it never was.
  const refusedIfRead: MultipartPart[] = [
    { name: 'title', value: 'X' },
    { name: 'quantity', value: '1' },
    pdf('invoice.pdf', SAMPLE_FILES.html),
    pdf('huge.pdf', Buffer.alloc(ATTACHMENT_MAX_BYTES + 10, 0x25)),
  ];

  it('answers a visitor 401', async () => {
    const before = handlerCalls;
    const response = await postMultipart(OFFERS, refusedIfRead, createTestClient(app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', detail: MESSAGES.signInRequired });
    expect(handlerCalls).toBe(before);
  });

  it('answers the wrong role 403', async () => {
    const supplier = await signedInClient(app, seededAccount('supplier'));
    const response = await postMultipart(OFFERS, refusedIfRead, supplier);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists the multipart routes with their access rule', () => {
    expect(app.registeredRoutes).toContainEqual({ method: 'POST', url: OFFERS, access: ['customer'] });
    expect(app.registeredRoutes).toContainEqual({ method: 'POST', url: REQUESTS, access: ['customer'] });
  });
});

describe('over a real connection', () => {
  it('answers a browser-like FormData upload, and an oversized one with 413 without hanging', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = {
      cookie: [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrftoken': customer.cookies.get('csrftoken') ?? '',
    };
    const form = (file: Buffer, name: string) => {
      const data = new FormData();
      data.set('title', 'Wire');
      data.set('quantity', '2');
      data.append('attachments', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
      return data;
    };

    const accepted = await fetch(`${address}${OFFERS}`, {
      method: 'POST',
      headers,
      body: form(SAMPLE_FILES.pdf, 'ok.pdf'),
    });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { files: unknown }).files).toEqual([
      { name: 'ok.pdf', type: 'application/pdf', extension: '.pdf', size: SAMPLE_FILES.pdf.length },
    ]);

    const huge = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const refused = await fetch(`${address}${OFFERS}`, {
      method: 'POST',
      headers,
      body: form(huge, 'huge.pdf'),
    });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { detail: string }).detail).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });
});
