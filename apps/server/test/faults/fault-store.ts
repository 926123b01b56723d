import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import '../provided-context.ts';
import { openDatabase } from '../../src/platform/db/client.ts';
import type { DatabaseConnection } from '../../src/platform/db/database.ts';
import { openPglite } from '../../src/platform/db/pglite-connection.ts';
import { addCustomers, type LoadCustomer, type Orderable, prepareDatabase } from '../marketplace-fixtures.ts';
import { runStatement } from '../run-statement.ts';

// Where a fault test's server keeps its data: a fresh DATA_DIR (embedded PGlite), or a fresh database on a
// PostgreSQL server — a copy of the run's golden database where there is one (test/global-setup.ts),
// otherwise migrated and seeded here as the server's first start would — with customers and orderable
// requests added (marketplace-fixtures.ts, shared with `npm run load`).

const DEMO_PUMPS = 100;

export type StoreTarget =
  /** PGlite under a new DATA_DIR. */
  | { kind: 'embedded' }
  /** A new database on this PostgreSQL server (its `postgres` database's URL). */
  | { kind: 'postgres'; adminUrl: string };

export interface FaultStore {
  dataDir: string;
  /** Unset: the embedded database under `dataDir/db`. */
  databaseUrl: string | undefined;
  customers: LoadCustomer[];
  orderables: Orderable[];
  /** The database, opened by the test itself (embedded: only while no server has it open). */
  open(): Promise<DatabaseConnection>;
  /** Removes the DATA_DIR and drops the database. */
  remove(): Promise<void>;
}

/** The PostgreSQL server `npm run test:pg` runs on (its `postgres` database), or null on PGlite runs. */
export function testPostgresAdminUrl(): string | null {
  const golden = inject('goldenPostgresUrl');
  if (!golden) {
    return null;
  }
  const url = new URL(golden);
  url.pathname = '/postgres';
  return url.toString();
}

/** The golden template's name when `adminUrl` is the server the run's golden database lives on. */
function goldenTemplateOn(adminUrl: string): string | null {
  const golden = inject('goldenPostgresUrl');
  if (!golden) {
    return null;
  }
  const goldenUrl = new URL(golden);
  const target = new URL(adminUrl);
  return goldenUrl.host === target.host ? goldenUrl.pathname.slice(1) : null;
}

export async function prepareFaultStore(
  target: StoreTarget,
  options: { customerCount: number; orderablesPerCustomer: number },
): Promise<FaultStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'specsource-fault-'));
  let databaseUrl: string | undefined;
  let isSeeded = false;
  let connection: DatabaseConnection;
  if (target.kind === 'postgres') {
    const name = `specsource_fault_${randomBytes(5).toString('hex')}`;
    const template = goldenTemplateOn(target.adminUrl);
    await runStatement(
      target.adminUrl,
      `create database "${name}"${template ? ` template "${template}"` : ''}`,
    );
    isSeeded = template !== null;
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    connection = await openDatabase({ databaseUrl, maxConnections: 2 });
  } else {
    const goldenPath = inject('goldenPglitePath');
    isSeeded = goldenPath !== '';
    connection = await openPglite(dataDir, isSeeded ? new Blob([await readFile(goldenPath)]) : undefined);
  }
  try {
    const added = isSeeded
      ? await addCustomers(connection, options)
      : await prepareDatabase(connection, { ...options, demoPumps: DEMO_PUMPS });
    return {
      dataDir,
      databaseUrl,
      customers: added.customers,
      orderables: added.orderables,
      open: () => openDatabase({ databaseUrl, dataDir, maxConnections: 2 }),
      async remove() {
        await rm(dataDir, { recursive: true, force: true });
        if (target.kind === 'postgres' && databaseUrl) {
          const name = new URL(databaseUrl).pathname.slice(1);
          await runStatement(target.adminUrl, `drop database if exists "${name}" with (force)`);
        }
      },
    };
  } finally {
    await connection.close();
  }
}
