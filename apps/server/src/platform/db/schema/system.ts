import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Append-only: who changed what, before → after. Nothing updates or deletes these rows. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    ip: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Replays the stored answer when a client repeats a write with the same Idempotency-Key.
 * A null response status means the first call is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb().$type<unknown>(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_user_id_key_route_unique').on(t.userId, t.key, t.route),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Window counters shared by every instance (docs/security.md 'Write routes and their ceilings'), read as sliding
 * windows (platform/security/rate-limit.ts `slidingWindowState`).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    windowStart: instant().notNull(),
    count: integer().notNull().default(0),
    expiresAt: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_buckets_expires_at_idx').on(t.expiresAt),
  ],
);

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
