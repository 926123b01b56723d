import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredChallenges } from '../domain/mfa/mfa.repository.ts';
import type { Database } from '../platform/db/database.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { createRateLimiter } from '../platform/security/rate-limit.ts';
import { deleteDeadSessions } from '../platform/sessions/sessions.repository.ts';
import { removeOrphanedFiles } from './orphan-files.ts';

export interface HousekeepingOptions {
  db: Database;
  log: FastifyBaseLogger;
  idleTimeoutMs: number;
  intervalMs?: number;
  now?: () => Date;
  /** The file store and the upload spool, whose orphans a pass removes; unset: files are left alone. */
  files?: { store: FileStore; spoolDir: string };
}

/**
 * One pass: drops sessions and pending second sign-in steps that can no longer be used, closed rate-limit
 * windows, and files a crash left behind with no row (orphan-files.ts).
 */
export async function runHousekeeping(
  options: HousekeepingOptions,
): Promise<{ sessions: number; orphanFiles: number; spoolFiles: number }> {
  const now = (options.now ?? (() => new Date()))();
  const sessions = await deleteDeadSessions(options.db, now, new Date(now.getTime() - options.idleTimeoutMs));
  await createRateLimiter(options.db, () => now).purgeExpired();
  await deleteExpiredChallenges(options.db, now);
  const orphans = options.files
    ? await removeOrphanedFiles({
        db: options.db,
        fileStore: options.files.store,
        spoolDir: options.files.spoolDir,
        now,
      })
    : { files: 0, spool: 0 };
  if (orphans.files + orphans.spool > 0) {
    options.log.info(
      { event: 'orphan_files_removed', ...orphans },
      'removed files a crash left without a row',
    );
  }
  return { sessions, orphanFiles: orphans.files, spoolFiles: orphans.spool };
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
