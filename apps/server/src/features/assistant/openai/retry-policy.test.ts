import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryableStatus, retryAfterMs, sleep } from './retry-policy.ts';

describe('retry policy', () => {
  it('retries 408, 429 and 5xx only', () => {
    expect([400, 401, 403, 404, 408, 422, 429, 500, 502, 503].filter(isRetryableStatus)).toEqual([
      408, 429, 500, 502, 503,
    ]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T13:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 13:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('doubles the delay per attempt up to the cap, jittered within the upper half', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffMs(attempt, 500, 4_000, () => 0))).toEqual([
      250, 500, 1_000, 2_000, 2_000,
    ]);
    expect(backoffMs(2, 500, 4_000, () => 1)).toBe(2_000);
  });

  it('stops sleeping when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    controller.abort(new Error('gone'));
    await expect(pending).rejects.toThrow('gone');
  });
});
