import { type Config, ConfigError, loadConfig } from '../platform/config/env.ts';
import { openDatabase } from '../platform/db/client.ts';
import type { DatabaseConnection } from '../platform/db/database.ts';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from '../platform/db/embedded-database-lock.ts';

/** A reason a command-line tool cannot reach the database, worded for the person who ran it. */
export class CliDatabaseError extends Error {}

/**
 * Opens the database the server would use (DATABASE_URL, or PGlite under DATA_DIR). The embedded database has
 * no lock of its own, so this takes the one the server holds while it runs, and `close()` releases it.
 */
export async function openCliDatabase(): Promise<{ config: Readonly<Config>; database: DatabaseConnection }> {
  let config: Readonly<Config>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    throw error instanceof ConfigError ? new CliDatabaseError(error.message) : error;
  }
  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = await lockEmbeddedDatabase(config.dataDir);
    } catch (error) {
      throw error instanceof EmbeddedDatabaseBusyError ? new CliDatabaseError(error.message) : error;
    }
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      maxConnections: 2,
    });
    return {
      config,
      database: {
        ...database,
        close: async () => {
          await database.close();
          await releaseLock?.();
        },
      },
    };
  } catch (error) {
    await releaseLock?.();
    throw error;
  }
}
