import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../src/platform/db/client.ts';
import type { DatabaseConnection } from '../src/platform/db/database.ts';
import { openPglite } from '../src/platform/db/pglite-connection.ts';
import './provided-context.ts';
import { runStatement } from './run-statement.ts';

/**
 * A private copy of the golden database for one test file: an in-memory PGlite loaded from the golden
 * tarball, or — under `npm run test:pg` — a PostgreSQL database created from the golden template.
 * Closing it throws the copy away, so tests never clean up by hand.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const goldenPostgresUrl = inject('goldenPostgresUrl');
  if (goldenPostgresUrl) {
    return createPostgresCopy(goldenPostgresUrl);
  }
  const tarball = await readFile(inject('goldenPglitePath'));
  return openPglite(undefined, new Blob([tarball]));
}

/**
 * `count` connections to one private copy of the golden database, for several app instances sharing it as
 * they would behind a load balancer. PostgreSQL only: PGlite lives inside one process, so there it is one
 * connection whatever `count` says. Closing the first connection drops the copy (after the others close).
 */
export async function createSharedTestDatabase(count: number): Promise<DatabaseConnection[]> {
  const goldenPostgresUrl = inject('goldenPostgresUrl');
  if (!goldenPostgresUrl) {
    return [await createTestDatabase()];
  }
  const first = await createPostgresCopy(goldenPostgresUrl);
  const others = await Promise.all(
    Array.from({ length: count - 1 }, () => openDatabase({ databaseUrl: first.url, maxConnections: 4 })),
  );
  return [
    {
      ...first,
      close: async () => {
        await Promise.all(others.map((other) => other.close()));
        await first.close();
      },
    },
    ...others,
  ];
}

/** A migrated database with no rows at all, for tests of the seed and of the schema's constraints. */
export async function createEmptyTestDatabase(): Promise<DatabaseConnection> {
  const goldenPostgresUrl = inject('goldenPostgresUrl');
  const connection = goldenPostgresUrl
    ? await createPostgresCopy(goldenPostgresUrl, 'template0')
    : await openPglite(undefined);
  await connection.migrate();
  return connection;
}

async function createPostgresCopy(
  goldenUrl: string,
  templateName?: string,
): Promise<DatabaseConnection & { url: string }> {
  const golden = new URL(goldenUrl);
  const template = templateName ?? golden.pathname.slice(1);
  const name = `specsource_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(goldenUrl);
  adminUrl.pathname = '/postgres';
  await runStatement(adminUrl.toString(), `create database "${name}" template "${template}"`);

  const copyUrl = new URL(goldenUrl);
  copyUrl.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: copyUrl.toString(), maxConnections: 4 });
  return {
    ...connection,
    url: copyUrl.toString(),
    close: async () => {
      await connection.close();
      await runStatement(adminUrl.toString(), `drop database if exists "${name}" with (force)`);
    },
  };
}
