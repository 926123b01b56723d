import { test as base, expect } from '@playwright/test';

interface ConsoleOptions {
  /** Console errors a test provokes on purpose (e.g. the browser's note on an expected 400), by pattern. */
  allowedConsoleErrors: RegExp[];
}

/**
 * `page` that fails the test on any console.error or uncaught page error (epic-stack's rule for unit tests,
 * applied to the browser): a red console is a bug even when the screen looks right.
 */
export const test = base.extend<ConsoleOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) {
        problems.push(`console.error: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the browser console must stay free of errors').toEqual([]);
  },
});

export { expect };
