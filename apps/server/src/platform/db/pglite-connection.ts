import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseConnection } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import * as schema from './schema/index.ts';
import { StatementCachingPGlite } from './statement-caching-pglite.ts';
import { timedPing } from './timed-ping.ts';

export interface PgliteConnection extends DatabaseConnection {
  kind: 'pglite';
  /** The whole data directory as a tarball, for the test golden image. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * PostgreSQL settings for the embedded database, sized for one process serving one small team: PostgreSQL's
 * default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which grows to hold it and never
 * gives it back. 16 MB holds the hot pages of every table here; the rest is in the OS page cache, one system call
 * away. docs/decisions/0012-embedded-server-memory.md has the measurements.
 */
const EMBEDDED_POSTGRES_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** The embedded database (DATABASE_URL unset): PGlite under `<dataDir>/db`, or in memory without a dataDir. */
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
