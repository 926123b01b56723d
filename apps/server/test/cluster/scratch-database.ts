import { randomBytes } from 'node:crypto';
import { runStatement } from '../run-statement.ts';

export interface ScratchDatabase {
  name: string;
  /** The connection string of the new database (same server and credentials as the one it came from). */
  url: string;
  /** Drops it, disconnecting whoever is still connected. */
  drop(): Promise<void>;
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
  await runStatement(adminUrl.toString(), `create database "${name}" template "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runStatement(adminUrl.toString(), `drop database if exists "${name}" with (force)`),
  };
}
