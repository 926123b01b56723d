// One database and the server on it, for a load run: a fresh PostgreSQL database (dropped after) or an embedded one
// in a temporary DATA_DIR, seeded with customers and orderable requests, the customers signed in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartStructure } from '@specsource/contracts';
import { rssBytesOf, type ServerProcess, startServer } from '../scripts/server-process.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { parts } from '../src/platform/db/schema/index.ts';
import {
  type Orderable,
  prepareDatabase,
  type SignedInSession,
  signInAll,
} from '../test/marketplace-fixtures.ts';
import { runStatement } from '../test/run-statement.ts';
import type { Plan } from './load-plan.ts';
import { type DatabaseLabel, print } from './load-report.ts';

export interface Target {
  label: DatabaseLabel;
  server: ServerProcess;
  sessions: SignedInSession[];
  pumpPart: PartStructure;
  partSlugs: string[];
  orderables: Orderable[];
  close(): Promise<void>;
}

/** A fresh database on DATABASE_URL's server (dropped by `close`), migrated and seeded; the server on it. */
export async function openTarget(label: DatabaseLabel, plan: Plan, orderableCount: number): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), `specsource-load-${label}-`));
  let databaseUrl: string | undefined;
  let adminUrl: string | undefined;
  let databaseName: string | undefined;
  if (label === 'postgres') {
    adminUrl = plan.postgresUrl as string;
    databaseName = `specsource_load_${randomBytes(4).toString('hex')}`;
    await runStatement(adminUrl, `create database "${databaseName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const connection = await openDatabase({ databaseUrl, dataDir, maxConnections: 2 });
  const perCustomer = Math.ceil(orderableCount / plan.customers);
  const prepared = await prepareDatabase(connection, {
    customerCount: plan.customers,
    orderablesPerCustomer: perCustomer,
    ...(plan.demoPumps === undefined ? {} : { demoPumps: plan.demoPumps }),
  });
  const partSlugs = (await connection.db.select({ slug: parts.slug }).from(parts)).map((row) => row.slug);
  await connection.close();
  print(
    `${label}: database ready in ${(prepared.ms / 1000).toFixed(1)} s (${prepared.pumpsSeeded} pumps, ${prepared.customers.length} customers, ${prepared.orderables.length} orderable requests)`,
  );

  const profileDir = plan.cpuProfile ? join(dataDir, 'cpu-profiles') : undefined;
  const startedAt = performance.now();
  const server = await startServer({
    dataDir,
    databaseUrl,
    ...(profileDir ? { execArgv: ['--cpu-prof', '--cpu-prof-dir', profileDir] } : {}),
    env: plan.serverEnv,
  });
  const sessions = await signInAll(server.baseUrl, prepared.customers);
  const pumpPart = (await (await fetch(`${server.baseUrl}/api/part/pump`)).json()) as PartStructure;
  print(
    `${label}: server up and ${sessions.length} customers signed in in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; RSS ${mb(rssBytesOf(server.child.pid))}`,
  );
  return {
    label,
    server,
    sessions,
    pumpPart,
    partSlugs,
    orderables: prepared.orderables,
    async close() {
      await server.stop();
      if (profileDir) {
        print(`${label}: CPU profile in ${profileDir} (the folder is kept)`);
      } else {
        await rm(dataDir, { recursive: true, force: true });
      }
      if (adminUrl && databaseName) {
        await runStatement(adminUrl, `drop database if exists "${databaseName}" with (force)`);
      }
    },
  };
}

export function mb(bytes: number | null): string {
  return bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}
