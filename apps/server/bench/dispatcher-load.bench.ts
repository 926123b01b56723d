// `npm run bench` (docs/benchmarks.md): POST /api/dispatcher/ end to end under load. Starts the real server
// (`node src/main.ts`) in embedded mode (PGlite, a fresh temporary DATA_DIR, so the first start seeds the 20,000-spec
// demo catalogue) on a free loopback port, signs in as the seeded customer (the banner prints the demo passwords on
// the first start), then drives the dispatcher with autocannon — cookie and CSRF header set, a different duty per
// request — for BENCH_LOAD_SECONDS (default 20) at 10 and at 50 connections. Prints requests/s, p50, p99, non-2xx and
// the server's RSS, then stops the server and removes the directory. Loopback only.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/server-process.ts';
import { SERVER_NODE_FLAGS, serverProcessEnv } from '../src/server-node-flags.ts';
import { type BenchDuty, benchDuties, FT_PER_M, GPM_PER_M3H } from './bench-support.ts';

// biome-ignore lint/style/noProcessEnv: a bench is an entry point, like the CLIs: it reads its settings and passes them on.
const environment = process.env;
const HOST = '127.0.0.1';
const SECONDS = Number(environment.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = [10, 50];
const BODY_COUNT = 200;
const START_TIMEOUT_MS = 180_000;
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Resident set size of a process, from /proc (Linux); null elsewhere. */
function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) {
    return null;
  }
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const mb = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MB`);

/** Starts the server; resolves with the banner's customer account once /api/health answers. */
async function startServer(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...environment,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    // One account sends every search of the run: far past the hourly ceiling meant for one person.
    SEARCHES_PER_USER_PER_HOUR: '1000000',
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    env: serverProcessEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${stderr.slice(-2000)}`);
    }
    const account = /^\s*customer\s+(\S+@\S+)\s+(\S+)\s*$/m.exec(stdout);
    if (account) {
      const health = await fetch(`http://${HOST}:${port}/api/health`).catch(() => null);
      if (health?.ok) {
        return {
          child,
          email: account[1] as string,
          password: account[2] as string,
          startMs: performance.now() - started,
        };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start in ${START_TIMEOUT_MS / 1000} s:\n${stderr.slice(-2000)}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

/** Signs in like the web app: fetch the CSRF cookie, then POST the credentials with the token echoed. */
async function signIn(base: string, email: string, password: string) {
  const jar = new Map<string, string>();
  cookiesOf(await fetch(`${base}/api/check-auth/`), jar);
  const csrf = jar.get('csrftoken') ?? '';
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${base}/api/api_login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: cookie() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  cookiesOf(response, jar);
  return { cookie: cookie(), csrf: jar.get('csrftoken') ?? csrf };
}

interface PumpPart {
  partclassification_set: {
    partclassificationattribute_set: {
      attribute: { title: string; value: unknown; unit_value: string | null; unit: { title: string }[] };
    }[];
  }[];
}

/** The pump wizard's answer for a duty: the part structure with flow, head, NPSHa and supply filled in. */
function answerFor(part: PumpPart, duty: BenchDuty): PumpPart {
  const values: Record<string, { value: string; unit?: string }> = {
    'Flow rate': duty.isMetric
      ? { value: (duty.flowGpm / GPM_PER_M3H).toFixed(2), unit: 'm3/h' }
      : { value: duty.flowGpm.toFixed(1), unit: 'gpm' },
    'Differential head': duty.isMetric
      ? { value: (duty.headFt / FT_PER_M).toFixed(2), unit: 'm' }
      : { value: duty.headFt.toFixed(1), unit: 'ft' },
    Fluid: { value: 'Water' },
    ...(duty.npshAvailableFt === null
      ? {}
      : { 'NPSH available': { value: duty.npshAvailableFt.toFixed(1), unit: 'ft' } }),
    ...(duty.frequencyHz === null ? {} : { 'Electrical supply': { value: '400 V / 3 ph / 50 Hz' } }),
  };
  const answer = structuredClone(part);
  for (const card of answer.partclassification_set) {
    for (const link of card.partclassificationattribute_set) {
      const filled = values[link.attribute.title];
      if (filled) {
        link.attribute.value = filled.value;
        link.attribute.unit_value = filled.unit ?? link.attribute.unit[0]?.title ?? null;
      }
    }
  }
  return answer;
}

async function load(
  base: string,
  session: { cookie: string; csrf: string },
  bodies: string[],
  connections: number,
) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: SECONDS,
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      'x-csrftoken': session.csrf,
    },
    requests: [
      {
        method: 'POST',
        path: '/api/dispatcher/',
        setupRequest: (request) => {
          next = (next + 1) % bodies.length;
          return { ...request, body: bodies[next] };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'specsource-load-'));
  let child: ChildProcess | undefined;
  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const server = await startServer(dataDir, port);
    child = server.child;
    console.log(
      `dispatcher-load: server up in ${(server.startMs / 1000).toFixed(1)} s (embedded PGlite, first start: migrate + seed 20,000 demo specs), RSS ${mb(rssMb(child.pid))}`,
    );
    const session = await signIn(base, server.email, server.password);
    const part = (await (await fetch(`${base}/api/part/pump`)).json()) as PumpPart;
    const bodies = benchDuties(BODY_COUNT, 7).map((duty) =>
      JSON.stringify({ part: 'pump', answer: answerFor(part, duty) }),
    );
    // One request by hand first, so a broken setup fails loudly instead of as 100 % non-2xx.
    const probe = await fetch(`${base}/api/dispatcher/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf },
      body: bodies[0] as string,
    });
    if (!probe.ok) {
      throw new Error(`the dispatcher answered ${probe.status}: ${(await probe.text()).slice(0, 500)}`);
    }
    console.log(
      `  ${BODY_COUNT} different duties (water, 20–5,000 gpm, 20–600 ft, a fifth metric, a third with NPSHa, a sixth on 50 Hz); request body ~${(Buffer.byteLength(bodies[0] as string) / 1024).toFixed(0)} KB; ${SECONDS} s per run`,
    );
    for (const connections of CONNECTIONS) {
      let peakRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(child?.pid) ?? 0);
      }, 500);
      const result = await load(base, session, bodies, connections);
      clearInterval(sampler);
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `  ${String(connections).padStart(2)} connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.requests.total} requests, ${failures} errors (non-2xx ${result.non2xx}, socket ${result.errors}, timeouts ${result.timeouts}); server RSS peak ${mb(peakRss || null)}`,
      );
    }
    console.log(`  server RSS after the runs ${mb(rssMb(child.pid))}`);
  } finally {
    if (child) {
      await stopServer(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
