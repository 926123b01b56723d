// `npm run image:check` (the container image, docs/deployment.md): no Docker engine runs here, so this replays the
// Dockerfile's runtime stage in a temporary folder — its COPYs (minus .dockerignore), its `npm ci` — then starts
// its CMD with its ENV and runs its HEALTHCHECK, and asks the server for the home page, a part search and a
// clean stop. It fails when the image would: a source the server imports that the image leaves out, a
// runtime package installed only for development, a start that never turns healthy.
//
//   npm run build:web && npm run image:check          the embedded database
//   npm run image:check -- --database-url URL         and then on an empty PostgreSQL database URL names,
//                                                     after the documented one-off migration command
//   --keep                                            keep the folder to look at
//
// It runs the stage on this Node (the `node` devDependency, 24); the image's base must have the same major.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort } from '../../apps/server/scripts/server-process.ts';
import { parseDockerfile } from './dockerfile.ts';
import { parseDockerignore } from './dockerignore.ts';
import { replayStage, type StageReplay } from './replay-stage.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const print = (line = '') => process.stdout.write(`${line}\n`);
const HEALTHY_WITHIN_MS = 180_000;
const STOPS_WITHIN_MS = 15_000;
const MIGRATE_COMMAND = 'apps/server/src/cli/migrate.ts';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  print('usage: npm run image:check -- [--database-url postgres://…] [--keep]');
  process.exit(0);
}

const stages = parseDockerfile(await readFile(join(repoRoot, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1);
if (!runtime) {
  throw new Error('the Dockerfile has no stage');
}

const workRoot = await mkdtemp(join(tmpdir(), 'specsource-image-'));
let failed = false;
try {
  checkNodeMajor(runtime.from);
  const stageDir = join(workRoot, 'app');
  const ignore = parseDockerignore(await readFile(join(repoRoot, '.dockerignore'), 'utf8'));
  print(`Replaying stage "${runtime.name}" (FROM ${runtime.from}) in ${stageDir}`);
  const replay = await replayStage(runtime, { contextDir: repoRoot, stageDir, ignore, stages });
  for (const line of replay.log) {
    print(`  ${line}`);
  }
  for (const install of replay.installs) {
    await runToEnd('npm', install, stageDir);
  }
  print(`  installed: ${await installedSummary(stageDir)}`);

  const runs: { label: string; env: Record<string, string> }[] = [{ label: 'embedded', env: {} }];
  if (flags['database-url']) {
    runs.push({
      label: 'PostgreSQL',
      env: {
        DATABASE_URL: flags['database-url'],
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        // As in the load and fault harnesses: test cards, no clamd, demo accounts — not a production set-up.
        PAYMENTS_PROVIDER: 'sandbox',
        UPLOAD_SCANNING: 'off',
      },
    });
  }
  for (const run of runs) {
    await startAndProbe(replay, stageDir, run.label, run.env);
  }
  print(
    'PASSED: the runtime stage starts, turns healthy, serves the web app and the API, and stops cleanly.',
  );
} catch (error) {
  failed = true;
  print(`FAILED: ${(error as Error).message}`);
} finally {
  if (flags.keep) {
    print(`kept: ${workRoot}`);
  } else {
    await rm(workRoot, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);

function checkNodeMajor(image: string) {
  const imageMajor = /^node:(\d+)/.exec(image)?.[1];
  const ownMajor = process.versions.node.split('.')[0];
  if (imageMajor !== ownMajor) {
    throw new Error(
      `the image runs ${image}, this check Node ${process.versions.node}: run it on Node ${imageMajor}`,
    );
  }
}

/** An exec-form command line as spawn takes it; `node` is this very Node (the image's is the same major). */
function runnable(commandLine: readonly string[]): [string, string[]] {
  const [command = 'node', ...args] = commandLine;
  return [command === 'node' ? process.execPath : command, args];
}

async function startAndProbe(
  replay: StageReplay,
  stageDir: string,
  label: string,
  extraEnv: Record<string, string>,
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    // Nothing else of this shell: the image's own PATH holds node and npm, HOME npm's cache.
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...replay.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(workRoot, `data-${label}`),
    ...(extraEnv.DATABASE_URL ? { PUBLIC_URL: baseUrl } : {}),
    ...extraEnv,
  };
  if (extraEnv.DATABASE_URL) {
    // docs/deployment.md: migrations run as a one-off container of the new image before the instances start.
    const code = await runQuietly(process.execPath, [MIGRATE_COMMAND], stageDir, env);
    if (code !== 0) {
      throw new Error(
        `${label}: node ${MIGRATE_COMMAND} (the one-off migration container) exited with ${code}`,
      );
    }
    print(`  ${label}: node ${MIGRATE_COMMAND} → exit 0`);
  }
  const logPath = join(workRoot, `server-${label}.log`);
  const [command, args] = runnable(replay.cmd);
  const server = spawn(command, args, {
    cwd: stageDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logPath);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const started = performance.now();
  try {
    await waitUntilHealthy(replay, stageDir, env, server);
    const healthyAfter = ((performance.now() - started) / 1000).toFixed(1);

    const home = await fetch(`${baseUrl}/`);
    const homeType = home.headers.get('content-type') ?? '';
    if (home.status !== 200 || !homeType.startsWith('text/html')) {
      throw new Error(`${label}: GET / answered ${home.status} ${homeType}, not the web app`);
    }
    const search = await fetch(`${baseUrl}/api/part/?title=pump`);
    const found = search.ok ? ((await search.json()) as { count?: number }).count : undefined;
    if (!search.ok || !found) {
      throw new Error(
        `${label}: GET /api/part/?title=pump answered ${search.status}, ${found ?? 'no'} parts`,
      );
    }

    const stopping = performance.now();
    server.kill('SIGTERM');
    const code = await Promise.race([exited, delay(STOPS_WITHIN_MS).then(() => 'timeout' as const)]);
    if (code !== 0) {
      throw new Error(
        `${label}: SIGTERM ended the server with ${code === 'timeout' ? 'no exit in 15 s' : `exit ${code}`}`,
      );
    }
    const stoppedIn = ((performance.now() - stopping) / 1000).toFixed(1);
    print(
      `  ${label}: HEALTHCHECK passed after ${healthyAfter} s; GET / 200 ${homeType}; ` +
        `GET /api/part/?title=pump 200 (${found} ${found === 1 ? 'part' : 'parts'}); SIGTERM → exit 0 in ${stoppedIn} s`,
    );
  } catch (error) {
    server.kill('SIGKILL');
    const tail = (await readFile(logPath, 'utf8').catch(() => '')).trim().split('\n').slice(-15).join('\n');
    throw new Error(`${(error as Error).message}\n--- the server's last lines (${label}) ---\n${tail}`);
  }
}

// Docker's HEALTHCHECK runs its command in the container until it exits 0; here it runs beside the server.
async function waitUntilHealthy(
  replay: StageReplay,
  cwd: string,
  env: Record<string, string>,
  server: ChildProcess,
) {
  if (!replay.healthcheck?.length) {
    throw new Error('the runtime stage has no HEALTHCHECK: an orchestrator could not tell when it is ready');
  }
  const [command, args] = runnable(replay.healthcheck);
  const deadline = performance.now() + HEALTHY_WITHIN_MS;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode} before it was healthy`);
    }
    const code = await runQuietly(command, args, cwd, env);
    if (code === 0) {
      return;
    }
    await delay(1_000);
  }
  throw new Error(`the HEALTHCHECK did not pass within ${HEALTHY_WITHIN_MS / 1000} s`);
}

function runToEnd(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

function runQuietly(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'ignore' });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}

async function installedSummary(stageDir: string): Promise<string> {
  const lock = JSON.parse(await readFile(join(stageDir, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>;
  };
  const packages = Object.entries(lock.packages).filter(([path, entry]) => path && !entry.link).length;
  return `${packages} packages, ${((await folderBytes(join(stageDir, 'node_modules'))) / 1e6).toFixed(0)} MB in node_modules`;
}

async function folderBytes(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      bytes += (await stat(join(entry.parentPath, entry.name))).size;
    }
  }
  return bytes;
}
