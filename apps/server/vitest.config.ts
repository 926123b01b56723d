import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.pg.test.ts` need a real PostgreSQL server (several instances on one database, LISTEN reconnects,
    // pg_dump): `npm run test:pg` runs them and refuses to start without TEST_DATABASE_URL; `npm test`
    // on PGlite leaves them out rather than skip them.
    // biome-ignore lint/style/noProcessEnv: a config file, read once at start, like the root vitest.config.ts.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
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
