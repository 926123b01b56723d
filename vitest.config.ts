import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/pump-engine', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which then runs every
    // file of a non-isolated project one after the other. Many server files spend their time waiting on child
    // processes (the CLI, the server's own start) and on the embedded database's I/O, so three workers overlap
    // those waits even on two cores: npm test 630 → 375 s, the PostgreSQL suite 207 → 118 s.
    // Projects do not inherit this root setting (only a project declared with `extends: true` would), so each
    // project's vitest.config.ts repeats the same expression; they must agree, because projects run together
    // with different maxWorkers are refused.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
