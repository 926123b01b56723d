import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

// Found by the route fuzz suite (test/fuzz): a NUL in any text field was a 500 from PostgreSQL ('invalid byte
// sequence for encoding UTF8: 0x00'), an unpaired surrogate one in any jsonb column. Both are a 400 now.

describe('findUnstorableText', () => {
  it('finds a NUL or an unpaired surrogate in a string or a key, and names its path', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000y' }] })).toBe('a.0.b');
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toBe('a.k\u0000');
    expect(findUnstorableText(['fine', '\uD800'])).toBe('1');
    expect(findUnstorableText('x\uDC00')).toBe('');
    expect(findUnstorableText({ emoji: '👍🏽 ok', rtl: '\u202E', text: 'fine' })).toBeNull();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let value: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) {
      value = [value];
    }
    expect(findUnstorableText(value)).toBe(Array(100_000).fill('0').join('.'));
  });
});

const { app } = await buildTestApp();
const admin = await signedInClient(app, seededAccount('admin'));
const customer = await signedInClient(app, seededAccount('customer'));

describe('routes refuse such text as a 400 naming the field', () => {
  it.each([
    ['a NUL in a body field', '\u0000'],
    ['an unpaired surrogate in a body field', 'unit \uD800'],
  ])('%s', async (_, title) => {
    const response = await admin.post('/api/units/', { title });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `Check the field 'title': ${UNSTORABLE_TEXT_MESSAGE}`,
      code: 'VALIDATION',
      field_errors: { title: [UNSTORABLE_TEXT_MESSAGE] },
    });
  });

  it('a NUL in a path parameter and in a query parameter', async () => {
    const param = await createTestClient(app).get('/api/part-types/%00');
    expect(param.statusCode).toBe(400);
    expect(param.json().field_errors).toEqual({ name: [UNSTORABLE_TEXT_MESSAGE] });
    const query = await customer.get('/api/part/?title=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().field_errors).toEqual({ title: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('a NUL under a key of blanks names the part it came in', async () => {
    const response = await admin.get('/api/units/?%20%20%20=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ querystring: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('a NUL in a nested field of a search', async () => {
    const response = await customer.post('/api/dispatcher/', { part: '\u0000', order_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ part: [UNSTORABLE_TEXT_MESSAGE] });
  });
});
