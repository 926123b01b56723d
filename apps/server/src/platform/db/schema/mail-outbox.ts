import { index, integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/** Mail queued in the same transaction as the change it reports; a worker sends it after commit. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: mailStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: instant().notNull().defaultNow(),
    // A worker's lease on a 'sending' row; once past, another worker may retry it.
    lockedUntil: instant(),
    sentAt: instant(),
    // Same key, same mail: a retried transaction or a repeated event queues it once.
    dedupeKey: text(),
    ...timestamps,
  },
  (t) => [
    unique('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    index('mail_outbox_status_send_after_idx').on(t.status, t.sendAfter),
  ],
);
