// `npm run bench:start`: how long `npm start` takes to a healthy /api/health, the way a newcomer meets it. The first
// start has no web build (apps/web/dist is removed: build output, rebuilt here) and an empty DATA_DIR, so it builds
// the web app beside migrating and seeding the embedded database (scripts/start.ts); the restart finds both ready.
// Runs `npm start` itself, with the compile cache of earlier runs in place, as after `npm ci` and a first look.
// Loopback only; a temporary DATA_DIR, removed at the end.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, LOOPBACK } from '../../apps/server/scripts/server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function timeToHealthy(label: string, dataDir: string): Promise<void> {
  const port = await freePort();
  const startedAt = performance.now();
  // Its own process group, stopped as a terminal's Ctrl-C would stop it.
  const start = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
  for (;;) {
    const healthy = await fetch(`http://${LOOPBACK}:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      break;
    }
    if (start.exitCode !== null) {
      throw new Error(`${label}: npm start exited with ${start.exitCode} before it was healthy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const home = await fetch(`http://${LOOPBACK}:${port}/`);
  console.log(`${label.padEnd(44)} healthy in ${seconds.toFixed(1)} s; GET / ${home.status}`);
  process.kill(-(start.pid as number), 'SIGINT');
  await exited;
}

const dataDir = await mkdtemp(join(tmpdir(), 'specsource-npm-start-'));
try {
  await rm(join(root, 'apps/web/dist'), { recursive: true, force: true });
  await timeToHealthy('first start (web build + migrate + seed)', dataDir);
  await timeToHealthy('restart (web build up to date, data there)', dataDir);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
