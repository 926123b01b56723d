import type { DatabaseConnection } from './database.ts';
import { openPglite } from './pglite-connection.ts';
import { openPostgres } from './postgres-connection.ts';

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

/**
 * The one place that chooses which database engine is behind the Drizzle handle: PGlite
 * (pglite-connection.ts) or PostgreSQL (postgres-connection.ts).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}
