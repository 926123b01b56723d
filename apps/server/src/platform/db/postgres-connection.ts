import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseConnection } from './database.ts';
import { listenPostgres } from './postgres-listen.ts';
import { migratePostgresLocked } from './postgres-migrate.ts';
import * as schema from './schema/index.ts';
import { timedPing } from './timed-ping.ts';

/** PostgreSQL (DATABASE_URL set): a pool for queries, and connections of their own to LISTEN and to migrate. */
export async function openPostgres(connectionString: string, max: number): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor one lost while checked out (in a transaction, between two queries — PostgreSQL restarted under load):
  // pg emits 'error' on that client, and with no listener the process dies of an uncaught exception. The
  // query using it fails on its own, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: () => timedPing(db),
    migrate: () => migratePostgresLocked(connectionString),
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
