import { rm } from 'node:fs/promises';
import type { HealthResponse, PartStructure } from '@specsource/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../scripts/server-process.ts';
import { type SignedInSession, signInAll } from '../marketplace-fixtures.ts';
import { type FaultStore, prepareFaultStore, type StoreTarget, testPostgresAdminUrl } from './fault-store.ts';
import { type PostgresCluster, postgresBinDir, startPostgresCluster } from './postgres-cluster.ts';
import { ledgerProblems, replayAll, replayProblems } from './write-ledger.ts';
import { startWriteLoad, type WriteAttempt, type WriteLoad } from './write-load.ts';

// Faults, the crashes: the server SIGKILLed (no shutdown hook, nothing flushed — a power cut, an OOM
// kill) while customers create requests and orders, then started again on the same data; and PostgreSQL
// stopped dead and started again under the same traffic while the server keeps running. Afterwards every
// write is sent again with its Idempotency-Key, as a client that never saw an answer would: acknowledged
// ones must name the same resource, cut-off ones are made now, and the database must hold exactly one whole
// request or order per key (write-ledger.ts). Progress is counted in acknowledged writes, never in seconds.

const CUSTOMERS = 4;
const WORKERS = 10;
// The fault lands once this many of each write were acknowledged: in steady write traffic, not at start.
const ACKED_BEFORE_FAULT = 15;

let server: ServerProcess | undefined;
let store: FaultStore | undefined;
let cluster: PostgresCluster | undefined;
afterEach(async () => {
  await server?.kill();
  if (cluster) {
    // The store's database goes with its cluster, which may be down when a test failed.
    await cluster.remove();
    await rm(store?.dataDir ?? '', { recursive: true, force: true });
  } else {
    await store?.remove();
  }
  server = undefined;
  store = undefined;
  cluster = undefined;
});

interface Shop {
  store: FaultStore;
  server: ServerProcess;
  sessions: SignedInSession[];
  load: WriteLoad;
}

/** A store, the server on it, its customers signed in and writing. */
async function openShop(target: StoreTarget): Promise<Shop> {
  store = await prepareFaultStore(target, { customerCount: CUSTOMERS, orderablesPerCustomer: 30 });
  server = await startServer({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  const sessions = await signInAll(server.baseUrl, store.customers);
  const pumpPart = (await (await fetch(`${server.baseUrl}/api/part/pump`)).json()) as PartStructure;
  const load = startWriteLoad({
    baseUrl: server.baseUrl,
    sessions,
    pumpPart,
    orderables: [...store.orderables],
    workers: WORKERS,
  });
  return { store, server, sessions, load };
}

function ackedBoth(load: WriteLoad, atLeast: number): () => boolean {
  return () => load.acked('request').length >= atLeast && load.acked('order').length >= atLeast;
}

/** Replays every attempt on the running server, stops it, and holds the database to the ledger. */
async function expectLedgerKept(shop: Shop, running: ServerProcess, attempts: WriteAttempt[]): Promise<void> {
  const settled = await replayAll(running.baseUrl, shop.sessions, attempts);
  expect(replayProblems(settled)).toEqual([]);
  await running.stop();
  const connection = await shop.store.open();
  try {
    const customerIds = shop.store.customers.map((customer) => customer.id);
    expect(await ledgerProblems(connection.db, customerIds, settled)).toEqual([]);
  } finally {
    await connection.close();
  }
}

async function killMidWrites(target: StoreTarget): Promise<void> {
  const shop = await openShop(target);
  const { load } = shop;
  await load.until(ackedBoth(load, ACKED_BEFORE_FAULT), 30_000, 'acknowledged requests and orders');
  const inFlightAtKill = load.inFlight();
  await shop.server.kill();
  await load.stop();
  expect(inFlightAtKill, 'writes in flight when the server died').toBeGreaterThan(0);
  expect(load.attempts.filter((attempt) => attempt.status === null).length).toBeGreaterThan(0);
  // Before the kill, every write was acknowledged: nothing else may explain what is found afterwards.
  expect(load.attempts.filter((attempt) => attempt.status !== null && attempt.status !== 201)).toEqual([]);

  // Same data, same address: the clients' sessions and keys are all the new process has to go on.
  server = await startServer({
    dataDir: shop.store.dataDir,
    databaseUrl: shop.store.databaseUrl,
    port: shop.server.port,
  });
  await expectLedgerKept(shop, server, load.attempts);
}

describe('the server SIGKILLed in the middle of request and order writes', () => {
  it('embedded: no acknowledged write lost, nothing partial or doubled, every key replays', async () => {
    await killMidWrites({ kind: 'embedded' });
  }, 60_000);

  const postgresAdminUrl = testPostgresAdminUrl();
  if (postgresAdminUrl) {
    it('PostgreSQL: no acknowledged write lost, nothing partial or doubled, every key replays', async () => {
      await killMidWrites({ kind: 'postgres', adminUrl: postgresAdminUrl });
    }, 60_000);
  }
});

async function healthOf(baseUrl: string): Promise<{ status: number; body: HealthResponse | null }> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as HealthResponse };
  } catch {
    return { status: 0, body: null };
  }
}

async function healthUntil(running: ServerProcess, status: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const health = await healthOf(running.baseUrl);
    if (health.status === status) {
      return health;
    }
    if (performance.now() > deadline || running.child.exitCode !== null) {
      throw new Error(
        `/api/health did not answer ${status} within ${timeoutMs / 1000} s (last: ${health.status}, server exit code ${running.child.exitCode}):\n${running.output().slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Needs PostgreSQL's own binaries to stop and start a cluster of the test's own: runs under `npm run test:pg`.
const binDir = postgresBinDir();
if (testPostgresAdminUrl() && binDir) {
  describe('PostgreSQL stopped dead and started again under load', () => {
    it('reports unhealthy while it is down, recovers by itself, and loses nothing acknowledged', async () => {
      cluster = await startPostgresCluster(binDir);
      const shop = await openShop({ kind: 'postgres', adminUrl: cluster.adminUrl });
      const { load } = shop;
      await load.until(ackedBoth(load, ACKED_BEFORE_FAULT), 30_000, 'acknowledged writes before the outage');

      await cluster.stop();
      const down = await healthUntil(shop.server, 503, 15_000);
      expect(down.body).toMatchObject({
        status: 'degraded',
        database: { reachable: false, latency_ms: null },
      });
      // Writes keep coming while it is down; they fail, and must fail cleanly.
      const attemptsWhenDown = load.attempts.length;
      await load.until(
        () => load.attempts.length >= attemptsWhenDown + WORKERS,
        15_000,
        'writes during the outage',
      );

      const ackedBeforeRecovery = load.acked().length;
      await cluster.start();
      const up = await healthUntil(shop.server, 200, 30_000);
      expect(up.body).toMatchObject({ status: 'ok', database: { reachable: true } });
      await load.until(
        () => load.acked().length >= ackedBeforeRecovery + 2 * WORKERS,
        30_000,
        'acknowledged writes after the recovery',
      );
      await load.stop();

      expect(shop.server.child.exitCode, 'the server stayed up throughout').toBeNull();
      const refused = load.attempts.filter((attempt) => attempt.status !== null && attempt.status !== 201);
      expect(refused.length, 'writes refused while the database was down').toBeGreaterThan(0);
      for (const attempt of refused) {
        // A 5xx with the generic body: nothing about the database leaks to the client.
        expect(attempt.status).toBeGreaterThanOrEqual(500);
        expect(Object.keys(attempt.answer as object).sort()).toEqual(['code', 'detail']);
      }
      await expectLedgerKept(shop, shop.server, load.attempts);
    }, 60_000);
  });
}
