import { test as base, expect } from '@playwright/test';

/**
 * `page` that fails the test on any console.error or uncaught page error (epic-stack's rule for unit tests,
 * applied to the browser): a red console is a bug even when the screen looks right.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the browser console must stay free of errors').toEqual([]);
  },
});

export { expect };
