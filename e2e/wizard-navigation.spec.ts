import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { test } from './fixtures.ts';
import { expect } from './journey-expect.ts';
import { signedInPage } from './marketplace.ts';
import { saveScreen, WIDTHS } from './screens.ts';
import { draftOrderIdOf, fillPumpSteps, fillSubmitStep, SEARCH_TIMEOUT, search } from './wizard-journey.ts';

// A wizard that survives navigation: the browser's Back and Forward move between steps, a reload keeps the step,
// the form and (after a search) the results, and only the steps actually completed are ticked.

const stepButton = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Request steps' }).getByRole('button', { name });

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`Back, Forward and reload mid-wizard and after the results (${width})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const journey = `wizard-navigation-${width}`;
    await page.setViewportSize(viewport);
    await signInAs(page, E2E_ACCOUNTS.customer);
    await page.goto('/');
    await page.goto('/part/pump');
    await fillPumpSteps(page, 'Kept through Back, Forward and reloads');
    const comment = page.getByRole('textbox', { name: 'Comment' });
    const flowRate = page.getByRole('textbox', { name: /^Flow rate/ });
    const quantity = page.getByRole('textbox', { name: /^Quantity/ });
    await expect(quantity).toBeVisible();

    // The browser's Back and Forward move between steps, with everything typed kept.
    await page.goBack();
    await expect(comment).toHaveValue('Kept through Back, Forward and reloads');
    await page.goBack();
    await expect(flowRate).toHaveValue('500');
    await page.goForward();
    await expect(comment).toHaveValue('Kept through Back, Forward and reloads');
    await page.reload();
    await expect(comment).toHaveValue('Kept through Back, Forward and reloads');
    await expect(stepButton(page, /^Step 1: Specification \(completed\)$/)).toBeVisible();
    await saveScreen(page, journey, '1-comment-after-back-forward-reload');
    await page.goForward();
    await expect(quantity).toBeVisible();

    await fillSubmitStep(page);
    await search(page);
    const orderId = draftOrderIdOf(page);
    await expect(stepButton(page, /^Step 3: Search$/)).toHaveAttribute('aria-current', 'step');

    // A reload after the results: the same step and the same results, read back from the server.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(
      SEARCH_TIMEOUT,
    );
    await expect(page.getByRole('button', { name: 'Request quotes' }).first()).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await saveScreen(page, journey, '2-results-after-reload');
    await expectAxeClean(page, `wizard results after a reload (${width})`);

    // Back from the results is the Comment step of the same draft; Forward brings the results again.
    await page.goBack();
    await expect(comment).toHaveValue('Kept through Back, Forward and reloads');
    await expect(page).toHaveURL(new RegExp(`/part/pump/${orderId}\\?tab=Comment`));
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(
      SEARCH_TIMEOUT,
    );
    // Back from the first step leaves the wizard.
    await page.goBack();
    await page.goBack();
    await expect(flowRate).toHaveValue('500');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(flowRate).toHaveValue('500');

    // A deep link to the last step in a fresh browser: nothing is ticked, nothing was completed there.
    const fresh = await browser.newContext({ viewport });
    const other = await signedInPage(fresh, E2E_ACCOUNTS.customer);
    await other.goto('/part/pump?tab=Submit');
    await expect(other.getByRole('textbox', { name: /^Quantity/ })).toBeVisible();
    await expect(stepButton(other, /\(completed\)/)).toHaveCount(0);
    // A failed Search takes the customer to the first step with a problem, the focus on its field.
    await other.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(other.getByRole('textbox', { name: /^Flow rate/ })).toBeFocused();
    await saveScreen(other, journey, '3-deep-link-refused');
    await fresh.close();
  });
}
