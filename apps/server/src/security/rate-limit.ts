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
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterS: number;
}

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

function stateOf(count: number, rule: RateLimitRule, now: Date): RateLimitState {
  const { end } = windowOf(rule, now);
  return {
    isLimited: count >= rule.limit,
    retryAfterS: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
  };
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
 * Fixed-window counters in the database, so every instance on one PostgreSQL sees the same counts.
 * Every limit is checked by taking a slot first (`take`: one atomic upsert, so requests that arrive together
 * each get their own count) and only then doing the work it limits; `giveBack` returns a slot for an outcome
 * the rule does not count (a right password does not count as a failed one). There is deliberately no
 * read-only check: reading the count and counting after the work let a burst all read the same count.
 */
export function createRateLimiter(db: DatabaseOrTransaction, now = () => new Date()) {
  let hitStatement: ReturnType<typeof prepareHit> | undefined;
  let giveBackStatement: ReturnType<typeof prepareGiveBack> | undefined;
  return {
    /** Takes one slot; the state says whether the limit was already spent before it (then refuse the work). */
    async take(rule: RateLimitRule): Promise<RateLimitState & { slot: RateLimitSlot }> {
      const at = now();
      const { start, end } = windowOf(rule, at);
      hitStatement ??= prepareHit(db);
      const [row] = await hitStatement.execute({ key: rule.key, windowStart: start, expiresAt: end });
      return { ...stateOf((row?.count ?? 1) - 1, rule, at), slot: { key: rule.key, windowStart: start } };
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
