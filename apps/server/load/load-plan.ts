// The run `npm run load` makes of its flags (run-load.ts's header lists them): which databases, routes, connection
// counts and durations, and what the server is started with.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { DatabaseLabel } from './load-report.ts';
import { print } from './load-report.ts';
import { SCENARIO_NAMES, type ScenarioName } from './load-scenarios.ts';

export const { values: flags } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    soak: { type: 'string' },
    'soak-rate': { type: 'string' },
    strict: { type: 'boolean', default: false },
    db: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    'search-workers': { type: 'string' },
    'listen-sockets': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  // The usage is the comment block at the top of run-load.ts (up to its first blank line).
  const source = await readFile(new URL('./run-load.ts', import.meta.url), 'utf8');
  const lines = source.split('\n');
  const usage = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  print(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}

export const CI_SOAK_SECONDS = 8;
export const CI_SOAK_RATE = 50;
// In CI's short form every route runs at 50 connections, and these at 500 too (where socket errors would show).
const CI_ROUTES_AT_500: readonly ScenarioName[] = ['typeahead', 'check-auth'];

export interface Plan {
  databases: DatabaseLabel[];
  connections: number[];
  scenarios: ScenarioName[];
  seconds: number;
  warmUpSeconds: number;
  /** The longest wait for the server to go quiet between runs. */
  settleMaxMs: number;
  /** Whether a route runs at a connection count (CI keeps 500 connections to the reads). */
  runsAt(connections: number, scenario: ScenarioName): boolean;
  customers: number;
  /** Orderable requests per order-create run: enough for the fastest run seen, with room to spare. */
  ordersPerRun: number;
  /** Demo pumps in the catalogue; unset: the server's own 20,000. */
  demoPumps: number | undefined;
  /** The PostgreSQL server a run creates its database on (DATABASE_URL); unset: embedded only. */
  postgresUrl: string | undefined;
  /** The server writes a V8 CPU profile (--cpu-prof). */
  cpuProfile: boolean;
  /** Settings passed to the server (--search-workers, --listen-sockets). */
  serverEnv: Record<string, string>;
}

function listOf(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function planOf(): Plan {
  // biome-ignore lint/style/noProcessEnv: an entry point's settings, read once.
  const postgresUrl = process.env.DATABASE_URL;
  const requested = flags.db ?? (flags.ci ? 'embedded' : 'both');
  const databases: DatabaseLabel[] =
    requested === 'both' ? ['embedded', 'postgres'] : [requested as DatabaseLabel];
  for (const database of databases) {
    if (database !== 'embedded' && database !== 'postgres') {
      throw new Error(`--db is embedded, postgres or both, not '${database}'`);
    }
  }
  const only = listOf(flags.only) as ScenarioName[] | undefined;
  for (const name of only ?? []) {
    if (!SCENARIO_NAMES.includes(name)) {
      throw new Error(`--only takes ${SCENARIO_NAMES.join(', ')}; not '${name}'`);
    }
  }
  const seconds = Number(flags.duration ?? (flags.ci ? 1 : 10));
  return {
    databases: databases.filter((database) => database === 'embedded' || postgresUrl),
    connections: (listOf(flags.connections) ?? ['50', '500']).map(Number),
    scenarios: only ?? [...SCENARIO_NAMES],
    seconds,
    warmUpSeconds: flags.ci ? 0.5 : 3,
    settleMaxMs: flags.ci ? 5_000 : 30_000,
    runsAt: (connections, scenario) => !flags.ci || connections <= 50 || CI_ROUTES_AT_500.includes(scenario),
    customers: flags.ci ? 16 : 64,
    ordersPerRun: Math.ceil(seconds * 400),
    // CI keeps start-up short with the test suite's catalogue size; the full run uses the server's own.
    demoPumps: flags.ci ? 2_000 : undefined,
    postgresUrl,
    cpuProfile: flags['cpu-prof'],
    serverEnv: {
      ...(flags['search-workers'] === undefined ? {} : { SEARCH_WORKERS: flags['search-workers'] }),
      ...(flags['listen-sockets'] === undefined ? {} : { LISTEN_SOCKETS: flags['listen-sockets'] }),
    },
  };
}
