import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { createRateLimiter, type RateLimitRule, slidingWindowState, spendOrRefuse } from './rate-limit.ts';

const FIVE_MINUTES = 5 * 60_000;
const rule = { key: 'login-fail:account:someone@example.com', limit: 5, windowMs: FIVE_MINUTES };
/** A window boundary on the clock: 2026-11-27 10:00:00 UTC is a multiple of five minutes. */
const boundary = Date.UTC(2026, 10, 27, 10, 0, 0);
const at = (msAfterBoundary: number) => new Date(boundary + msAfterBoundary);

describe('slidingWindowState (worked by hand)', () => {
  it('with an empty previous window it is the plain count: the sixth take of five is refused', () => {
    expect(slidingWindowState(rule, { previous: 0, before: 4 }, at(60_000)).isLimited).toBe(false);
    expect(slidingWindowState(rule, { previous: 0, before: 5 }, at(60_000)).isLimited).toBe(true);
  });

  it('just after a boundary the previous window still counts whole', () => {
    // 1 s into the window: 5 × (1 − 1/300) = 4.983, rounded up to 5: refused with nothing taken yet.
    expect(slidingWindowState(rule, { previous: 5, before: 0 }, at(1_000)).isLimited).toBe(true);
    // 60 s in: 5 × 0.8 = 4 (exactly, not rounded up to 5), so one take is let through and the next refused.
    expect(slidingWindowState(rule, { previous: 5, before: 0 }, at(60_000)).isLimited).toBe(false);
    expect(slidingWindowState(rule, { previous: 5, before: 1 }, at(60_000)).isLimited).toBe(true);
    // 61 s in: 5 × (1 − 61/300) = 3.983, rounded up to 4: the same.
    expect(slidingWindowState(rule, { previous: 5, before: 0 }, at(61_000)).isLimited).toBe(false);
    expect(slidingWindowState(rule, { previous: 5, before: 1 }, at(61_000)).isLimited).toBe(true);
  });

  it('halfway through, half of the previous window counts', () => {
    // 150 s in: 4 × 0.5 = 2; with 2 taken before, 4 < 5 (let through); with 3 taken, 5 ≥ 5 (refused).
    expect(slidingWindowState(rule, { previous: 4, before: 2 }, at(150_000)).isLimited).toBe(false);
    expect(slidingWindowState(rule, { previous: 4, before: 3 }, at(150_000)).isLimited).toBe(true);
  });

  it('Retry-After is when the estimate falls below the limit', () => {
    // previous 5, before 2, 60 s in: 4 + 2 = 6. Free: 3, so the share must fall to 2: 5 × (1 − f) ≤ 2 at
    // f = 0.6, 180 s into the window: 120 s from now.
    expect(slidingWindowState(rule, { previous: 5, before: 2 }, at(60_000))).toEqual({
      isLimited: true,
      retryAfterS: 120,
    });
    // before 5 (the window full), 100 s in: 200 s to its end, then 5 × (1 − f) ≤ 4 at f = 0.2: 60 s more.
    expect(slidingWindowState(rule, { previous: 0, before: 5 }, at(100_000)).retryAfterS).toBe(260);
    // before 10 (more than the limit), 100 s in: 200 s, then 10 × (1 − f) ≤ 4 at f = 0.6: 180 s more.
    expect(slidingWindowState(rule, { previous: 0, before: 10 }, at(100_000)).retryAfterS).toBe(380);
    // At the boundary after a full window: 5 × (1 − f) ≤ 4 at f = 0.2: 60 s.
    expect(slidingWindowState(rule, { previous: 5, before: 0 }, at(0)).retryAfterS).toBe(60);
  });
});

const database = await createEmptyTestDatabase();
afterAll(() => database.close());

describe('createRateLimiter on a real database', () => {
  function limiterAt(start: Date) {
    const clock = { now: start };
    const limiter = createRateLimiter(database.db, () => clock.now);
    const spend = (limited: RateLimitRule) =>
      spendOrRefuse(limiter, [limited], 'limited').then(
        () => 'through' as const,
        () => 'refused' as const,
      );
    return { clock, limiter, spend };
  }

  it('a burst sent across a window boundary gets the limit once, not twice', async () => {
    const { clock, spend } = limiterAt(at(-2_000));
    const burstRule = { ...rule, key: 'login-fail:account:burst@example.com' };
    // 20 takes 2 s before the boundary, then 20 takes 1 s after it: a fixed window let 5 + 5 through.
    const before = await Promise.all(Array.from({ length: 20 }, () => spend(burstRule)));
    clock.now = at(1_000);
    const after = await Promise.all(Array.from({ length: 20 }, () => spend(burstRule)));
    expect(before.filter((outcome) => outcome === 'through')).toHaveLength(5);
    expect(after.filter((outcome) => outcome === 'through')).toHaveLength(0);
  });

  it('the previous window weighs less as the current one goes on, and its bucket outlives it', async () => {
    const { clock, limiter, spend } = limiterAt(at(-60_000));
    const slowRule = { ...rule, key: 'login-fail:account:slow@example.com' };
    const spendThree = async () => [await spend(slowRule), await spend(slowRule), await spend(slowRule)];
    for (let i = 0; i < 5; i++) {
      expect(await spend(slowRule)).toBe('through');
    }
    // 150 s into the next window: 5 × 0.5 = 2.5, rounded up to 3, so two more (3 + 2 = 5), then refused.
    clock.now = at(150_000);
    expect(await spendThree()).toEqual(['through', 'through', 'refused']);
    // The previous window's bucket is kept to be weighed until the end of the current one.
    await limiter.purgeExpired();
    clock.now = at(299_000);
    // 5 × (1/300) = 0.017, rounded up to 1; with 2 taken: two more (1 + 4 = 5), then refused.
    expect(await spendThree()).toEqual(['through', 'through', 'refused']);
  });
});
