import { defineProject } from 'vitest/config';

// The repository's own tools (the dependency audit); they run on Node, like the server.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    setupFiles: ['../test-support/fail-on-console.ts'],
    testTimeout: 60_000,
  },
});
