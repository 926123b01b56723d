import { randomBytes } from 'node:crypto';
import { E2E_ACCOUNTS } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import {
  answerFor,
  assignSupplierToPump,
  csrfHeaders,
  inAMonth,
  type PartStructure,
  signedInPage,
} from './marketplace.ts';

// The request and offer journey: a customer's request reaches an assigned supplier, who offers with a drawing
// attached; the admin shows that offer to the customer, who compares and picks it.

const suffix = randomBytes(3).toString('hex');
const offerTitle = `E2E booster offer ${suffix}`;

test('a request gets an offer with a drawing, the admin shows it, and the customer compares and picks it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) {
    throw new Error('playwright.config.ts sets baseURL');
  }
  const adminContext = await browser.newContext();
  const supplierContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await signedInPage(adminContext, E2E_ACCOUNTS.admin);
  const supplier = await signedInPage(supplierContext, E2E_ACCOUNTS.supplier1);
  const customer = await signedInPage(customerContext, E2E_ACCOUNTS.customer);

  const pump: PartStructure = await (await customer.request.get('/api/part/pump')).json();
  await assignSupplierToPump(admin.request, await csrfHeaders(adminContext, baseURL), pump.id);

  // The customer's request, sent as the wizard sends it (the wizard's screens are wizard.spec.ts's).
  const created = await customer.request.post('/api/request/', {
    headers: { ...(await csrfHeaders(customerContext, baseURL)), 'Idempotency-Key': `e2e-${suffix}` },
    data: { part: pump.id, answer: answerFor(pump), comment: `Booster for line ${suffix}`, quantity: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order_id: orderId } = await created.json();

  // The supplier finds it in the portal and offers, with a PDF drawing.
  await supplier.goto('/supplier/requests/');
  await supplier.getByRole('searchbox').fill(orderId);
  await supplier.getByRole('link', { name: `Open request ${orderId}` }).click();
  await expect(supplier.getByText(`Booster for line ${suffix}`)).toBeVisible();
  const form = supplier.getByRole('form', { name: 'Send offer' });
  await form.getByRole('textbox', { name: 'Title' }).fill(offerTitle);
  await form.getByRole('textbox', { name: 'Cost', exact: true }).fill('1234.50');
  await form.getByRole('textbox', { name: 'Cost unit' }).fill('each');
  await form.getByRole('textbox', { name: 'Lead time', exact: true }).fill('3');
  await form.getByLabel('Valid until').fill(inAMonth());
  await form.locator('input[type="file"]').setInputFiles({
    name: 'booster-drawing.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Send offer' }).click();
  const offerCard = supplier.getByRole('article', { name: `Offer ${offerTitle}` });
  await expect(offerCard).toBeVisible();
  const drawing = offerCard.getByRole('link', { name: 'booster-drawing.pdf', exact: true });
  await expect(drawing).toBeVisible();
  const download = await supplier.request.get((await drawing.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');

  // The admin shows the offer to the customer.
  await admin.goto('/super-admin/order/selectedrequestreview/');
  const picker = admin.getByRole('combobox', { name: 'Request' });
  await picker.click();
  await picker.pressSequentially(orderId);
  await admin.getByRole('option', { name: new RegExp(orderId) }).click();
  await admin.getByRole('checkbox', { name: new RegExp(offerTitle) }).check();
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('Offers selected successfully')).toBeVisible();

  // The customer compares (one offer here) and picks it; Order now appears.
  await customer.goto(`/user/requests/?template=request-details&order_id=${encodeURIComponent(orderId)}`);
  const comparison = customer.getByRole('table', { name: 'Offer comparison' });
  await expect(comparison.getByText(offerTitle)).toBeVisible();
  await expect(comparison.getByText('$2,469.00')).toBeVisible();
  await expect(comparison.getByRole('link', { name: 'booster-drawing.pdf', exact: true })).toBeVisible();
  await customer.getByRole('radio', { name: `Choose ${offerTitle}` }).check();
  await expect(customer.getByRole('link', { name: 'Order now' })).toBeVisible();

  await Promise.all([adminContext.close(), supplierContext.close(), customerContext.close()]);
});
