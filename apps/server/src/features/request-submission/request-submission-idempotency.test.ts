import { REQUEST_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildRequestSubmissionTestApp } from '../../../test/request-submission-fixtures.ts';
import { requestBody, requestRow, requestsOf, supplierMailsOf } from '../../../test/request-test-helpers.ts';

const { db, customerId, customerA, customerB, compressor, create } = await buildRequestSubmissionTestApp();

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
