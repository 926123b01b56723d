import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'pump-engine',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../test-support/fail-on-console.ts'],
  },
});
