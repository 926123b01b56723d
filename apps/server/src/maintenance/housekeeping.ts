import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { deleteExpiredChallenges } from '../mfa/mfa.repository.ts';
import { createRateLimiter } from '../security/rate-limit.ts';
import { deleteDeadSessions } from '../sessions/sessions.repository.ts';

export interface HousekeepingOptions {
  db: Database;
  log: FastifyBaseLogger;
  idleTimeoutMs: number;
  intervalMs?: number;
  now?: () => Date;
}

/** One pass: drops sessions and pending second sign-in steps that can no longer be used, and closed rate-limit windows. */
export async function runHousekeeping(options: HousekeepingOptions): Promise<{ sessions: number }> {
  const now = (options.now ?? (() => new Date()))();
  const sessions = await deleteDeadSessions(options.db, now, new Date(now.getTime() - options.idleTimeoutMs));
  await createRateLimiter(options.db, () => now).purgeExpired();
  await deleteExpiredChallenges(options.db, now);
  return { sessions };
}

/**
 * Runs housekeeping every `intervalMs` (default 10 minutes). Safe on several instances: each pass only
 * deletes rows that are already dead. Returns a stop function for graceful shutdown.
 */
export function startHousekeeping(options: HousekeepingOptions): () => void {
  const timer = setInterval(
    () => {
      runHousekeeping(options).catch((err: unknown) => options.log.warn({ err }, 'housekeeping pass failed'));
    },
    options.intervalMs ?? 10 * 60_000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
