// `npm run bench:footprint`: the embedded server's start times and resident memory. Starts the real server
// (`node src/main.ts`, PGlite in a fresh temporary DATA_DIR) three ways: the first start (migrations and the
// 20,000-pump demo catalogue seeded), a restart on the same directory, and a restart without search workers
// (SEARCH_WORKERS=0, to show the workers' share). Prints the time to a healthy /api/health and the RSS once it
// has stopped moving (two samples 1 s apart within 2 MiB, at most 30 s). Loopback only; the web build is not
// part of it (`npm start` builds the web app alongside the start when its sources changed: scripts/start.ts).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssBytesOf, settledRssBytes, startServer } from '../scripts/server-process.ts';

const MIB = 2 ** 20;
const START_GARBAGE_WAIT_MS = 3_000;

async function measure(label: string, dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const startedAt = performance.now();
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  const healthyS = (performance.now() - startedAt) / 1000;
  const healthyRss = rssBytesOf(server.child.pid) ?? 0;
  // Idle means after the start's own work, which ends with giving its garbage back a second after listening
  // (run-server.ts): sampled sooner, two equal samples could both come before it.
  await sleep(START_GARBAGE_WAIT_MS);
  const idleRss = await settledRssBytes(server.child.pid, { intervalMs: 1_000, tries: 30 });
  console.log(
    `${label.padEnd(34)} healthy in ${healthyS.toFixed(1)} s; RSS ${Math.round(healthyRss / MIB)} MiB then, ${Math.round(idleRss / MIB)} MiB idle`,
  );
  await server.stop();
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'specsource-footprint-'));
try {
  await measure('first start (seeds the catalogue)', dataDir);
  await measure('restart', dataDir);
  await measure('restart, SEARCH_WORKERS=0', dataDir, { SEARCH_WORKERS: '0' });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
