import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseConnection } from '../db/database.ts';

/** Opens the database the server would use (DATABASE_URL or PGlite under DATA_DIR), or exits with the reason. */
export async function openCliDatabase(): Promise<DatabaseConnection> {
  try {
    const config = loadConfig(process.env);
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      maxConnections: 2,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
