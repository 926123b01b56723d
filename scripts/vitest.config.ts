import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

// The repository's own tools (the dependency audit); they run on Node, like the server.
export default defineProject({
  test: {
    name: 'scripts',
    // The same number in every project: the root vitest.config.ts says why.
    maxWorkers: Math.max(3, availableParallelism()),
    include: ['**/*.test.ts'],
    setupFiles: ['../test-support/fail-on-console.ts'],
    testTimeout: 60_000,
  },
});
