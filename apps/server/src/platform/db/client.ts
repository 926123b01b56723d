import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseConnection, NotificationHandlers } from './database.ts';
import * as schema from './schema/index.ts';
import { StatementCachingPGlite } from './statement-caching-pglite.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when unset, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/db`; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (the test golden image). */
  loadDataDir?: Blob | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export interface PgliteConnection extends DatabaseConnection {
  kind: 'pglite';
  /** The whole data directory as a tarball, for the test golden image. */
  dumpDataDir(): Promise<Blob>;
}

/** The one place that knows which database engine is behind the Drizzle handle. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseConnection> {
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

const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN needs a connection of its own: a pooled one would be handed to other queries and its
 * notifications lost. When it drops (PostgreSQL restarted), it reconnects with backoff and says so through
 * `onListening`. The first connection's failure rejects, so a server that cannot listen does not start.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let isStopped = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    let isLost = false;
    const lose = (error?: unknown) => {
      if (error !== undefined) {
        handlers.onError?.(error);
      }
      if (isLost) {
        return;
      }
      isLost = true;
      if (current === client) {
        current = undefined;
        retryLater();
      }
    };
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.onNotify(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      isLost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (isStopped || isLost) {
      await client.end().catch(() => undefined);
      if (isStopped) {
        return;
      }
      throw new Error('the listening connection closed as it started');
    }
    current = client;
    retries = 0;
    handlers.onListening?.();
  }

  function retryLater(): void {
    if (isStopped) {
      return;
    }
    const delayMs = Math.min(100 * 2 ** retries, LISTEN_RETRY_MAX_MS);
    retries += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        handlers.onError?.(error);
        retryLater();
      });
    }, delayMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

async function migratePostgresLocked(connectionString: string): Promise<void> {
  // One dedicated connection holds a session advisory lock, so concurrent start-ups migrate one at a time.
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * PostgreSQL settings for the embedded database, sized for one process serving one small team: PostgreSQL's
 * default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which grows to hold it and never
 * gives it back. 16 MB holds the hot pages of every table here; the rest is in the OS page cache, one system call
 * away. docs/decisions/0012-embedded-server-memory.md has the measurements.
 */
const EMBEDDED_POSTGRES_SETTINGS = ['-c', 'shared_buffers=16MB'];

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob | undefined,
): Promise<PgliteConnection> {
  let dbDir: string | undefined;
  if (dataDir) {
    dbDir = join(dataDir, 'db');
    await mkdir(dbDir, { recursive: true });
  }
  const client = new StatementCachingPGlite({
    ...(dbDir ? { dataDir: dbDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...StatementCachingPGlite.defaultStartParams, ...EMBEDDED_POSTGRES_SETTINGS],
  });
  await client.waitReady;
  const drizzleDb = drizzlePglite({ client, schema, casing: 'snake_case' });
  const db = drizzleDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => timedPing(db),
    migrate: () => migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process, one connection: NOTIFY from this instance's own transactions, for the same code path.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening?.();
      // A test may close the database before the app: there is nothing left to stop listening on.
      return async () => {
        if (!client.closed) {
          await unlisten();
        }
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
