import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
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
