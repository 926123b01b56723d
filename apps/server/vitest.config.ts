import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['../../test-support/fail-on-console.ts'],
    // Each file gets its own database copy, so files run in parallel safely; PGlite start-up is the slow part.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
