import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { rateLimitBuckets, sessions, users } from '../platform/db/schema/index.ts';
import { runHousekeeping } from './housekeeping.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('runHousekeeping', () => {
  it('deletes expired and idle sessions and closed rate-limit windows, and keeps live ones', async () => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'));
    const userId = user?.id ?? 0;
    const session = (id: string, lastSeenAt: Date, expiresAt: Date) => ({
      id,
      userId,
      csrfSecret: 'x',
      createdAt: minutesAgo(300),
      lastSeenAt,
      expiresAt,
    });
    await db
      .insert(sessions)
      .values([
        session('live', minutesAgo(5), minutesAgo(-60)),
        session('idle', minutesAgo(200), minutesAgo(-60)),
        session('expired', minutesAgo(1), minutesAgo(1)),
      ]);
    await db.insert(rateLimitBuckets).values([
      { key: 'closed', windowStart: minutesAgo(10), count: 3, expiresAt: minutesAgo(5) },
      { key: 'open', windowStart: minutesAgo(1), count: 3, expiresAt: minutesAgo(-4) },
    ]);

    const result = await runHousekeeping({ db, log: app.log, idleTimeoutMs: 120 * 60_000, now: () => now });

    expect(result.sessions).toBe(2);
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map((row) => row.id)).toEqual(['live']);
    const buckets = await db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(buckets.map((row) => row.key)).toEqual(['open']);
  });
});
