// `npm run load`: autocannon against the real server on loopback — part typeahead, part
// structure, dispatcher, check-auth, request create and order create — at 50 and 500 connections, on the
// embedded database (PGlite) and, when DATABASE_URL names a PostgreSQL server, on a fresh database created
// there for the run (dropped after). Prints requests/s, p50/p99 and errors per route, then the targets with
// PASS/FAIL. Numbers are printed, never asserted in a test (the machine is shared).
//
//   npm run load                      full run (10 s per route and connection count)
//   npm run load -- --ci              ≤ 60 s, embedded only; exits 1 only on 5xx or socket errors
//   npm run load -- --soak 300        steady mixed traffic for 300 s (--soak-rate 100 req/s, orders 5/s);
//                                     RSS and heap at start, warm, end
//   npm run load -- --strict          exits 1 when a target is missed
//   --db embedded|postgres|both  --duration 10  --connections 50,500  --only typeahead,dispatcher
//   --cpu-prof                        the server writes a V8 CPU profile to a printed folder on exit
//   --search-workers 0                the server's SEARCH_WORKERS (unset: its default for this machine)
//   --listen-sockets 1                the server's LISTEN_SOCKETS (unset: its default for this platform)
//   --help                            this text

import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuMsOf, rssBytesOf } from '../scripts/server-process.ts';
import type { Orderable } from '../test/marketplace-fixtures.ts';
import { CI_SOAK_RATE, CI_SOAK_SECONDS, flags, type Plan, planOf } from './load-plan.ts';
import {
  checkTargets,
  errorsOf,
  formatRows,
  formatTargets,
  isSilent,
  print,
  type RunRow,
  rowOf,
} from './load-report.ts';
import { buildScenarios, SCENARIO_NAMES, type Scenario, type ScenarioName } from './load-scenarios.ts';
import { mb, openTarget, type Target } from './load-target.ts';

// autocannon's rate limiter (the soak) sometimes sets a timer a few ms in the past; Node then waits 1 ms and
// warns. That says nothing about the server, so that one warning is not shown; every other still is.
const warningPrinters = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning') {
    for (const printWarning of warningPrinters) {
      printWarning(warning);
    }
  }
});

function scenariosFor(target: Target, orderables: Orderable[]): Record<ScenarioName, Scenario> {
  return buildScenarios({
    sessions: target.sessions,
    pumpPart: target.pumpPart,
    partSlugs: target.partSlugs,
    orderables,
  });
}

/** One request of each scenario first, so a broken set-up fails loudly instead of as 100 % non-2xx. */
async function probe(target: Target, scenarios: ScenarioName[]): Promise<void> {
  const built = scenariosFor(target, target.orderables.splice(0, 1));
  for (const name of scenarios) {
    let failure: string | undefined;
    const requests = built[name].requests.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status < 200 || status > 299) {
          failure = `${status} ${body.slice(0, 800)}`;
        }
      },
    }));
    const result = await autocannon({ url: target.server.baseUrl, connections: 1, amount: 1, requests });
    if (failure || result.errors > 0) {
      throw new Error(
        `${target.label}: the probe of ${name} failed: ${failure ?? `${result.errors} socket errors`}`,
      );
    }
  }
}

const SETTLE_STEP_MS = 250;
const AFTER_SOAK_MS = flags.ci ? 2_000 : 5_000;

/**
 * Waits until the server is nearly idle (under 10 % of a core for 250 ms), or `maxMs`: requests a run left
 * queued and their after-work (mail to suppliers) must not be measured as the next run's latency.
 */
async function settle(target: Target, maxMs: number): Promise<void> {
  const pid = target.server.child.pid;
  const deadline = performance.now() + maxMs;
  let before = cpuMsOf(pid);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
    const after = cpuMsOf(pid);
    if (before === null || after === null || after - before < SETTLE_STEP_MS * 0.1) {
      return;
    }
    before = after;
  }
}

interface Fired {
  result: autocannon.Result;
  /** What the socket errors were (`ECONNRESET×3, timeout×2`), for the notes. */
  errorKinds: string;
}

async function fire(
  target: Target,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<Fired> {
  const kinds = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.server.baseUrl,
        connections,
        duration: seconds,
        requests: scenario.requests,
        ...(scenario.maxRequests === undefined ? {} : { maxOverallRequests: scenario.maxRequests }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? (error.message === 'request timed out' ? 'timeout' : error.message);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    });
  });
  return { result, errorKinds: [...kinds].map(([kind, count]) => `${kind}×${count}`).join(', ') };
}

/** The server's own view from /metrics: the longest event-loop delay since the last scrape, and GC time so far. */
async function serverMetrics(
  baseUrl: string,
): Promise<{ loopMaxMs: number | null; gcSeconds: number | null }> {
  try {
    const text = await (await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(30_000) })).text();
    const lag = /^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text);
    const gc = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)/gm)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    return { loopMaxMs: lag ? Number(lag[1]) * 1000 : null, gcSeconds: gc };
  } catch {
    return { loopMaxMs: null, gcSeconds: null };
  }
}

/**
 * The server's highest RSS until `stop`, read every 100 ms: the peak, which a reading after the runs can miss (the
 * old space the last run grew is collected before it, or the malloc the run freed is trimmed).
 */
function watchPeakRss(pid: number | undefined): { stop(): number | null } {
  let peak: number | null = null;
  const read = () => {
    const rss = rssBytesOf(pid);
    if (rss !== null && (peak === null || rss > peak)) {
      peak = rss;
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

async function runTarget(target: Target, plan: Plan): Promise<RunRow[]> {
  const peakRss = watchPeakRss(target.server.child.pid);
  await probe(target, plan.scenarios);
  // Warm-up (not counted): the JIT, the database's caches and the connection pool get going.
  const warm = scenariosFor(target, []);
  for (const name of plan.scenarios.filter((scenario) => scenario !== 'order-create')) {
    await fire(target, warm[name], 50, plan.warmUpSeconds);
  }
  await settle(target, plan.settleMaxMs);
  const rows: RunRow[] = [];
  for (const connections of plan.connections) {
    const scenarios = scenariosFor(target, target.orderables.splice(0, plan.ordersPerRun));
    for (const name of plan.scenarios.filter((candidate) => plan.runsAt(connections, candidate))) {
      const scenario = scenarios[name];
      // Scraping resets the server's event-loop delay maximum, so the next scrape covers this run alone.
      const metricsBefore = await serverMetrics(target.server.baseUrl);
      const cpuBefore = cpuMsOf(target.server.child.pid);
      const { result, errorKinds } = await fire(target, scenario, connections, plan.seconds);
      const cpuAfter = cpuMsOf(target.server.child.pid);
      const metricsAfter = await serverMetrics(target.server.baseUrl);
      const row = rowOf(
        {
          database: target.label,
          connections,
          scenario: name,
          label: scenario.label,
          exhausted: scenario.exhausted(),
        },
        result,
        cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      );
      row.errorKinds = errorKinds;
      row.loopMaxMs = metricsAfter.loopMaxMs;
      row.gcMs =
        metricsBefore.gcSeconds === null || metricsAfter.gcSeconds === null
          ? null
          : (metricsAfter.gcSeconds - metricsBefore.gcSeconds) * 1000;
      rows.push(row);
      print(
        `  ${target.label} @${connections} ${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${errorsOf(row)} errors${[row.statuses, row.errorKinds].some(Boolean) ? ` (${[row.statuses, row.errorKinds].filter(Boolean).join(', ')})` : ''}; server CPU ${row.serverCpuUs?.toFixed(0) ?? 'n/a'} µs/req, event-loop delay max ${row.loopMaxMs?.toFixed(0) ?? 'n/a'} ms; load average ${loadavg()[0]?.toFixed(1)}`,
      );
      await settle(target, plan.settleMaxMs);
    }
  }
  const after = rssBytesOf(target.server.child.pid);
  print(
    `  ${target.label}: server RSS after the runs ${mb(after)}, peak during them ${mb(peakRss.stop())} (read every 100 ms)`,
  );
  return rows;
}

async function heapUsedBytes(baseUrl: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    const match = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The soak: steady mixed traffic for `seconds` — five routes in turn at `rate` req/s over 20 connections, and
 * orders beside them at 5/s — well below saturation, so what it shows is memory over time, not queueing.
 */
async function soak(target: Target, seconds: number, rate: number): Promise<RunRow[]> {
  const ORDER_RATE = 5;
  const scenarios = scenariosFor(target, target.orderables.splice(0, ORDER_RATE * seconds + 50));
  const mixed: ScenarioName[] = ['typeahead', 'part-structure', 'check-auth', 'dispatcher', 'request-create'];
  const sample = async () => ({
    rss: rssBytesOf(target.server.child.pid),
    heap: await heapUsedBytes(target.server.baseUrl),
    atS: (performance.now() - began) / 1000,
  });
  let began = performance.now();
  const start = await sample();
  began = performance.now();
  const samples: Array<{ rss: number | null; heap: number | null; atS: number }> = [];
  const timer = setInterval(() => {
    void sample().then((taken) => samples.push(taken));
  }, 5_000);
  const cpuBefore = cpuMsOf(target.server.child.pid);
  const [mixedResult, orderResult] = await Promise.all([
    autocannon({
      url: target.server.baseUrl,
      connections: 20,
      duration: seconds,
      overallRate: rate,
      requests: mixed.flatMap((name) => scenarios[name].requests),
    }),
    autocannon({
      url: target.server.baseUrl,
      connections: 2,
      duration: seconds,
      overallRate: ORDER_RATE,
      maxOverallRequests: ORDER_RATE * seconds,
      requests: scenarios['order-create'].requests,
    }),
  ]);
  const cpuAfter = cpuMsOf(target.server.child.pid);
  clearInterval(timer);
  const end = await sample();
  await new Promise((resolve) => setTimeout(resolve, AFTER_SOAK_MS));
  const settled = await sample();

  const rows = [
    rowOf(
      {
        database: target.label,
        connections: 20,
        scenario: 'typeahead',
        label: `mixed at ${rate}/s: ${mixed.join(', ')}`,
        exhausted: 0,
      },
      mixedResult,
      cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    ),
    rowOf(
      {
        database: target.label,
        connections: 2,
        scenario: 'order-create',
        label: `order-create at ${ORDER_RATE}/s`,
        exhausted: scenarios['order-create'].exhausted(),
      },
      orderResult,
    ),
  ];
  print();
  print(formatRows(rows));
  const warm = samples.find((taken) => taken.atS >= Math.min(30, seconds / 4)) ?? start;
  const peakRss = Math.max(...samples.map((taken) => taken.rss ?? 0), end.rss ?? 0);
  print();
  print(
    `soak ${seconds} s on ${target.label}: server memory (RSS / V8 heap used); load average ${loadavg()[0]?.toFixed(1)}`,
  );
  print(`  before traffic        ${mb(start.rss)} / ${mb(start.heap)}`);
  print(`  warm (${warm.atS.toFixed(0)} s)          ${mb(warm.rss)} / ${mb(warm.heap)}`);
  print(`  end (${seconds} s)          ${mb(end.rss)} / ${mb(end.heap)}`);
  print(`  ${AFTER_SOAK_MS / 1000} s after traffic     ${mb(settled.rss)} / ${mb(settled.heap)}`);
  print(`  peak RSS              ${mb(peakRss)}`);
  const step = Math.max(1, Math.round(samples.length / 12));
  const trend = samples
    .filter((_, index) => index % step === 0)
    .map((taken) => `${taken.atS.toFixed(0)}s ${mb(taken.rss)}/${mb(taken.heap)}`)
    .join(', ');
  print(`  over time (RSS/heap)  ${trend}`);
  print(`  errors                ${rows.reduce((sum, row) => sum + errorsOf(row), 0)}`);
  return rows;
}

async function main(): Promise<void> {
  const plan = planOf();
  const soakSeconds = flags.soak === undefined ? undefined : Number(flags.soak);
  if (!plan.postgresUrl && plan.databases.length === 0) {
    throw new Error(
      '--db postgres needs DATABASE_URL (a PostgreSQL server where the run may create a database)',
    );
  }
  if (!plan.postgresUrl && !flags.ci && flags.db === undefined && soakSeconds === undefined) {
    print('PostgreSQL: not run (set DATABASE_URL to a server where the run may create a database).');
  }
  const began = performance.now();

  if (soakSeconds !== undefined) {
    if (!(soakSeconds > 0)) {
      throw new Error('--soak takes a number of seconds');
    }
    // Each database the plan names (both, with DATABASE_URL and no --db), one after the other.
    for (const label of plan.databases) {
      const target = await openTarget(label, plan, 5 * soakSeconds + 100);
      try {
        await probe(target, SCENARIO_NAMES.slice());
        const rows = await soak(target, soakSeconds, Number(flags['soak-rate'] ?? 100));
        if (rows.some((row) => errorsOf(row) > 0)) {
          process.exitCode = 1;
        }
      } finally {
        await target.close();
      }
    }
    return;
  }

  print(
    `load: ${plan.scenarios.length} routes × connections ${plan.connections.join(', ')} × ${plan.databases.join(', ')}; ${plan.seconds} s per run; ${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} before the run (autocannon shares the machine with the server)`,
  );
  const rows: RunRow[] = [];
  const soakRows: RunRow[] = [];
  for (const label of plan.databases) {
    const runs = plan.connections.length;
    const soakOrders = flags.ci ? 5 * CI_SOAK_SECONDS + 50 : 0;
    const target = await openTarget(label, plan, plan.ordersPerRun * runs + soakOrders + 10);
    try {
      rows.push(...(await runTarget(target, plan)));
      if (flags.ci) {
        // The soak's short form: memory before and after steady traffic, on the same server.
        soakRows.push(...(await soak(target, CI_SOAK_SECONDS, CI_SOAK_RATE)));
      }
    } finally {
      await target.close();
    }
  }
  print();
  print(formatRows(rows));
  print();
  const checks = checkTargets(rows);
  print(formatTargets(checks));
  if (flags.ci) {
    print(
      '--ci holds only the zero-errors lines: a throughput FAIL here is printed, not held (--strict holds them all).',
    );
  }
  print();
  print(
    `p99 ≤ 25 ms is checked at 50 connections: at 500, Little's law puts the mean at 500 ÷ throughput. 'srv CPU µs/req' is the server process's own CPU per request: 1,000,000 ÷ it is what one free core could serve. Load average after: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}. Total ${((performance.now() - began) / 1000).toFixed(0)} s.`,
  );

  const hardErrors = [...rows, ...soakRows].reduce((sum, row) => sum + row.fiveXx + row.socketErrors, 0);
  const silentRuns = rows.filter(isSilent).length;
  if (flags.ci && (hardErrors > 0 || silentRuns > 0)) {
    print(`FAIL: ${hardErrors} 5xx or socket errors, ${silentRuns} runs without one answer`);
    process.exitCode = 1;
  }
  if (flags.strict && checks.some((check) => !check.isMet)) {
    process.exitCode = 1;
  }
}

await main();
