import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // The same number in every project: the root vitest.config.ts says why.
    maxWorkers: Math.max(3, availableParallelism()),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test-support/fail-on-console.ts', './test/setup.ts'],
    // vi.stubGlobal('fetch', …) never leaks into the next test.
    unstubGlobals: true,
    restoreMocks: true,
    // One jsdom per worker instead of one per file: 164 → 59 s for this project on 2 cores. Tests reset what they
    // change (unstubGlobals, restoreMocks, Testing Library's cleanup), and none mocks a module, which a shared
    // module cache would leak (downloads are caught at the link instead: test/downloads.ts).
    isolate: false,
    // Typing through user-event in jsdom costs a few ms a key; with the server suite sharing two cores, a long
    // form can pass 5 s without anything being wrong. Waits inside tests keep their own 5 s (test/setup.ts).
    testTimeout: 15_000,
  },
});
