import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface QueuedMail extends MailMessage {
  /** Same key, same mail: a repeated request queues it once. */
  dedupeKey: string;
}

/**
 * Queues a mail; call it with the transaction of the change it reports, so both commit or neither.
 * Returns false when a mail with the same dedupe key is already queued (nothing is added).
 */
export async function enqueueMail(tx: DatabaseOrTransaction, mail: QueuedMail, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      dedupeKey: mail.dedupeKey,
      sendAfter: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Leases up to `limit` due rows to one worker: pending rows whose time has come, and rows whose previous
 * worker's lease ran out (it crashed mid-send). SKIP LOCKED lets concurrent workers take disjoint rows.
 */
export async function claimDueMail(
  db: DatabaseOrTransaction,
  options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        lt(mailOutbox.attempts, options.maxAttempts),
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.sendAfter, options.now)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, options.now)),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.sendAfter), asc(mailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: options.leaseUntil,
      attempts: sql`${mailOutbox.attempts} + 1`,
      updatedAt: options.now,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Marks a leased row sent; `lockedUntil` proves the lease is still ours. */
export async function markMailSent(db: DatabaseOrTransaction, row: OutboxRow, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, updatedAt: now })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), leaseIs(row)));
}

/** After a failed send: back to pending at `retryAt`, or 'failed' for good when `retryAt` is null. */
export async function markMailAttemptFailed(
  db: DatabaseOrTransaction,
  row: OutboxRow,
  options: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: options.retryAt ? 'pending' : 'failed',
      sendAfter: options.retryAt ?? row.sendAfter,
      lockedUntil: null,
      lastError: options.error.slice(0, 1000),
      updatedAt: options.now,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), leaseIs(row)));
}

/** Rows whose last lease ran out at the attempt limit would never be claimed again: they have failed. */
export async function failAbandonedMail(
  db: DatabaseOrTransaction,
  options: { now: Date; maxAttempts: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: sql`coalesce(${mailOutbox.lastError}, 'the sending worker stopped before it finished')`,
      updatedAt: options.now,
    })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lt(mailOutbox.lockedUntil, options.now),
        gte(mailOutbox.attempts, options.maxAttempts),
      ),
    );
}

function leaseIs(row: OutboxRow) {
  return row.lockedUntil ? eq(mailOutbox.lockedUntil, row.lockedUntil) : sql`false`;
}
