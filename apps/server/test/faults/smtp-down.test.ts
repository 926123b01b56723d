import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config/env.ts';
import { mailOutbox } from '../../src/platform/db/schema/index.ts';
import { createLocalFileStore } from '../../src/platform/files/local-file-store.ts';
import { createMailerFromConfig } from '../../src/platform/mail/create-mailer.ts';
import { MAIL_MAX_ATTEMPTS } from '../../src/platform/mail/mail-worker.ts';
import { loadPart, requestBody } from '../request-test-helpers.ts';
import { seededAccount, signedInClient } from '../seeded-accounts.ts';
import { startSmtpPeer } from '../smtp-peer.ts';
import { createTestDatabase } from '../test-database.ts';

// Faults, the SMTP peer down: customers submit requests (each queues mail to the part's suppliers
// in its own transaction) while the mail server refuses connections. The mail stays queued and is retried;
// the app is restarted meanwhile (a deploy); the peer comes back and every mail is delivered exactly once.
// The app is the real one with the SMTP adapter SMTP_URL picks; the clock is the app's, moved by the test,
// so backoff waits take no real time.

const peer = await startSmtpPeer();
await peer.stop();
const database = await createTestDatabase();
const { db } = database;
const filesDir = await mkdtemp(join(tmpdir(), 'specsource-fault-files-'));
afterAll(async () => {
  await peer.stop();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

let clockMs = Date.parse('2026-11-23T12:00:00Z');
const now = () => new Date(clockMs);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  SMTP_URL: peer.url,
  PUBLIC_URL: 'http://specsource.test',
});

async function startApp(): Promise<FastifyInstance> {
  const app = await buildApp(config, {
    database,
    now,
    fileStore: createLocalFileStore(filesDir),
    createMailer: (log) => createMailerFromConfig(config, log),
    mailPollIntervalMs: 25,
  });
  await app.ready();
  return app;
}

async function until(predicate: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await predicate())) {
    if (performance.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const supplierMail = () =>
  db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'request:%:new:supplier:%'));

describe('the SMTP peer down while mail is queued', () => {
  it('keeps the mail queued through failures and a restart, then delivers each exactly once', async () => {
    const first = await startApp();
    const customer = await signedInClient(first, seededAccount('customer'));
    const pump = await loadPart(first, 'pump');
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        customer.post('/api/request/', requestBody(pump, { comment: `Outage request ${index}` })),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const queued = await supplierMail();
    expect(queued.length).toBeGreaterThanOrEqual(8);
    const ids = queued.map((row) => row.id);
    const rowsOf = () => db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

    // Every mail was tried at once (the commit nudges the worker) and failed: still queued, with the error.
    await until(
      async () => (await rowsOf()).every((row) => row.attempts >= 1 && row.status === 'pending'),
      'a first failed attempt',
    );
    // Past the first backoff: tried again, failed again.
    clockMs += 31_000;
    await until(
      async () => (await rowsOf()).every((row) => row.attempts >= 2 && row.status === 'pending'),
      'a second failed attempt',
    );
    for (const row of await rowsOf()) {
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
    }
    expect(peer.received).toHaveLength(0);

    // A restart while the mail waits: the queue is in the database, not in the process.
    await first.close();
    await peer.start();
    const second = await startApp();
    try {
      clockMs += 61_000;
      await until(
        async () => (await rowsOf()).every((row) => row.status === 'sent'),
        'delivery after the peer came back',
      );
      // Past every lease and backoff, the worker polls on (every 25 ms); a row sent once is never sent again.
      clockMs += 2 * 60 * 60_000;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sentRows = await rowsOf();
      expect(sentRows.every((row) => row.status === 'sent' && row.attempts <= MAIL_MAX_ATTEMPTS)).toBe(true);
      const delivered = peer.received.map((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => address?.text).join(', ');
        return `${to} | ${mail.subject}`;
      });
      expect(delivered.sort()).toEqual(sentRows.map((row) => `${row.to} | ${row.subject}`).sort());
    } finally {
      await second.close();
    }
  }, 60_000);
});
