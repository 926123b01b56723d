import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { PART_SAVE_ATTEMPTS, retryOnSlugCollision } from './part-transaction.ts';

// Drizzle wraps the driver's error in `cause`.
const driverError = (code: string, constraint?: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('driver'), { code, constraint }) });

function failing(errors: Error[]) {
  let calls = 0;
  const save = async () => {
    const error = errors[calls++];
    if (error) {
      throw error;
    }
    return 'saved';
  };
  return { save, calls: () => calls };
}

describe('retryOnSlugCollision', () => {
  it('retries a slug taken by a concurrent save, on the part or in the history', async () => {
    const attempt = failing([
      driverError('23505', 'parts_slug_unique'),
      driverError('23505', 'part_slug_history_slug_unique'),
    ]);
    await expect(retryOnSlugCollision(attempt.save)).resolves.toBe('saved');
    expect(attempt.calls()).toBe(3);
  });

  it('answers 409 once every attempt collided', async () => {
    const attempt = failing(
      Array.from({ length: PART_SAVE_ATTEMPTS }, () => driverError('23505', 'parts_slug_unique')),
    );
    await expect(retryOnSlugCollision(attempt.save)).rejects.toMatchObject({
      status: 409,
      message: PART_ADMIN_MESSAGES.saveCollided,
    });
    expect(attempt.calls()).toBe(PART_SAVE_ATTEMPTS);
  });

  it('answers 409 at once for a classification or attribute deleted meanwhile', async () => {
    const attempt = failing([driverError('23503')]);
    await expect(retryOnSlugCollision(attempt.save)).rejects.toMatchObject({
      status: 409,
      message: PART_ADMIN_MESSAGES.taxonomyChanged,
    });
    expect(attempt.calls()).toBe(1);
  });

  it('passes other errors through untouched', async () => {
    const other = driverError('23505', 'some_other_unique');
    await expect(retryOnSlugCollision(failing([other]).save)).rejects.toBe(other);
  });
});
