import { randomBytes } from 'node:crypto';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, overlaps } from './layout.ts';
import {
  answerFor,
  assignSupplierToPump,
  baseUrlOf,
  csrfHeaders,
  inAMonth,
  type PartStructure,
  signedInPage,
} from './marketplace.ts';
import { saveScreen, WIDTHS, type WidthName } from './screens.ts';

// An offer comes in (its toast stays off the Send offer button); the admin finds the request in the queue of
// requests awaiting offer selection, chooses its offer, and the request leaves the queue.

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test(`a new offer puts its request in the admin's queue until the admin chooses (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const base = baseUrlOf(baseURL);
    const suffix = randomBytes(3).toString('hex');
    const offerTitle = `E2E queued offer ${suffix}`;
    const contexts = await Promise.all([
      browser.newContext(),
      browser.newContext({ viewport: WIDTHS[width] }),
    ]);
    const [customer, supplier] = await Promise.all([
      signedInPage(contexts[0], E2E_ACCOUNTS.customer),
      signedInPage(contexts[1], E2E_ACCOUNTS.supplier1),
    ]);
    await page.setViewportSize(WIDTHS[width]);
    await signInAs(page, E2E_ACCOUNTS.admin);
    const admin = page;

    const pump: PartStructure = await (await customer.request.get('/api/part/pump')).json();
    await assignSupplierToPump(admin.request, await csrfHeaders(admin.context(), base), pump.id);
    const created = await customer.request.post('/api/request/', {
      headers: {
        ...(await csrfHeaders(customer.context(), base)),
        'Idempotency-Key': `e2e-queue-${suffix}`,
      },
      data: { part: pump.id, answer: answerFor(pump), comment: `Queue ${suffix}`, quantity: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { order_id: orderId } = await created.json();

    // The supplier offers through the form; the toast that says so does not cover the button.
    await supplier.goto('/supplier/requests/');
    await supplier.getByRole('searchbox').fill(orderId);
    await supplier.getByRole('link', { name: `Open request ${orderId}` }).click();
    const form = supplier.getByRole('form', { name: 'Send offer' });
    await form.getByRole('textbox', { name: 'Title' }).fill(offerTitle);
    await form.getByRole('textbox', { name: 'Cost', exact: true }).fill('512.00');
    await form.getByRole('textbox', { name: 'Cost unit' }).fill('each');
    await form.getByRole('textbox', { name: 'Lead time', exact: true }).fill('2');
    await form.getByLabel('Valid until').fill(inAMonth());
    const send = form.getByRole('button', { name: 'Send offer' });
    await send.scrollIntoViewIfNeeded();
    const sendBox = await send.boundingBox();
    await send.click();
    const toast = supplier.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    if (sendBox && toastBox) {
      expect(overlaps(sendBox, toastBox), 'the toast covers Send offer').toBe(false);
    }
    await saveScreen(supplier, 'queue', '1-offer-sent');

    // The dashboard's queue lists the request, with its new offer.
    await admin.goto('/super-admin/');
    const queue = admin.getByRole('searchbox', { name: 'Search Awaiting offer selection' });
    await queue.fill(orderId);
    const choose = admin.getByRole('link', { name: `Choose offers for ${orderId}` });
    await expect(choose).toBeVisible();
    // Its row (a card on a phone) says one new offer waits.
    const entry = admin.getByRole(width === 'desktop' ? 'row' : 'listitem').filter({ hasText: orderId });
    await expect(entry.getByText('1 new')).toBeVisible();
    await expectNoSidewaysScroll(admin, 'dashboard with the queue');
    await saveScreen(admin, 'queue', '2-dashboard');

    // Choose offers opens the request in the selection form; choosing takes it out of the queue.
    await choose.click();
    await expect(admin).toHaveURL(new RegExp(`order_id=${orderId}`));
    await admin.getByRole('checkbox', { name: new RegExp(offerTitle) }).check();
    await saveScreen(admin, 'queue', '3-selection');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await expect(admin.getByText('Offers selected successfully')).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search Awaiting offer selection' }).fill(orderId);
    await expect(admin.getByText(/No data found\. Every offer has been looked at/)).toBeVisible();
    await expectNoSidewaysScroll(admin, 'offer selection');

    await Promise.all(contexts.map((context) => context.close()));
  });
}
