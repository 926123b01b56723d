import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_ACCOUNTS, type E2eAccount, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Issue 7's journey: a customer's request reaches an assigned supplier, who offers with a drawing attached; the
// admin shows that offer to the customer, who compares and picks it.

const suffix = randomBytes(3).toString('hex');
const offerTitle = `E2E booster offer ${suffix}`;

interface StructureAttribute {
  title: string;
  type: string;
  options: string[];
  unit: { title: string }[];
  value: unknown;
  unit_value: string | null;
}
interface PartStructure {
  id: number;
  partclassification_set: { partclassificationattribute_set: { attribute: StructureAttribute }[] }[];
}

/** A duty the pump engine can work with; every other attribute gets a plain valid value by its type. */
const DUTY: Record<string, { value: unknown; unit?: string }> = {
  'Flow rate': { value: '500', unit: 'gpm' },
  'Differential head': { value: '120', unit: 'ft' },
  Fluid: { value: 'Water' },
  Temperature: { value: '68', unit: '°F' },
};

function answerFor(part: PartStructure): PartStructure {
  const answer = structuredClone(part);
  for (const card of answer.partclassification_set) {
    for (const { attribute } of card.partclassificationattribute_set) {
      const known = DUTY[attribute.title];
      attribute.value =
        known?.value ??
        (attribute.type === 'number'
          ? '1'
          : attribute.type === 'checkbox'
            ? true
            : (attribute.options[0] ?? 'E2E'));
      attribute.unit_value =
        attribute.unit.length > 0 ? (known?.unit ?? attribute.unit[0]?.title ?? null) : null;
    }
  }
  return answer;
}

/** Unsafe API calls from a signed-in browser context carry its CSRF cookie back, as the web app does. */
async function csrfHeaders(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken');
  if (!csrf) {
    throw new Error('the app sets a csrftoken cookie on the first page load');
  }
  return { 'X-CSRFToken': csrf.value, Origin: baseURL };
}

async function signedInPage(context: BrowserContext, account: E2eAccount): Promise<Page> {
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

/** Adds the e2e supplier to the pump's suppliers through the admin API, keeping the ones it has. */
async function assignSupplierToPump(
  request: APIRequestContext,
  headers: Record<string, string>,
  partId: number,
) {
  const current = await (await request.get(`/api/part/supplier/?part_id=${partId}`)).json();
  const supplierId = current.suppliers.find(
    (supplier: { username: string }) => supplier.username === E2E_ACCOUNTS.supplier1.username,
  ).id;
  const ids = new Set<number>(
    current.part_suppliers.map((row: { supplier: { id: number } }) => row.supplier.id),
  );
  ids.add(supplierId);
  const saved = await request.post('/api/part/supplier/', {
    headers,
    data: { part_id: partId, suppliers: [...ids] },
  });
  expect(saved.status()).toBe(200);
}

function inAMonth(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

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

  // The customer's request, sent as the wizard sends it (the wizard's screens are issue 9).
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
  await expect(admin.getByText('Reviews selected successfully')).toBeVisible();

  // The customer compares (one offer here) and picks it; Order now appears.
  await customer.goto(`/user/requests/?template=request-details&order_id=${encodeURIComponent(orderId)}`);
  const comparison = customer.getByRole('table', { name: 'Offer comparison' });
  await expect(comparison.getByText(offerTitle)).toBeVisible();
  await expect(comparison.getByText('2469.00')).toBeVisible();
  await expect(comparison.getByRole('link', { name: 'booster-drawing.pdf', exact: true })).toBeVisible();
  await customer.getByRole('radio', { name: `Choose ${offerTitle}` }).check();
  await expect(customer.getByRole('link', { name: 'Order now' })).toBeVisible();

  await Promise.all([adminContext.close(), supplierContext.close(), customerContext.close()]);
});
