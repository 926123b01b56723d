import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isHealthy, LOOPBACK, startServer } from '../scripts/server-process.ts';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

// Node's type stripper (amaro, SWC built to WebAssembly) costs a thread ~17 MB for its life, and is loaded only when a
// TypeScript file is not in the compile cache (server-node-flags.ts, SERVER_COMPILE_CACHE_DIR; main.ts). A restart
// with a warm cache must load it in no thread: not the server's, not a search worker's.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PROBE = fileURLToPath(new URL('../test/type-stripper-probe.mjs', import.meta.url));
const root = await mkdtemp(join(tmpdir(), 'specsource-compile-cache-'));
const dataDir = join(root, 'data');
afterAll(() => rm(root, { recursive: true, force: true }));

// Two starts each, the first of them seeding the catalogue: 10–25 s alone, several times that beside the rest of the
// suite on two cores.
const START_TWICE_TIMEOUT_MS = 180_000;

interface ThreadReport {
  thread: string;
  typeStripper: boolean;
}

async function reports(file: string): Promise<ThreadReport[]> {
  const lines = (await readFile(file, 'utf8')).trim().split('\n');
  return lines
    .map((line) => JSON.parse(line) as ThreadReport)
    .sort((a, b) => a.thread.localeCompare(b.thread));
}

describe('a restart with a warm compile cache', () => {
  it(
    'started with the cache directory in its environment, as every launcher starts it (serverProcessEnv), loads the type stripper in no thread',
    async () => {
      const cacheDir = join(root, 'launcher-cache');
      for (const run of ['first', 'restart']) {
        const server = await startServer({
          dataDir,
          execArgv: ['--import', PROBE],
          env: {
            NODE_COMPILE_CACHE: cacheDir,
            TYPE_STRIPPER_PROBE_FILE: join(root, `launcher-${run}.jsonl`),
          },
        });
        await server.stop();
      }
      expect(await reports(join(root, 'launcher-first.jsonl'))).toEqual([
        { thread: 'main', typeStripper: true },
        { thread: expect.stringMatching(/^worker /), typeStripper: true },
      ]);
      expect(await reports(join(root, 'launcher-restart.jsonl'))).toEqual([
        { thread: 'main', typeStripper: false },
        { thread: expect.stringMatching(/^worker /), typeStripper: false },
      ]);
    },
    START_TWICE_TIMEOUT_MS,
  );

  it(
    'started bare (`node main.ts`, no cache directory in the environment), still loads none in a search worker',
    async () => {
      // enableCompileCache() picks a directory under the OS temporary directory: TMPDIR points it at this test's.
      const temporary = join(root, 'bare-tmp');
      for (const run of ['first', 'restart']) {
        const port = await freePort();
        const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', PROBE, MAIN], {
          env: {
            TMPDIR: temporary,
            PORT: String(port),
            HOST: LOOPBACK,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            WEB_DIST_DIR: join(dataDir, 'no-web'),
            TYPE_STRIPPER_PROBE_FILE: join(root, `bare-${run}.jsonl`),
          },
          stdio: 'ignore',
        });
        await waitHealthy(`http://${LOOPBACK}:${port}`);
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      // The entry itself is loaded before it turns the cache on, so the server's thread strips it; its workers get the
      // directory from it.
      expect(await reports(join(root, 'bare-restart.jsonl'))).toEqual([
        { thread: 'main', typeStripper: true },
        { thread: expect.stringMatching(/^worker /), typeStripper: false },
      ]);
    },
    START_TWICE_TIMEOUT_MS,
  );
});

async function waitHealthy(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (await isHealthy(baseUrl)) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`${baseUrl} did not become healthy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
