import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle handle every repository takes; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle: repositories accept `tx ?? db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** Round-trip to the database; resolves with the latency in milliseconds or rejects. */
  ping(): Promise<number>;
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
