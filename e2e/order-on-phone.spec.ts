import { randomBytes } from 'node:crypto';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { enterCard, fillAddress } from './checkout-form.ts';
import { test } from './fixtures.ts';
import { expect } from './journey-expect.ts';
import { pumpStaff, requestWithSelectedOffer } from './marketplace.ts';
import { saveScreen, WIDTHS } from './screens.ts';

// From the request page to a paid order, walked on a phone (and, for comparison, a laptop): the request page
// with its offer, Order now, checkout with the sandbox card, the orders list.

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`a customer orders a shown offer from the request page (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) {
      throw new Error('playwright.config.ts sets baseURL');
    }
    const journey = `order-${width}`;
    const suffix = randomBytes(3).toString('hex');
    const offerTitle = `E2E phone offer ${suffix}`;
    const { admin, supplier, close } = await pumpStaff(browser, baseURL);
    await page.setViewportSize(viewport);
    await signInAs(page, E2E_ACCOUNTS.customer);
    const offered = await requestWithSelectedOffer({
      pages: { admin, supplier, customer: page },
      baseURL,
      offer: { title: offerTitle, cost: '215.50', quantity: 1 },
      idempotencyKey: `e2e-phone-${suffix}`,
    });

    await page.goto(
      `/user/requests/?template=request-details&order_id=${encodeURIComponent(offered.orderId)}`,
    );
    await expect(page.getByText('Offers ready', { exact: true })).toBeVisible();
    await saveScreen(page, journey, '1-request-page-with-offer');
    await expectAxeClean(page, `request page with an offer (${width})`);
    await page.getByRole('radio', { name: `Choose ${offerTitle}` }).check();
    await page.getByRole('link', { name: 'Order now' }).click();
    await expect(page).toHaveURL(new RegExp(`/request/${offered.requestId}/order_now/${offered.reviewId}`));
    await expect(page.getByRole('button', { name: 'Check Out' })).toBeVisible();
    await saveScreen(page, journey, '2-order-now');
    await page.getByRole('button', { name: 'Check Out' }).click();

    await expect(page).toHaveURL(/\/request-checkout\/\?/);
    await fillAddress(page.getByRole('group', { name: 'Billing Details' }), {
      street: '1 Market St',
      city: 'San Francisco',
      state: 'California',
      zip: '94105',
    });
    await page.getByRole('checkbox', { name: 'Same as billing address' }).check();
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await saveScreen(page, journey, '3-checkout');
    // The pay button's words may change (DESIGN.md); it is the form's last button.
    await page.getByRole('button', { name: /^(Next|Pay)/ }).click();
    await expect(page.getByText('Order submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/orders\/$/, { timeout: 10_000 });
    await expect(page.getByText('Paid').first()).toBeVisible();
    await saveScreen(page, journey, '4-orders');
    await close();
  });
}
