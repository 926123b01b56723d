import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test-support/fail-on-console.ts', './test/setup.ts'],
    // vi.stubGlobal('fetch', …) never leaks into the next test.
    unstubGlobals: true,
    restoreMocks: true,
  },
});
