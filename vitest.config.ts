import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/pump-engine', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, while many server
    // files spend their time waiting on child processes (the CLI, the server's own start) and on the embedded
    // database's I/O. Three workers overlap those waits: the server project 230 → 162 s on 2 cores.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
