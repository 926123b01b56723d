import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { claimDueMail, enqueueMail } from './mail-outbox.repository.ts';
import { mailRetryDelayMs, startMailWorker } from './mail-worker.ts';
import type { Mailer, MailLog, MailMessage } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const database = await createTestDatabase();
const { db } = database;
const peer = await startSmtpPeer();
afterAll(async () => {
  await peer.stop();
  await database.close();
});

function recordingLog(): MailLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (_details: object, message: string) => {
    lines.push(message);
  };
  return { lines, info: record, warn: record, error: record };
}

let clockMs = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date(clockMs);

async function queue(dedupeKey: string, to = 'buyer@example.com') {
  await enqueueMail(db, { to, subject: `Test ${dedupeKey}`, text: `Body of ${dedupeKey}`, dedupeKey }, now());
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!row) {
    throw new Error('not queued');
  }
  return row;
}

async function rowOf(id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

describe('mailRetryDelayMs', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(mailRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('enqueueMail', () => {
  it('queues a dedupe key once', async () => {
    await queue('dedupe-once');
    const again = await enqueueMail(
      db,
      { to: 'x@example.com', subject: 's', text: 't', dedupeKey: 'dedupe-once' },
      now(),
    );
    expect(again).toBe(false);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'dedupe-once'))).toHaveLength(1);
    await db.delete(mailOutbox);
  });
});

describe('startMailWorker', () => {
  it('retries with backoff while the SMTP peer is down and delivers exactly once when it is back', async () => {
    const log = recordingLog();
    const worker = startMailWorker({
      db,
      mailer: createSmtpMailer({ smtpUrl: peer.url, from: 'SpecSource <no-reply@localhost>' }),
      log,
      intervalMs: 3_600_000,
      now,
    });
    try {
      const row = await queue('peer-down');
      await peer.stop();

      expect(await worker.runOnce()).toBe(0);
      const failed = await rowOf(row.id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed?.sendAfter.getTime()).toBe(clockMs + 30_000);
      expect(log.lines).toContain('mail could not be sent; will retry');

      // Not due yet: nothing is tried.
      expect(await worker.runOnce()).toBe(0);
      expect((await rowOf(row.id))?.attempts).toBe(1);

      clockMs += 30_000;
      expect(await worker.runOnce()).toBe(0);
      expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 2 });
      expect((await rowOf(row.id))?.sendAfter.getTime()).toBe(clockMs + 60_000);

      await peer.start();
      clockMs += 60_000;
      const before = peer.received.length;
      expect(await worker.runOnce()).toBe(1);
      const mail = await peer.nextMail(before);
      expect(mail.subject).toBe('Test peer-down');
      expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

      clockMs += 24 * 3_600_000;
      expect(await worker.runOnce()).toBe(0);
      expect(peer.received.length).toBe(before + 1);
    } finally {
      await worker.stop();
      await db.delete(mailOutbox);
    }
  });

  it('gives up after the attempt limit and marks the row failed', async () => {
    const log = recordingLog();
    const broken: Mailer = {
      send: () => Promise.reject(new Error('550 mailbox unavailable')),
    };
    const worker = startMailWorker({ db, mailer: broken, log, intervalMs: 3_600_000, now, maxAttempts: 2 });
    try {
      const row = await queue('gives-up');
      await worker.runOnce();
      clockMs += 3_600_000;
      await worker.runOnce();
      expect(await rowOf(row.id)).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: '550 mailbox unavailable',
      });
      clockMs += 24 * 3_600_000;
      await worker.runOnce();
      expect((await rowOf(row.id))?.attempts).toBe(2);
      expect(log.lines).toContain('mail could not be sent; giving up');
    } finally {
      await worker.stop();
      await db.delete(mailOutbox);
    }
  });

  it('never sends a row twice when two workers share the queue', async () => {
    const sent: MailMessage[] = [];
    // A slow mailer keeps both workers' passes overlapping.
    const slow: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    const workers = [1, 2].map(() =>
      startMailWorker({ db, mailer: slow, log: recordingLog(), intervalMs: 3_600_000, now }),
    );
    try {
      for (let i = 0; i < 25; i++) {
        await queue(`shared-${i}`);
      }
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(25);
      expect(new Set(sent.map((message) => message.subject)).size).toBe(25);
      expect(sent).toHaveLength(25);
      const rows = await db.select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await db.delete(mailOutbox);
    }
  });

  it('takes over a row whose worker stopped mid-send once its lease runs out, and sends it once', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.subject);
      },
    };
    const worker = startMailWorker({ db, mailer, log: recordingLog(), intervalMs: 3_600_000, now });
    try {
      const row = await queue('crashed');
      // Another instance claims the row and dies before sending.
      await claimDueMail(db, {
        now: now(),
        leaseUntil: new Date(clockMs + 120_000),
        limit: 10,
        maxAttempts: 8,
      });
      expect(await worker.runOnce()).toBe(0);
      clockMs += 120_001;
      expect(await worker.runOnce()).toBe(1);
      expect(sent).toEqual(['Test crashed']);
      expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await worker.stop();
      await db.delete(mailOutbox);
    }
  });

  it('sends at once when nudged, without waiting for the poll', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.subject);
      },
    };
    const worker = startMailWorker({ db, mailer, log: recordingLog(), intervalMs: 3_600_000, now });
    try {
      await queue('nudged');
      worker.nudge();
      await expect.poll(() => sent, { timeout: 5_000 }).toEqual(['Test nudged']);
    } finally {
      await worker.stop();
      await db.delete(mailOutbox);
    }
  });
});
