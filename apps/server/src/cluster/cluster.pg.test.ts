import { MFA_MESSAGES } from '@specsource/contracts';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAccount } from '../../test/account-fixtures.ts';
import {
  catalogueForm,
  firstOk,
  json,
  logLines,
  newPump,
  report,
  startClusterSuite,
} from '../../test/cluster/cluster-suite.ts';
import { createHttpClient } from '../../test/cluster/http-client.ts';
import { enableMfaFor } from '../../test/mfa-fixtures.ts';
import { seededAccount } from '../../test/seeded-accounts.ts';
import type { SmtpPeer } from '../../test/smtp-peer.ts';
import { CATALOGUE_CHANNEL } from '../domain/catalogue/catalogue-version.ts';
import { totpAt } from '../domain/mfa/totp.ts';
import { openDatabase } from '../platform/db/client.ts';
import { mailOutbox } from '../platform/db/schema/index.ts';
import { enqueueMail } from '../platform/mail/mail-outbox.repository.ts';

// Two real instances (`node src/main.ts` child processes) on one PostgreSQL database behind the round-robin
// proxy: what holds when the app is scaled out. PostgreSQL only (`npm run test:pg`).

const NOTIFY_BOUND_MS = 2_000;
const { database, smtp, proxyUrl, proxy, a, b, origin } = await startClusterSuite();

describe('two instances on one PostgreSQL behind a round-robin proxy', () => {
  it('a session made on one instance works on the other, and signing out on the other ends it on both', async () => {
    const customer = seededAccount('customer');
    const client = createHttpClient(origin);
    const signIn = await client.request(a.url, 'POST', '/api/api_login/', {
      json: { email: customer.email, password: customer.password },
    });
    expect(await json(signIn)).toEqual({ is_logged_in: 'logged_in' });

    expect(await json(await client.request(b.url, 'GET', '/api/check-auth/'))).toMatchObject({
      email: customer.email,
      role: 'customer',
    });
    const before = proxy.forwardedCounts();
    for (let i = 0; i < 4; i++) {
      const viaProxy = await client.request(proxyUrl, 'GET', '/api/check-auth/');
      expect(await json(viaProxy)).toMatchObject({ email: customer.email });
    }
    expect(proxy.forwardedCounts().map((count, index) => count - (before[index] ?? 0))).toEqual([2, 2]);

    const copied = createHttpClient(origin);
    for (const [name, value] of client.cookies) {
      copied.cookies.set(name, value);
    }
    const signOut = await client.request(b.url, 'POST', '/api/logout/');
    expect(await json(signOut)).toEqual({ is_logged_in: 'not_logged_in' });
    // The old cookie, replayed on the instance that did not sign out, belongs to a session that is gone.
    expect(await json(await copied.request(a.url, 'GET', '/api/check-auth/'))).toEqual({});
  });

  it('a second sign-in step started on one instance finishes on the other; its wrong codes count on both', async () => {
    const connection = await openDatabase({ databaseUrl: database?.url, maxConnections: 1 });
    const account = await createAccount(connection.db);
    const { secret } = await enableMfaFor(connection.db, account.id).finally(() => connection.close());
    const client = createHttpClient(origin);

    const passwordStep = () => client.request(a.url, 'POST', '/api/api_login/', { json: account });
    const verify = (instance: { url: string }, code: string) =>
      client.request(instance.url, 'POST', '/api/login/mfa/', { json: { code } });
    expect(await json(await passwordStep())).toEqual({ is_logged_in: 'not_logged_in', mfa_required: true });
    // Wrong codes alternate between the instances: neither sees 5, yet the fifth ends the pending sign-in.
    for (const instance of [b, a, b, a]) {
      expect(await json(await verify(instance, '000000'))).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await json(await verify(b, '000000'))).toEqual({
      code: 'BAD_REQUEST',
      detail: MFA_MESSAGES.tooManyAttempts,
    });

    expect(await json(await passwordStep())).toEqual({ is_logged_in: 'not_logged_in', mfa_required: true });
    const code = totpAt(secret, new Date(Date.now() + 30_000));
    const finished = await verify(b, code);
    expect(await json(finished)).toEqual({ is_logged_in: 'logged_in' });
    expect(await json(await client.request(a.url, 'GET', '/api/check-auth/'))).toMatchObject({
      email: account.email,
    });
  });

  it('rate limits are shared: alternating instances meets the 429 at the same attempt as one instance', {
    timeout: 90_000,
  }, async () => {
    /** Failed sign-ins from one client address (X-Forwarded-For, TRUST_PROXY) until the first 429. */
    async function attemptsUntilLimited(targets: string[], clientIp: string, emailOf: (n: number) => string) {
      const client = createHttpClient(origin);
      for (let attempt = 1; attempt <= 30; attempt++) {
        const target = targets[(attempt - 1) % targets.length] as string;
        const response = await client.request(target, 'POST', '/api/api_login/', {
          json: { email: emailOf(attempt), password: 'not the password at all' },
          headers: { 'x-forwarded-for': clientIp },
        });
        if (response.status === 429) {
          await response.body?.cancel();
          return attempt;
        }
        expect(await json(response)).toEqual({ is_logged_in: 'not_logged_in' });
      }
      throw new Error('no 429 in 30 attempts');
    }

    // The windows are fixed (aligned to the epoch): a sequence that straddled a window's end would start
    // counting again part-way. Each starts with at least 15 s of its window left, waiting for the next if not.
    async function withRoomIn<T>(windowMs: number, sequence: () => Promise<T>): Promise<T> {
      const leftMs = windowMs - (Date.now() % windowMs);
      if (leftMs < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, leftMs + 100));
      }
      return sequence();
    }
    // 5 failures per account in 5 minutes, from any address (check-password.ts).
    const accountOne = await withRoomIn(5 * 60_000, () =>
      attemptsUntilLimited([a.url], '10.11.0.1', () => 'lock-one@example.com'),
    );
    const accountBoth = await withRoomIn(5 * 60_000, () =>
      attemptsUntilLimited([a.url, b.url], '10.11.0.2', () => 'lock-two@example.com'),
    );
    // 10 failures per address a minute, whatever the accounts.
    const ipOne = await withRoomIn(60_000, () =>
      attemptsUntilLimited([a.url], '10.11.0.3', (n) => `ip-one-${n}@example.com`),
    );
    const ipBoth = await withRoomIn(60_000, () =>
      attemptsUntilLimited([a.url, b.url], '10.11.0.4', (n) => `ip-both-${n}@example.com`),
    );
    report(
      `429 at attempt ${accountOne} (account, one instance) / ${accountBoth} (alternating); ` +
        `${ipOne} (address, one instance) / ${ipBoth} (alternating)`,
    );
    expect({ accountOne, accountBoth, ipOne, ipBoth }).toEqual({
      accountOne: 6,
      accountBoth: 6,
      ipOne: 11,
      ipBoth: 11,
    });
  });

  it(`a catalogue import on one instance is served by the other within ${NOTIFY_BOUND_MS} ms (LISTEN/NOTIFY)`, async () => {
    const admin = createHttpClient(origin);
    const account = seededAccount('admin');
    await admin.request(a.url, 'POST', '/api/api_login/', {
      json: { email: account.email, password: account.password },
    });
    const pump = newPump('cluster-notify-1');
    const onB = `${b.url}/api/pumps/${pump.id}`;
    const unknown = await fetch(onB);
    await unknown.body?.cancel();
    expect(unknown.status).toBe(404);

    // The suite listens too, to time the NOTIFY; and times a NOTIFY round trip on its own channel.
    const listener = new pg.Client({ connectionString: database?.url });
    const sender = new pg.Client({ connectionString: database?.url });
    for (const client of [listener, sender]) {
      // Dropping the database at the end disconnects them; that must not crash the worker.
      client.on('error', () => undefined);
    }
    onTestFinished(() => Promise.all([listener.end(), sender.end()]).then(() => undefined));
    await Promise.all([listener.connect(), sender.connect()]);
    let heardAt = 0;
    let onPing: () => void = () => undefined;
    listener.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) {
        heardAt ||= performance.now();
      } else {
        onPing();
      }
    });
    await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    await listener.query('LISTEN cluster_suite_ping');
    const roundTrips: number[] = [];
    for (let i = 0; i < 20; i++) {
      const heard = new Promise<void>((resolve) => {
        onPing = resolve;
      });
      const pingedAt = performance.now();
      await sender.query("select pg_notify('cluster_suite_ping', '')");
      await heard;
      roundTrips.push(performance.now() - pingedAt);
    }
    roundTrips.sort((x, y) => x - y);
    report(
      `NOTIFY sent → heard on another connection: median ${roundTrips[10]?.toFixed(1)} ms, ` +
        `max ${roundTrips[19]?.toFixed(1)} ms (20 round trips)`,
    );

    const isCatalogueLoad = (line: Record<string, unknown>) => line.msg === 'pump catalogue loaded';
    const loadsBefore = logLines(b).filter(isCatalogueLoad).length;
    // B's fallback poll is 60 s while it listens: within the bound only the NOTIFY can have told it.
    const sentAt = performance.now();
    let answeredAt = 0;
    const [imported, seenAt] = await Promise.all([
      admin
        .request(a.url, 'POST', '/api/admin/catalogue/import', { form: catalogueForm(pump) })
        .finally(() => {
          answeredAt = performance.now();
        }),
      firstOk(onB, sentAt + NOTIFY_BOUND_MS),
    ]);
    const result = await json(imported);
    expect(result).toMatchObject({ status: 'imported', counts: { added: 1 } });
    expect(seenAt, `instance b served the new pump within ${NOTIFY_BOUND_MS} ms`).not.toBeNull();
    // b logs its reload before it serves the pump, but the line reaches this process through a pipe that a
    // busy machine may not have drained yet: wait for it, or the last line read is b's first, full load.
    await expect
      .poll(() => logLines(b).filter(isCatalogueLoad).length, { timeout: 5_000 })
      .toBeGreaterThan(loadsBefore);
    const reloaded = logLines(b).findLast(isCatalogueLoad);
    report(
      `import sent → b serves the pump: ${Math.round((seenAt ?? 0) - sentAt)} ms (a answered the import in ` +
        `${Math.round(answeredAt - sentAt)} ms; the suite heard the NOTIFY at ${Math.round(heardAt - sentAt)} ms; ` +
        `b's reload took ${String(reloaded?.ms)} ms and fetched ${String(reloaded?.fetched)} pump)`,
    );
    expect(reloaded).toMatchObject({ fetched: 1 });

    // A multipart upload through the proxy: whichever instance takes it, both serve the pump soon after.
    const second = newPump('cluster-notify-2');
    const secondSentAt = performance.now();
    const viaProxy = await admin.request(proxyUrl, 'POST', '/api/admin/catalogue/import', {
      form: catalogueForm(second),
    });
    expect(await json(viaProxy)).toMatchObject({ status: 'imported', counts: { added: 1 } });
    for (const instance of [a, b]) {
      const seen = await firstOk(`${instance.url}/api/pumps/${second.id}`, secondSentAt + NOTIFY_BOUND_MS);
      expect(seen, `instance ${instance.name} served the pump imported through the proxy`).not.toBeNull();
    }
  });

  it('streams server-sent events through the proxy', async () => {
    const client = createHttpClient(origin);
    const response = await client.request(proxyUrl, 'POST', '/aiapi/gpt3-assistant/stream/', {
      json: { prompt: 'What is NPSH and why does it matter for a centrifugal pump?' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    expect(text).toMatch(/^data: \{"delta":/);
    expect(text.endsWith('event: done\ndata: {}\n\n')).toBe(true);
  });

  it('the mail outbox is delivered once per mail, not once per instance, with both workers running', {
    timeout: 60_000,
  }, async () => {
    const mailCount = 60;
    const connection = await openDatabase({ databaseUrl: database?.url, maxConnections: 1 });
    try {
      const queuedAt = new Date();
      await connection.db.transaction(async (tx) => {
        for (let i = 0; i < mailCount; i++) {
          await enqueueMail(
            tx,
            {
              to: `outbox-${i}@example.com`,
              subject: `cluster outbox ${i}`,
              text: `mail ${i} of ${mailCount}`,
              dedupeKey: `cluster-outbox-${i}`,
            },
            queuedAt,
          );
        }
      });
      // A registration on each instance at once queues its activation mail and wakes that instance's worker,
      // so both workers claim from the same queue at the same time (SKIP LOCKED keeps their claims apart).
      const registrations = await Promise.all(
        [a, b].map((instance, index) =>
          createHttpClient(origin).request(instance.url, 'POST', '/api/register/', {
            json: {
              first_name: 'Cluster',
              email: `cluster-register-${index}@example.com`,
              company_name: 'Scale-out Pumps',
              password: 'correct horse battery staple',
              confirm_password: 'correct horse battery staple',
            },
            headers: { 'x-forwarded-for': `10.12.0.${index + 1}` },
          }),
        ),
      );
      expect(registrations.map((response) => response.status)).toEqual([201, 201]);

      const peer = smtp as SmtpPeer;
      const ours = () => peer.received.filter((mail) => mail.subject?.startsWith('cluster outbox '));
      await expect
        .poll(() => ours().length, { timeout: 30_000, interval: 100 })
        .toBeGreaterThanOrEqual(mailCount);
      const rows = await connection.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, 'cluster-outbox-%'));
      // Each row was claimed once (a claim counts an attempt) and sent once.
      expect(rows).toHaveLength(mailCount);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

      const subjects = ours().map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(subjects.length);
      expect(subjects).toHaveLength(mailCount);
      const bySender = new Map<string, number>();
      for (const mail of ours()) {
        const sender = mail.from?.value[0]?.address ?? '?';
        bySender.set(sender, (bySender.get(sender) ?? 0) + 1);
      }
      report(
        `${mailCount} queued mails delivered once each; by sender: ${[...bySender]
          .map(([sender, count]) => `${sender} ${count}`)
          .join(', ')}`,
      );
      // Both activation mails arrive too (each instance sent whichever it claimed).
      await expect
        .poll(
          () =>
            peer.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes('cluster-register-'))
              .length,
          {
            timeout: 10_000,
          },
        )
        .toBe(2);
    } finally {
      await connection.close();
    }
  });
});
