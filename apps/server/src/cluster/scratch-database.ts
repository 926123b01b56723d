import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** The connection string of the new database (same server and credentials as the one it came from). */
  url: string;
  /** Drops it, disconnecting whoever is still connected. */
  drop(): Promise<void>;
}

async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server `serverUrl` points at: a copy of `template` (the suite's golden
 * database), or empty (`template0`). For suites whose instances run as child processes and so need a
 * connection string, not a connection. Named `specsource_test_*`, so a run that died before dropping it is
 * cleaned up by the next run's global set-up.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template = 'template0',
): Promise<ScratchDatabase> {
  const name = `specsource_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  await runOn(adminUrl.toString(), `create database "${name}" template "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOn(adminUrl.toString(), `drop database if exists "${name}" with (force)`),
  };
}
