import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';
import type { DatabaseConnection } from '../src/platform/db/database.ts';
import { openPglite } from '../src/platform/db/pglite-connection.ts';
import { generatePassword, hashPassword } from '../src/platform/security/password.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { seedPumpCatalogue } from '../src/seed/seed-pump-catalogue.ts';
import './provided-context.ts';

// A deterministic subset of the demo catalogue (plus the real curves) keeps test start-up fast.
export const TEST_DEMO_CATALOGUE_COUNT = 2_000;

const GOLDEN_DIR = fileURLToPath(new URL('../.golden', import.meta.url));
export const GOLDEN_DATABASE_NAME = 'specsource_golden';

async function migrateAndSeed(connection: DatabaseConnection) {
  await connection.migrate();
  await seedPumpCatalogue(connection.db, { demoCount: TEST_DEMO_CATALOGUE_COUNT });
  return seedDatabase(connection.db, { hashPassword, generatePassword });
}

/** Builds the golden database once per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const goldenUrl = await createPostgresGolden(testDatabaseUrl);
    const connection = await openDatabase({ databaseUrl: goldenUrl, maxConnections: 1 });
    const { accounts } = await migrateAndSeed(connection);
    await connection.close();
    project.provide('goldenPostgresUrl', goldenUrl);
    project.provide('goldenPglitePath', '');
    project.provide('seededAccounts', accounts);
    return async () => undefined;
  }

  const connection = await openPglite(undefined);
  const { accounts } = await migrateAndSeed(connection);
  const tarball = await connection.dumpDataDir();
  await connection.close();
  await mkdir(GOLDEN_DIR, { recursive: true });
  const goldenPath = join(GOLDEN_DIR, `pglite-${process.pid}.tar`);
  await writeFile(goldenPath, Buffer.from(await tarball.arrayBuffer()));
  project.provide('goldenPglitePath', goldenPath);
  project.provide('goldenPostgresUrl', '');
  project.provide('seededAccounts', accounts);
  return async () => {
    const { rm } = await import('node:fs/promises');
    await rm(goldenPath, { force: true });
  };
}

/** Recreates the template database on the server TEST_DATABASE_URL points at and returns its URL. */
async function createPostgresGolden(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Leftover copies from an interrupted run would block dropping the template.
    const leftovers = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'specsource_test_%'",
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`drop database if exists ${GOLDEN_DATABASE_NAME} with (force)`);
    await admin.query(`create database ${GOLDEN_DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${GOLDEN_DATABASE_NAME}`;
  return url.toString();
}
