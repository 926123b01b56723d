import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle handle every repository takes; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle: repositories accept `tx ?? db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** What a `listen` subscriber is told about its channel. */
export interface NotificationHandlers {
  /** A NOTIFY on the channel was committed; `payload` as sent. */
  onNotify(payload: string): void;
  /**
   * LISTEN is in place: at first and again after every reconnect. Notifications sent while it was not are
   * lost (PostgreSQL keeps none for absent listeners), so a subscriber re-reads what it follows here.
   */
  onListening?(): void;
  /** The listening connection failed; it reconnects by itself. */
  onError?(error: unknown): void;
}

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** Round-trip to the database; resolves with the latency in milliseconds or rejects. */
  ping(): Promise<number>;
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel` (PostgreSQL: on one dedicated connection that reconnects by itself; PGlite: in
   * process). Resolves once listening, with the function that stops it; call that before `close()`.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
