import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseConnection } from './database.ts';
import * as schema from './schema/index.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: () => timedPing(db),
    migrate: () => migratePostgresLocked(connectionString),
    close: () => pool.end(),
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

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob | undefined,
): Promise<PgliteConnection> {
  let dbDir: string | undefined;
  if (dataDir) {
    dbDir = join(dataDir, 'db');
    await mkdir(dbDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dbDir ? { dataDir: dbDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const drizzleDb = drizzlePglite({ client, schema, casing: 'snake_case' });
  const db = drizzleDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => timedPing(db),
    migrate: () => migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
