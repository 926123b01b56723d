/**
 * # Route fuzz suite (bad input)
 *
 * Drives EVERY route in the app's access registry (`app.registeredRoutes`, platform/plugins/access-control.ts) with
 * requests generated from its zod contract (packages/contracts `defineEndpoint`: params, query, body), as a
 * visitor and as each role (customer, supplier, admin), and checks each answer (response-oracle.ts):
 *
 * - never a 5xx; the status is a 2xx or one of 400 401 403 404 405 409 413 415 429 (OIDC pages may redirect);
 * - no stack trace, source path, SQL or ORM error text in the body;
 * - an error body is JSON `{detail, code, field_errors?}` whose code matches its status, and a VALIDATION 400
 *   names its fields — exactly the fields the contract's own zod schema names for that input;
 * - nothing lands on Object.prototype; no HTML answer reflects injected markup; X-Content-Type-Options is set.
 *
 * Per route: a fixed pass as a role the route admits (each field of params/query/body set to a wrong type and
 * to each family of hostile string; every body encoding: `__proto__`, constructor.prototype, truncated,
 * invalid UTF-8, oversized, empty, 20k-deep nesting, wrong content types; malformed multipart), dealt
 * round-robin by kind and capped, with the start rotated per route so every member is sent somewhere; then a
 * random pass (fast-check) as each role. HEAD routes (Fastify's copies of GETs) get the random pass only.
 * Payloads (hostile-values.ts): SQL and HTML/JS injection, CRLF in header-bound values (Idempotency-Key,
 * Content-Type, file names), path traversal in params and file names, prototype-pollution keys in JSON and
 * query strings, NUL, lone surrogates, RTL marks, emoji, 10k-character strings, numbers past int32/2^53.
 * The Stripe webhook (raw body, signed and unsigned, on an app built with Stripe and the loopback Stripe
 * peer), the assistant's event stream, the OIDC pages (real issuers on loopback) and the file downloads are
 * fuzzed on their own terms (fuzz-requests.ts). The catalogue is trimmed to 40 pumps to keep exports cheap.
 *
 * A test clock moves a minute per request so rate-limit windows roll over (a 429 is still allowed); requests
 * come from many client addresses. A fuzzed logout is followed by a fresh sign-in.
 *
 * Settings (environment): FUZZ_RUNS random cases per route and admitted role (default 2; refused roles get a
 * third, at least 1), FUZZ_FIXED fixed cases per route (default 10), FUZZ_SEED the fast-check seed (default
 * fixed, so CI sends the same cases every run; `random` picks one and prints it), FUZZ_REPORT=1 prints the
 * per-route table, FUZZ_BUDGET_S caps the run (see BUDGET_MS). `npm run -w @specsource/server fuzz` runs
 * 12 random cases per role and 60 fixed ones per route with a new seed, within ~2 minutes, and prints the
 * table. The table is always written to `$TMPDIR/specsource-fuzz/route-cases.txt`. A failure message
 * carries the seed and the fast-check path: `FUZZ_SEED=<seed>` replays it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTally } from './case-tally.ts';
import { caseArbitrary, type FuzzCase, fixedCases } from './fuzz-requests.ts';
import { fuzzRoutes } from './fuzz-routes.ts';
import { createFuzzWorld, type FuzzRole, keepSignedIn, ROLES, sendFuzz } from './fuzz-world.ts';
import { isAllowed, prototypeProblems, responseProblems } from './response-oracle.ts';

// The suite's knobs (case count, seed, report) come from its runner.
const environment = process.env;
const RUNS = Number(environment.FUZZ_RUNS ?? 2);
const DENIED_RUNS = Math.max(1, Math.round(RUNS / 3));
/** Fixed cases per route (GET, POST…; HEAD copies GET's schemas and handler, so it gets random cases only). */
const FIXED_LIMIT = Number(environment.FUZZ_FIXED ?? 10);
const SEED =
  environment.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(environment.FUZZ_SEED ?? 20_260_302);
const REPORT = environment.FUZZ_REPORT === '1';
/**
 * For `npm run fuzz` only: past this many seconds since the suite started, the remaining routes get the CI
 * amounts, so a run on a busy machine still ends in time. The table shows what each route actually got.
 */
const BUDGET_MS = environment.FUZZ_BUDGET_S ? Number(environment.FUZZ_BUDGET_S) * 1_000 : undefined;
const CI_AMOUNTS = { runs: 2, deniedRuns: 1, fixed: 10 };
const startedAt = performance.now();

function amountsNow() {
  const isOverBudget = BUDGET_MS !== undefined && performance.now() - startedAt > BUDGET_MS;
  return isOverBudget
    ? {
        runs: Math.min(RUNS, CI_AMOUNTS.runs),
        deniedRuns: Math.min(DENIED_RUNS, CI_AMOUNTS.deniedRuns),
        fixed: Math.min(FIXED_LIMIT, CI_AMOUNTS.fixed),
      }
    : { runs: RUNS, deniedRuns: DENIED_RUNS, fixed: FIXED_LIMIT };
}
/** The random runs each route was given, for the coverage check. */
const givenRuns = new Map<string, { runs: number; deniedRuns: number }>();

const world = await createFuzzWorld();
// DELETEs last, so rows they remove are still there for the other routes' cases.
const routes = fuzzRoutes(world.apps.main, world.apps.stripe).sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);
const tally = createTally(routes);
const prototypeBaseline = Object.getOwnPropertyNames(Object.prototype);
const caseContext = {
  known: world.known,
  webhookSecret: world.webhookSecret,
  nowS: () => Math.floor(world.clock.now().getTime() / 1000),
};

function describeCase(fuzzCase: FuzzCase): string {
  const payload = fuzzCase.payload === undefined ? '' : String(fuzzCase.payload);
  return [
    `${fuzzCase.label}`,
    `${fuzzCase.method} ${fuzzCase.url.slice(0, 300)}`,
    `headers ${JSON.stringify(fuzzCase.headers).slice(0, 300)}`,
    payload ? `payload (${payload.length} chars) ${payload.slice(0, 400)}` : 'no payload',
  ].join('\n  ');
}

async function runCase(
  route: (typeof routes)[number],
  role: FuzzRole,
  fuzzCase: FuzzCase,
): Promise<string[]> {
  const response = await sendFuzz(world, route.app, role, fuzzCase);
  tally.count(route, role, response.statusCode);
  // A signed-in role refused as signed out: a fuzzed logout ended its session. Sign in again, so the cases
  // after this one still run as that role.
  if (response.statusCode === 401 && role !== 'visitor' && isAllowed(route, role)) {
    await keepSignedIn(world.apps[route.app], world.clients[route.app]);
  }
  return [...responseProblems(route, role, fuzzCase, response), ...prototypeProblems(prototypeBaseline)].map(
    (problem) => `${route.key} as ${role}: ${problem}`,
  );
}

/** The role the fixed pass runs as: one that gets past the access check. */
function primaryRole(route: (typeof routes)[number]): FuzzRole {
  return route.access === 'public' ? 'visitor' : (route.access[0] as FuzzRole);
}

describe('every registered route answers hostile input with a 2xx or a named 4xx', () => {
  routes.forEach((route, routeIndex) => {
    it(route.key, { timeout: 120_000 }, async () => {
      const problems: string[] = [];
      const amounts = amountsNow();
      givenRuns.set(route.key, amounts);
      const fixed =
        route.method === 'HEAD'
          ? []
          : fixedCases(route, caseContext, { limit: amounts.fixed, offset: routeIndex });
      for (const fuzzCase of fixed) {
        const found = await runCase(route, primaryRole(route), fuzzCase);
        if (found.length > 0) {
          problems.push(`${found.join('\n')}\n  ${describeCase(fuzzCase)}`);
        }
      }
      expect(problems.slice(0, 5).join('\n\n'), `${problems.length} fixed cases failed`).toBe('');

      for (const [roleIndex, role] of ROLES.entries()) {
        const seed = SEED + routeIndex * 16 + roleIndex;
        await fc.assert(
          fc.asyncProperty(caseArbitrary(route, caseContext), async (fuzzCase) => {
            const found = await runCase(route, role, fuzzCase);
            if (found.length > 0) {
              throw new Error(`${found.join('\n')}\n  ${describeCase(fuzzCase)}`);
            }
          }),
          {
            numRuns: isAllowed(route, role) ? amounts.runs : amounts.deniedRuns,
            seed,
            // The default report prints the whole counterexample, megabyte payloads included.
            asyncReporter: async (details) => {
              if (details.failed) {
                const cause =
                  details.errorInstance instanceof Error
                    ? details.errorInstance.message
                    : String(details.errorInstance);
                throw new Error(
                  `seed ${details.seed}, path ${details.counterexamplePath}, after ${details.numRuns} runs:\n${cause}`,
                );
              }
            },
          },
        );
      }
      if (route.url === '/api/logout/') {
        await keepSignedIn(world.apps[route.app], world.clients[route.app]);
      }
    });
  });
});

describe('the fuzz reached everything', () => {
  it('sent requests to every route as every role, and every allowed role got random cases', () => {
    for (const route of routes) {
      const cases = tally.casesOf(route);
      for (const role of ROLES) {
        const given = givenRuns.get(route.key) ?? { runs: RUNS, deniedRuns: DENIED_RUNS };
        const floor = isAllowed(route, role) ? given.runs : given.deniedRuns;
        expect(cases[role], `${route.key} as ${role}`).toBeGreaterThanOrEqual(floor);
      }
    }
    const registered = [...world.apps.main.registeredRoutes, ...world.apps.stripe.registeredRoutes].map(
      (route) => `${route.method} ${route.url}`,
    );
    const fuzzed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(registered.filter((key) => !fuzzed.has(key))).toEqual([]);
  });
});

afterAll(async () => {
  const table = tally.table();
  const dir = path.join(tmpdir(), 'specsource-fuzz');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'route-cases.txt');
  await writeFile(file, `seed ${SEED}, FUZZ_RUNS ${RUNS}\n${table}\n`);
  // biome-ignore lint/suspicious/noConsole: the suite's report is its output (cases per route).
  console.log(
    REPORT
      ? `${table}\nseed ${SEED}`
      : `route fuzz: ${routes.length} routes, ${tally.total()} requests (seed ${SEED}); per route: ${file}`,
  );
});
