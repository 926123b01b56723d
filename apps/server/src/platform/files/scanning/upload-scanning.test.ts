import { MESSAGES } from '@specsource/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { EICAR, EICAR_SIGNATURE, startClamdPeer } from '../../../../test/clamd-peer.ts';
import { multipartPayload } from '../../../../test/multipart-payload.ts';
import { userIdOf } from '../../../../test/request-factory.ts';
import { loadPart, requestBody } from '../../../../test/request-test-helpers.ts';
import { seededAccount, signedInClient } from '../../../../test/seeded-accounts.ts';
import { requestAttachments, requests } from '../../db/schema/index.ts';
import { createClamdScanner } from './clamd-scanner.ts';

// OWASP ASVS 5.0 §5.4.3 end to end: the request wizard's upload (POST /api/request/, field file_comment) on
// the real app, its scanner a clamd adapter speaking INSTREAM to a clamd peer on loopback.
const peer = await startClamdPeer();
afterAll(() => peer.stop());
const lines: string[] = [];
const { app, database } = await buildTestApp(
  { LOG_LEVEL: 'info' },
  {
    fileScanner: createClamdScanner({ host: peer.host, port: peer.port, timeoutMs: 2_000 }),
    logStream: { write: (line) => void lines.push(line) },
  },
);
const { db } = database;
const customer = await signedInClient(app, seededAccount('customer'));
const customerId = await userIdOf(db, seededAccount('customer').email);
const compressor = await loadPart(app, 'compressor');

beforeEach(() => {
  lines.length = 0;
});

function postWithFile(fileName: string, bytes: Buffer) {
  const { payload, headers } = multipartPayload([
    { name: 'form_data', value: JSON.stringify(requestBody(compressor)) },
    { name: 'file_comment', fileName, bytes, contentType: 'text/csv' },
  ]);
  return customer.post('/api/request/', payload, { headers });
}

async function stored() {
  const [made] = await db.select({ n: count() }).from(requests).where(eq(requests.customerId, customerId));
  const [files] = await db.select({ n: count() }).from(requestAttachments);
  return { requests: made?.n, files: files?.n };
}

function events(name: string): Array<Record<string, unknown>> {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === name);
}

describe('uploads are scanned for malware before anything is stored', () => {
  it('stores a clean file, after the scanner saw it', async () => {
    const before = await stored();
    const bytes = Buffer.from('flow,head\n120,45\n');
    const response = await postWithFile('duty.csv', bytes);
    expect(response.statusCode).toBe(201);
    expect(peer.scans.at(-1)?.bytes).toEqual(bytes);
    expect(await stored()).toEqual({ requests: (before.requests ?? 0) + 1, files: (before.files ?? 0) + 1 });
  });

  it('refuses the EICAR test file with a 400 naming the field, stores nothing, and logs it', async () => {
    const before = await stored();
    const response = await postWithFile('eicar.csv', Buffer.from(EICAR));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      detail: MESSAGES.uploadMalwareFound,
      field_errors: { file_comment: [MESSAGES.uploadMalwareFound] },
    });
    expect(await stored()).toEqual(before);
    expect(events('upload_malware_refused')).toMatchObject([
      { level: 40, field: 'file_comment', signature: EICAR_SIGNATURE, route: 'POST /api/request/' },
    ]);
  });

  it('refuses every file with a 503 while the scanner is down, stores nothing, and logs it', async () => {
    await peer.stop();
    const before = await stored();
    const response = await postWithFile('duty.csv', Buffer.from('flow,head\n120,45\n'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', detail: MESSAGES.uploadScanUnavailable });
    expect(await stored()).toEqual(before);
    expect(events('upload_scan_unavailable')).toMatchObject([
      { level: 50, field: 'file_comment', scanner: 'clamd', reason: expect.stringContaining('ECONNREFUSED') },
    ]);

    // A request without a file needs no scanner.
    const withoutFile = await customer.post('/api/request/', requestBody(compressor));
    expect(withoutFile.statusCode).toBe(201);
  });
});
