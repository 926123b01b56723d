import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { isUniqueViolation } from './errors.ts';
import { units } from './schema/index.ts';

const { database } = await buildTestApp();

describe('isUniqueViolation', () => {
  it('recognises a real duplicate-key error from the database, wrapped or not', async () => {
    await database.db.insert(units).values({ title: 'furlong/fortnight' });
    const error = await database.db
      .insert(units)
      .values({ title: 'furlong/fortnight' })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
