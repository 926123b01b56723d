import type { Database } from '../db/database.ts';
import {
  claimDueMail,
  failAbandonedMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
} from './mail-outbox.repository.ts';
import type { Mailer, MailLog } from './mailer.ts';

export const MAIL_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
// Longer than the SMTP adapter's timeouts, so a row is never sent by two workers while the first still tries.
const LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: MailLog;
  /** How often to look for due mail when nobody nudges. */
  intervalMs: number;
  now?: () => Date;
  maxAttempts?: number;
}

export interface MailWorker {
  /** Looks for due mail now, e.g. right after a transaction that queued some has committed. */
  nudge(): void;
  /** One pass: claims due rows and sends them; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/**
 * Sends the mail_outbox queue: claims due rows under a lease (several instances never send the same row),
 * sends each outside any transaction, marks it sent, and on failure retries with backoff up to a limit.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  let isStopped = false;
  let isRerunWanted = false;
  let current: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(row: OutboxRow): Promise<boolean> {
    try {
      await options.mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = row.attempts >= maxAttempts;
      const at = now();
      const retryAt = isFinal ? null : new Date(at.getTime() + mailRetryDelayMs(row.attempts));
      await markMailAttemptFailed(options.db, row, { error: message, retryAt, now: at });
      const details = { mailId: row.id, attempts: row.attempts, error: message, retryAt };
      if (isFinal) {
        options.log.error(details, 'mail could not be sent; giving up');
      } else {
        options.log.warn(details, 'mail could not be sent; will retry');
      }
      return false;
    }
    await markMailSent(options.db, row, now());
    return true;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    do {
      isRerunWanted = false;
      const at = now();
      await failAbandonedMail(options.db, { now: at, maxAttempts });
      const rows = await claimDueMail(options.db, {
        now: at,
        leaseUntil: new Date(at.getTime() + LEASE_MS),
        limit: BATCH_SIZE,
        maxAttempts,
      });
      for (const row of rows) {
        if (await sendOne(row)) {
          sent++;
        }
      }
      // A full batch may mean more is due; a nudge during the pass may have queued more.
      isRerunWanted ||= rows.length === BATCH_SIZE;
    } while (isRerunWanted && !isStopped);
    return sent;
  }

  function runOnce(): Promise<number> {
    if (current) {
      isRerunWanted = true;
      return current;
    }
    current = pass().finally(() => {
      current = undefined;
      // A nudge that came after the pass's last look must not wait for the next poll.
      if (isRerunWanted && !isStopped) {
        runInBackground();
      }
    });
    return current;
  }

  function runInBackground(): void {
    runOnce().catch((error: unknown) => {
      options.log.error({ err: error }, 'mail worker pass failed');
    });
  }

  function schedule(): void {
    if (isStopped) {
      return;
    }
    timer = setTimeout(() => {
      runInBackground();
      schedule();
    }, options.intervalMs);
    // The poll alone never keeps the process alive.
    timer.unref();
  }

  schedule();
  return {
    nudge() {
      if (!isStopped) {
        runInBackground();
      }
    },
    runOnce,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
