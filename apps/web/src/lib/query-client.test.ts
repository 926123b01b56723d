import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

const apiError = (status: number) => new ApiError({ status, code: 'INTERNAL', detail: 'x' });

describe('shouldRetry', () => {
  it('never retries what the server refused (4xx)', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
  });

  it('retries network and server failures twice', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, apiError(0)))).toEqual([true, true, false]);
    expect(shouldRetry(0, apiError(503))).toBe(true);
  });
});
