import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';

// Found by the route fuzz suite (test/fuzz): a multipart body busboy cannot read (no boundary, cut short) was a
// 500 on every upload route, and a part typed application/json that does not parse a 406 or a validation
// error naming no field. All are a 400 BAD_REQUEST now (platform/files/multipart-body.ts unreadableFormError).

const { app } = await buildTestApp();
const admin = await signedInClient(app, seededAccount('admin'));
const visitor = createTestClient(app);

const BOUNDARY = 'regression-boundary';
const part = (headers: string[], content: string) =>
  `--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n${content}\r\n`;

const FORMS = {
  'no boundary': {
    contentType: 'multipart/form-data',
    payload: part(['Content-Disposition: form-data; name="file"; filename="parts.csv"'], 'a,b'),
  },
  'a form cut short': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno closing boundary`,
  },
  'a JSON-typed part that is not JSON': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${part(['Content-Disposition: form-data; name="note"', 'Content-Type: application/json'], '{not json')}--${BOUNDARY}--\r\n`,
  },
};

async function send(client: TestClient, url: string, form: { contentType: string; payload: string }) {
  return client.post(url, form.payload, { headers: { 'content-type': form.contentType } });
}

describe('unreadable multipart forms are the client’s 400', () => {
  for (const [name, form] of Object.entries(FORMS)) {
    it(`${name}: a file-upload route (parts CSV import)`, async () => {
      const response = await send(admin, '/api/admin/parts/import', form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });

    it(`${name}: a route with attachments (a visitor's request)`, async () => {
      const response = await send(visitor, '/api/request/', form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  }
});

describe('a file sent in another field', () => {
  it('with a blank name is refused naming the field files belong in (a 400 always names a field)', async () => {
    const payload = `${part(['Content-Disposition: form-data; name="   "; filename="drawing.pdf"', 'Content-Type: application/pdf'], '%PDF-1.7')}--${BOUNDARY}--\r\n`;
    const response = await send(visitor, '/api/request/', {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Send files in the field 'file_comment'.",
      code: 'VALIDATION',
      field_errors: { file_comment: ["Send files in the field 'file_comment'."] },
    });
  });
});
