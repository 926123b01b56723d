// The real server (`node src/main.ts`) as a child process on a loopback port, for the fault tests, the
// load suite (`npm run load`), the benchmarks and the image and proxy checks: start it on a DATA_DIR (embedded
// PGlite) or a DATABASE_URL, wait for /api/health, read its memory, stop it gracefully or kill it (SIGKILL) in
// the middle of its work.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../src/server-node-flags.ts';

export const LOOPBACK = '127.0.0.1';
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// Only the tail is kept: enough to explain a failed start, bounded however long the server runs.
const OUTPUT_TAIL_CHARS = 64_000;
const PORT_ATTEMPTS = 3;

export interface ServerOptions {
  /** Everything the server writes (the embedded database too, when `databaseUrl` is unset). */
  dataDir: string;
  /** Unset: embedded PGlite under `dataDir/db`. Set: PostgreSQL (PUBLIC_URL and SESSION_SECRET are supplied). */
  databaseUrl?: string | undefined;
  /** More variables (SMTP_URL, LOG_LEVEL…); they win over the defaults. */
  env?: Record<string, string>;
  /** Node flags for the child, e.g. `--cpu-prof`. */
  execArgv?: string[];
  /** Reuse a port (a restart keeps the clients' address); unset: a free one. */
  port?: number;
  startTimeoutMs?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** The last 64 kB the server printed (stdout and stderr interleaved). */
  output(): string;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, no buffer is flushed, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

/** A port nothing listens on right now (the kernel's pick), on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') {
    throw new Error('the kernel gave no port');
  }
  return address.port;
}

/** Resident set size of a process in bytes, from /proc (Linux); null elsewhere or once it is gone. */
export function rssBytesOf(pid: number | undefined): number | null {
  if (pid === undefined) {
    return null;
  }
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The process's resident memory once two samples `intervalMs` apart differ by less than 2 MiB (at most `tries`
 * samples): a server just started or just busy still grows or frees on its own for a while.
 */
export async function settledRssBytes(
  pid: number | undefined,
  { intervalMs = 500, tries = 20 }: { intervalMs?: number; tries?: number } = {},
): Promise<number> {
  const mib = 2 ** 20;
  let last = rssBytesOf(pid) ?? 0;
  for (let taken = 0; taken < tries; taken++) {
    await sleep(intervalMs);
    const now = rssBytesOf(pid) ?? 0;
    if (Math.abs(now - last) < 2 * mib) {
      return now;
    }
    last = now;
  }
  return last;
}

// Linux reports CPU time in clock ticks; USER_HZ is 100 on every mainstream architecture.
const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) {
    return null;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks / CLOCK_TICKS_PER_S) * 1000 : null;
  } catch {
    return null;
  }
}

/** The child's environment: nothing inherited but PATH and HOME, so a developer's shell cannot change a run. */
function childEnv(options: ServerOptions, port: number): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    // biome-ignore lint/style/noProcessEnv: the child needs the same PATH to find nothing else; HOME for npm caches.
    PATH: process.env.PATH,
    // biome-ignore lint/style/noProcessEnv: as above.
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // No web build: only the API is served, which is all these runs call.
    WEB_DIST_DIR: `${options.dataDir}/no-web-dist`,
    // A few dozen accounts play thousands of customers at machine speed: the per-account hourly ceilings meant
    // for one person would refuse most of a run.
    REQUESTS_PER_CUSTOMER_PER_HOUR: '1000000',
    SEARCHES_PER_USER_PER_HOUR: '1000000',
    OFFER_WRITES_PER_SUPPLIER_PER_HOUR: '1000000',
    ORDER_WRITES_PER_CUSTOMER_PER_HOUR: '1000000',
  };
  if (options.databaseUrl) {
    base.DATABASE_URL = options.databaseUrl;
    base.PUBLIC_URL = `http://${LOOPBACK}:${port}`;
    base.SESSION_SECRET = 'load-and-fault-runs-session-secret-0123456789';
    // Test cards only: production must name the sandbox, and these runs are not production.
    base.PAYMENTS_PROVIDER = 'sandbox';
    // No clamd here: production must say uploads go unscanned, and these runs are not production.
    base.UPLOAD_SCANNING = 'off';
  }
  return { ...base, ...options.env };
}

/** Whether `baseUrl` answers /api/health with a 2xx within 2 s. */
export async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce(options: ServerOptions, port: number): Promise<ServerProcess | 'port-taken'> {
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.execArgv ?? []), MAIN], {
    env: serverProcessEnv(childEnv(options, port)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: string) => {
    tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const server: ServerProcess = {
    child,
    port,
    baseUrl,
    output: () => tail,
    exited,
    async kill() {
      if (!hasExited()) {
        child.kill('SIGKILL');
      }
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (hasExited()) {
        return;
      }
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };

  const timeoutMs = options.startTimeoutMs ?? 180_000;
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (hasExited()) {
      if (/EADDRINUSE/.test(tail)) {
        return 'port-taken';
      }
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${tail}`);
    }
    if (await isHealthy(baseUrl)) {
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${tail}`);
}

/**
 * Starts the server and resolves once /api/health answers 200. A port taken between the pick and the
 * listen (another suite on this machine) is retried on another port.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = options.port ?? (await freePort());
    const started = await startOnce(options, port);
    if (started !== 'port-taken') {
      return started;
    }
    if (options.port !== undefined) {
      throw new Error(`port ${options.port} is taken`);
    }
  }
  throw new Error(`no free port after ${PORT_ATTEMPTS} attempts`);
}
