import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/pump-engine', 'apps/server', 'apps/web', 'scripts'],
  },
});
