import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { test } from './fixtures.ts';
import { expect } from './journey-expect.ts';
import { pumpStaff } from './marketplace.ts';
import { countMailsMentioning } from './outbox.ts';
import { saveScreen, WIDTHS } from './screens.ts';
import { draftOrderIdOf, fillPumpSteps, fillSubmitStep, SEARCH_TIMEOUT, search } from './wizard-journey.ts';

// Search apart from quoting: searching twice keeps one private draft that reaches no supplier; Request quotes
// sends it, and the part's supplier gets one request — in the portal and in the mail.

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`a customer searches twice, then requests quotes: the supplier sees one request (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two searches and four signed-in pages on a shared 2-core machine.
    test.setTimeout(180_000);
    if (!baseURL) {
      throw new Error('playwright.config.ts sets baseURL');
    }
    const journey = `search-and-quote-${width}`;
    const { supplier, close } = await pumpStaff(browser, baseURL);
    const supplierRequestsWith = async (orderId: string) =>
      (await (await supplier.request.get(`/supplier/api/supplier-requests?search=${orderId}`)).json()).count;

    await page.setViewportSize(viewport);
    await signInAs(page, E2E_ACCOUNTS.customer);
    await page.goto('/part/pump');
    await fillPumpSteps(page, 'Cooling water booster, searched twice');
    await fillSubmitStep(page, '2');
    await search(page);
    const orderId = draftOrderIdOf(page);
    await saveScreen(page, journey, '1-first-search');

    // A second search from the same wizard: the same draft, changed.
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('3');
    await expect(page.getByText('These results are for your previous search')).toBeVisible();
    await saveScreen(page, journey, '2-results-out-of-date');
    await search(page);
    await expect(page.getByText('These results are for your previous search')).toBeHidden();
    expect(draftOrderIdOf(page)).toBe(orderId);
    const saved = await (await page.request.get(`/api/request/part/${orderId}`)).json();
    expect([saved.status, saved.quantity]).toEqual(['draft', 3]);

    // Searched twice, sent to no one: the supplier's portal and mail know nothing of it.
    expect(await supplierRequestsWith(orderId)).toBe(0);
    expect(await countMailsMentioning(E2E_ACCOUNTS.supplier1.email, orderId)).toBe(0);

    await page.getByRole('button', { name: 'Request quotes' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/user/requests/\\?template=request-details&order_id=${orderId}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pump request' })).toBeVisible();
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(
      SEARCH_TIMEOUT,
    );
    await saveScreen(page, journey, '3-request-page');
    await expectAxeClean(page, `request page, sent (${width})`);

    // One request for the supplier, however often the customer searched.
    expect(await supplierRequestsWith(orderId)).toBe(1);
    expect(await countMailsMentioning(E2E_ACCOUNTS.supplier1.email, orderId, { atLeast: 1 })).toBe(1);
    await supplier.goto('/supplier/requests/');
    await supplier.getByRole('searchbox', { name: 'Search Requests' }).fill(orderId);
    await expect(supplier.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(supplier.getByText(orderId)).toHaveCount(1);
    await saveScreen(supplier, journey, '4-supplier-inbox');

    // The wizard is done with: the part starts a new request.
    await page.goto('/part/pump');
    await expect(page.getByRole('textbox', { name: /^Flow rate/ })).toHaveValue('');
    await close();
  });
}
