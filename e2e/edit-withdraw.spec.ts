import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { test } from './fixtures.ts';
import { expect } from './journey-expect.ts';
import { pumpStaff } from './marketplace.ts';
import { saveScreen, WIDTHS } from './screens.ts';
import { fillPumpSteps, fillSubmitStep, next, pageOrderIdOf, search } from './wizard-journey.ts';

// The request page's Edit (the wizard on the request, by a link) and Withdraw (asked first, refused by the server
// once ordered): the supplier stops seeing a withdrawn request.

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`a customer edits a sent request from its page, then withdraws it (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) {
      throw new Error('playwright.config.ts sets baseURL');
    }
    const journey = `edit-withdraw-${width}`;
    const { supplier, close } = await pumpStaff(browser, baseURL);

    await page.setViewportSize(viewport);
    await signInAs(page, E2E_ACCOUNTS.customer);
    await page.goto('/part/pump');
    await fillPumpSteps(page, 'Before the edit');
    await fillSubmitStep(page, '2');
    await search(page);
    await page.getByRole('button', { name: 'Request quotes' }).first().click();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    const orderId = pageOrderIdOf(page);
    const supplierSees = async () =>
      (await (await supplier.request.get(`/supplier/api/supplier-requests?search=${orderId}`)).json()).count;
    expect(await supplierSees()).toBe(1);

    // Edit is a link to the wizard on this request.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/part/pump/${orderId}$`));
    await expect(page.getByText(`Editing request ${orderId}`)).toBeVisible();
    await next(page);
    await page.getByRole('textbox', { name: 'Comment' }).fill('After the edit: stainless impeller');
    await next(page);
    await saveScreen(page, journey, '1-editing');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`));
    await expect(page.getByText('After the edit: stainless impeller')).toBeVisible();
    await expect(page.getByText('You changed the request')).toBeVisible();
    await saveScreen(page, journey, '2-after-edit');

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
    await expect(dialog).toBeVisible();
    await saveScreen(page, journey, '3-withdraw-asks');
    await expectAxeClean(page, `withdraw dialog (${width})`);
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    // Its status and the last step of its history.
    await expect(page.getByText('Withdrawn', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await saveScreen(page, journey, '4-withdrawn');
    await expectAxeClean(page, `request page: withdrawn (${width})`);
    expect(await supplierSees()).toBe(0);

    // The customer's list says where each request stands.
    await page.goto('/user/requests/');
    await expect(page.getByText(orderId)).toBeVisible();
    await saveScreen(page, journey, '5-my-requests');
    await close();
  });
}
