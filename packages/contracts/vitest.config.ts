import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    // The same number in every project: the root vitest.config.ts says why.
    maxWorkers: Math.max(3, availableParallelism()),
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../test-support/fail-on-console.ts'],
  },
});
