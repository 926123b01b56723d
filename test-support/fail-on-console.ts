import { afterEach, beforeEach, vi } from 'vitest';

// A test that prints console.error or console.warn fails, unless it spies on the call itself
// (epic-stack's setup-test-env): noise in tests hides real problems.
const noisy = ['error', 'warn'] as const;
let spies: Array<ReturnType<typeof vi.spyOn>> = [];

beforeEach(() => {
  spies = noisy.map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called in a test: ${args.map(String).join(' ')}`);
    }),
  );
});

afterEach(() => {
  for (const spy of spies) {
    spy.mockRestore();
  }
  spies = [];
});
