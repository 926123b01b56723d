import { randomBytes } from 'node:crypto';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { enterCard, fillAddress } from './checkout-form.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, expectWithinWidth } from './layout.ts';
import { baseUrlOf, requestWithSelectedOffer, signedInPage } from './marketplace.ts';
import { saveScreen, WIDTHS, type WidthName } from './screens.ts';

// A customer orders an offer at a laptop's width and at a phone's: the comparison keeps the supplier's terms,
// Order now keeps Quantity and Subtotal on screen, checkout starts from the profile and its button says what it
// pays, and the order names SpecSource as the seller with the supplier's terms — nothing scrolls sideways.

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test(`a customer compares, orders and pays, and the order shows its terms (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const base = baseUrlOf(baseURL);
    const suffix = randomBytes(3).toString('hex');
    const offerTitle = `E2E phone offer ${suffix}`;
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    const [admin, supplier] = await Promise.all([
      signedInPage(contexts[0], E2E_ACCOUNTS.admin),
      signedInPage(contexts[1], E2E_ACCOUNTS.supplier1),
    ]);
    await page.setViewportSize(WIDTHS[width]);
    await signInAs(page, E2E_ACCOUNTS.customer);
    const offered = await requestWithSelectedOffer({
      pages: { admin, supplier, customer: page },
      baseURL: base,
      offer: { title: offerTitle, cost: '937.70', quantity: 2, notes: 'Price FOB Chicago' },
      idempotencyKey: `e2e-phone-${suffix}`,
    });

    // The comparison: the supplier's terms travel with the offer.
    await page.goto(
      `/user/requests/?template=request-details&order_id=${encodeURIComponent(offered.orderId)}`,
    );
    await expect(page.getByText('Price FOB Chicago')).toBeVisible();
    await expectNoSidewaysScroll(page, 'comparison');
    await saveScreen(page, 'order', '1-comparison');
    await page.getByRole('radio', { name: `Choose ${offerTitle}` }).check();
    await page.getByRole('link', { name: 'Order now' }).click();

    // Order now: Quantity and Subtotal in view without scrolling sideways. 3 × $937.70 = $2,813.10, by hand.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('3');
    const subtotal = page.getByText('$2,813.10');
    await expect(subtotal).toBeVisible();
    await expectWithinWidth(page, await quantity.boundingBox(), 'Quantity');
    await expectWithinWidth(page, await subtotal.boundingBox(), 'Subtotal');
    await expectWithinWidth(
      page,
      await page.getByRole('button', { name: 'Check Out' }).boundingBox(),
      'Check Out',
    );
    await expectNoSidewaysScroll(page, 'order now');
    await expectAxeClean(page, `order now (${width})`);
    await saveScreen(page, 'order', '2-order-now');
    await page.getByRole('button', { name: 'Check Out' }).click();

    // Checkout: the billing contact comes from the profile; the button pays the total.
    const billing = page.getByRole('group', { name: 'Billing Details' });
    await expect(billing.getByRole('textbox', { name: /^First name/ })).toHaveValue('E2E');
    await expect(billing.getByRole('textbox', { name: /^Email/ })).toHaveValue(E2E_ACCOUNTS.customer.email);
    await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/terms/');
    await fillAddress(billing, {
      street: '1 Market St',
      city: 'San Francisco',
      state: 'California',
      zip: '94105',
    });
    await page.getByRole('checkbox', { name: 'Same as billing address' }).check();
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    const pay = page.getByRole('button', { name: 'Pay $2,813.10' });
    await expect(pay).toBeVisible();
    await expectNoSidewaysScroll(page, 'checkout');
    await saveScreen(page, 'order', '3-checkout');
    await pay.click();
    await expect(page).toHaveURL(/\/user\/orders\/$/, { timeout: 15_000 });

    // The order: SpecSource sells, the supplier's terms are kept, the supplier is not named.
    const ids = await (await page.request.get(`/api/get-order-ids/${offered.requestId}`)).json();
    await page.goto(`/user/orders/${ids.ids[0]}/`);
    const order = page.getByRole('region', { name: 'Order', exact: true });
    await expect(order.getByText('SpecSource (seller of record)')).toBeVisible();
    await expect(order.getByText('Price FOB Chicago')).toBeVisible();
    await expect(page.getByText(E2E_ACCOUNTS.supplier1.username)).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'order');
    await saveScreen(page, 'order', '4-order');

    await Promise.all(contexts.map((context) => context.close()));
  });
}
