import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { E2E_ACCOUNTS } from './accounts.ts';
import { enterCard, fillAddress } from './checkout-form.ts';
import { expect, test } from './fixtures.ts';
import { requestWithSelectedOffer, signedInPage } from './marketplace.ts';

// The checkout journey: from the customer's pick of an offer to a paid order in /user/orders/ with the sandbox
// card — first declined, then retried on the same order — and the supplier moving it on to shipped.

test('a customer picks an offer, orders it, is declined, pays on retry and finds the paid order', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) {
    throw new Error('playwright.config.ts sets baseURL');
  }
  const suffix = randomBytes(3).toString('hex');
  const offerTitle = `E2E checkout offer ${suffix}`;
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [admin, supplier, customer] = await Promise.all([
    signedInPage(contexts[0], E2E_ACCOUNTS.admin),
    signedInPage(contexts[1], E2E_ACCOUNTS.supplier1),
    signedInPage(contexts[2], E2E_ACCOUNTS.customer),
  ]);
  const offered = await requestWithSelectedOffer({
    pages: { admin, supplier, customer },
    baseURL,
    offer: { title: offerTitle, cost: '400.25', quantity: 2 },
    idempotencyKey: `e2e-checkout-${suffix}`,
  });

  // The pick on the comparison, then Order now with the quantity the customer wants.
  await customer.goto(
    `/user/requests/?template=request-details&order_id=${encodeURIComponent(offered.orderId)}`,
  );
  await customer.getByRole('radio', { name: `Choose ${offerTitle}` }).check();
  await customer.getByRole('link', { name: 'Order now' }).click();
  await expect(customer).toHaveURL(new RegExp(`/request/${offered.requestId}/order_now/${offered.reviewId}`));
  const quantity = customer.getByRole('textbox', { name: /^Quantity/ });
  await quantity.fill('3');
  // 3 × 400.25 = 1,200.75, computed by hand.
  await expect(customer.getByText('1,200.75').first()).toBeVisible();
  await customer.getByRole('button', { name: 'Check Out' }).click();
  await expect(customer).toHaveURL(/\/request-checkout\/\?/);

  // Checkout: the summary is the server's; addresses, the card, the terms.
  const summary = customer.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('1,200.75').first()).toBeVisible();
  await fillAddress(customer.getByRole('group', { name: 'Billing Details' }), {
    street: '1 Market St',
    city: 'San Francisco',
    state: 'California',
    zip: '94105',
  });
  await customer.getByRole('checkbox', { name: 'Same as billing address' }).check();
  await customer.getByRole('textbox', { name: /PO number/ }).fill(`PO-${suffix}`);
  await enterCard(customer, '4000 0000 0000 0002');
  await expect(customer.getByRole('button', { name: 'Pay $1,200.75' })).toBeHidden();
  await customer.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await customer.getByRole('button', { name: 'Pay $1,200.75' }).click();
  await expect(customer.getByText('Your card was declined.')).toBeVisible();

  // The retry pays the same order: there is still one order for the request.
  await enterCard(customer, '4242 4242 4242 4242');
  await customer.getByRole('button', { name: 'Pay $1,200.75' }).click();
  await expect(customer.getByText('Order submitted successfully')).toBeVisible();
  await expect(customer).toHaveURL(/\/user\/orders\/$/, { timeout: 10_000 });
  const ids = await (await customer.request.get(`/api/get-order-ids/${offered.requestId}`)).json();
  expect(ids.ids).toHaveLength(1);

  const row = customer.getByRole('row', { name: new RegExp(`PO-${suffix}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByText('1,200.75')).toBeVisible();

  // The supplier of the offer ships it with tracking; the customer's order page shows it.
  const orderId: number = ids.ids[0];
  await supplier.goto(`/supplier/orders/${orderId}/`);
  await supplier.getByRole('button', { name: 'Mark shipped' }).click();
  await supplier.getByRole('textbox', { name: /^Carrier/ }).fill('UPS');
  await supplier.getByRole('textbox', { name: /^Tracking number/ }).fill(`1Z${suffix}`);
  await supplier
    .getByRole('button', { name: /^(Save|Mark shipped|Confirm)/ })
    .last()
    .click();
  await expect(supplier.getByText('Order status updated.')).toBeVisible();

  await customer.goto(`/user/orders/${orderId}/`);
  await expect(customer.getByText(`1Z${suffix}`)).toBeVisible();
  await expect(customer.getByText('Shipped').first()).toBeVisible();

  // The invoice-style confirmation is a real PDF named after the order.
  const download = customer.waitForEvent('download');
  await customer.getByRole('button', { name: /Download confirmation/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`order-confirmation-${orderId}.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`PO-${suffix}`);

  await Promise.all(contexts.map((context) => context.close()));
});
