import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/database.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { rateLimitedError } from '../errors/app-error.ts';

export interface RateLimitRule {
  /** What is counted, e.g. `login-fail:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  isLimited: boolean;
  /** When limited, seconds until a take would be let through again (for Retry-After). */
  retryAfterS: number;
}

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    start: new Date(start),
    end: new Date(start + rule.windowMs),
    previousStart: new Date(start - rule.windowMs),
  };
}

/**
 * Whether a take is over the limit, and how long until it would not be, by a sliding-window estimate
 * (the "sliding window counter" Cloudflare describes in "Counting things, a lot of different things", 2017):
 * the previous window's count, weighted by how much of it still lies within one window length of now, plus
 * the current window's. A fixed window alone starts again at zero on the clock's boundary, so a burst sent
 * across it got twice the limit (one CI run of limits-under-burst.test.ts checked 10 passwords against a limit
 * of 5). The weighted share is rounded up: an attempt of the previous window counts whole until its share has
 * passed, so a burst that crosses the boundary meets, just after it, the count it left just before (the
 * unrounded estimate let one more through). `before` counts the slots taken in the current window before this one.
 */
export function slidingWindowState(
  rule: RateLimitRule,
  counts: { previous: number; before: number },
  now: Date,
): RateLimitState {
  const { start, end } = windowOf(rule, now);
  const elapsed = (now.getTime() - start.getTime()) / rule.windowMs;
  // The small tolerance keeps an exact share (4 × 0.5) from rounding up through floating-point noise.
  const previousShare = Math.ceil(counts.previous * (1 - elapsed) - 1e-9);
  if (previousShare + counts.before < rule.limit) {
    return { isLimited: false, retryAfterS: 0 };
  }
  // When the estimate falls below the limit with no further takes: in this window, once the previous window's
  // share is at most `free − 1`; or else in the next one, once this window's own share is at most `limit − 1`.
  let waitMs: number;
  if (counts.before < rule.limit) {
    const free = rule.limit - counts.before;
    waitMs = (1 - (free - 1) / counts.previous - elapsed) * rule.windowMs;
  } else {
    waitMs = end.getTime() - now.getTime() + (1 - (rule.limit - 1) / counts.before) * rule.windowMs;
  }
  // Whole milliseconds first: (1 − 2/3) × 3,600,000 is 1,200,000.0000000002, which would round up a second.
  return { isLimited: true, retryAfterS: Math.max(1, Math.ceil(Math.round(waitMs) / 1000)) };
}

/**
 * One count up, built by Drizzle once per limiter instead of on every call: the dispatcher counts every search,
 * and on PGlite building the upsert took about 120 µs of CPU, twice what running it takes (measured 2026-11-26).
 */
function prepareHit(db: DatabaseOrTransaction) {
  return db
    .insert(rateLimitBuckets)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count })
    .prepare('rate_limit_hit');
}

/** The previous window's count, for the sliding-window weight. */
function preparePreviousCount(db: DatabaseOrTransaction) {
  return db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(
      and(
        eq(rateLimitBuckets.key, sql.placeholder('key')),
        eq(rateLimitBuckets.windowStart, sql.placeholder('windowStart')),
      ),
    )
    .prepare('rate_limit_previous');
}

/** One decrement, built once per limiter like the count up. */
function prepareGiveBack(db: DatabaseOrTransaction) {
  return db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(
      and(
        eq(rateLimitBuckets.key, sql.placeholder('key')),
        eq(rateLimitBuckets.windowStart, sql.placeholder('windowStart')),
        gt(rateLimitBuckets.count, 0),
      ),
    )
    .prepare('rate_limit_give_back');
}

/** A slot taken in one rule's window: what `giveBack` needs to return it to that same window. */
export interface RateLimitSlot {
  readonly key: string;
  readonly windowStart: Date;
}

/**
 * Window counters in the database, so every instance on one PostgreSQL sees the same counts, read as a sliding
 * window (`slidingWindowState`).
 * Every limit is checked by taking a slot first (`take`: one atomic upsert, so requests that arrive together
 * each get their own count) and only then doing the work it limits; `giveBack` returns a slot for an outcome
 * the rule does not count (a right password does not count as a failed one). There is deliberately no
 * read-only check: reading the count and counting after the work let a burst all read the same count.
 */
export function createRateLimiter(db: DatabaseOrTransaction, now = () => new Date()) {
  let hitStatement: ReturnType<typeof prepareHit> | undefined;
  let previousStatement: ReturnType<typeof preparePreviousCount> | undefined;
  let giveBackStatement: ReturnType<typeof prepareGiveBack> | undefined;
  return {
    /** Takes one slot; the state says whether the limit was already spent before it (then refuse the work). */
    async take(rule: RateLimitRule): Promise<RateLimitState & { slot: RateLimitSlot }> {
      const at = now();
      const { start, end, previousStart } = windowOf(rule, at);
      hitStatement ??= prepareHit(db);
      previousStatement ??= preparePreviousCount(db);
      // A bucket is kept one window past its own end: the next window weighs it.
      const expiresAt = new Date(end.getTime() + rule.windowMs);
      const [row] = await hitStatement.execute({ key: rule.key, windowStart: start, expiresAt });
      const before = (row?.count ?? 1) - 1;
      // A window already at its limit decides alone (its wait does not depend on the previous one); otherwise the
      // previous window takes no more slots (only give-backs), so reading it after the count up is safe.
      const [previous] =
        before >= rule.limit
          ? []
          : await previousStatement.execute({ key: rule.key, windowStart: previousStart });
      const counts = { previous: previous?.count ?? 0, before };
      return { ...slidingWindowState(rule, counts, at), slot: { key: rule.key, windowStart: start } };
    },

    /** Returns a slot to the window it was taken in (nothing happens once that window has ended). */
    async giveBack(slot: RateLimitSlot): Promise<void> {
      giveBackStatement ??= prepareGiveBack(db);
      await giveBackStatement.execute({ key: slot.key, windowStart: slot.windowStart });
    },

    async purgeExpired(): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Slots taken under every rule of one action, to give back when the outcome is one the rules do not count. */
export interface Reservation {
  giveBack(): Promise<void>;
}

/**
 * Takes a slot under each rule in turn, before the work they limit, and refuses with 429 and Retry-After at the
 * first rule already spent, giving back every slot it took: the action never ran, so each count stays the number
 * of actions let through (a refused burst does not push the window's count past the limit).
 * `detail` is the message, or builds it from the wait in whole minutes (for hourly limits).
 */
export async function spendOrRefuse(
  limiter: Pick<RateLimiter, 'take' | 'giveBack'>,
  rules: readonly RateLimitRule[],
  detail: string | ((waitMinutes: number) => string),
): Promise<Reservation> {
  const slots: RateLimitSlot[] = [];
  const giveBack = async () => {
    for (const slot of slots.splice(0)) {
      await limiter.giveBack(slot);
    }
  };
  for (const rule of rules) {
    const state = await limiter.take(rule);
    slots.push(state.slot);
    if (state.isLimited) {
      await giveBack();
      const message = typeof detail === 'string' ? detail : detail(Math.ceil(state.retryAfterS / 60));
      throw rateLimitedError(state.retryAfterS, message);
    }
  }
  return { giveBack };
}
