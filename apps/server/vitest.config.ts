import { availableParallelism } from 'node:os';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that run the embedded database whatever the suite's database is: they start `src/main.ts` or a CLI on a
 * DATA_DIR, or test PGlite itself. `npm run test:pg` would run them again exactly as `npm test` did, so it leaves
 * them out. A file missing from this list only runs twice; it is never left untested.
 */
const EMBEDDED_ONLY_FILES = [
  'src/main.test.ts',
  'src/compile-cache.test.ts',
  'src/cli/admin.test.ts',
  'src/cli/catalogue.test.ts',
  'src/embedded-optional-sdks.test.ts',
  'src/platform/db/statement-caching-pglite.test.ts',
  'src/platform/db/embedded-settings.test.ts',
];

// biome-ignore lint/style/noProcessEnv: a config file, read once at start, like the root vitest.config.ts.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    // The same number in every project: the root vitest.config.ts says why.
    maxWorkers: Math.max(3, availableParallelism()),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.pg.test.ts` need a real PostgreSQL server (several instances on one database, LISTEN reconnects,
    // pg_dump): `npm run test:pg` runs them and refuses to start without TEST_DATABASE_URL; `npm test`
    // on PGlite leaves them out rather than skip them.
    exclude: [...configDefaults.exclude, ...(onPostgres ? EMBEDDED_ONLY_FILES : ['**/*.pg.test.ts'])],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['../../test-support/fail-on-console.ts'],
    // Each file gets its own database copy, so files run in parallel safely; PGlite start-up is the slow part.
    // The server's modules keep no state between files (each file builds its own app on its own database copy),
    // so a worker evaluates them once instead of once per file: 338 → 230 s for this project on 2 cores.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
