import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// Each run names what it creates uniquely, so a rerun on the same data directory does not collide.
const suffix = randomBytes(3).toString('hex');
const classificationTitle = `Booster set ${suffix}`;
const unitTitle = `kPa-${suffix}`;
const attributeTitle = `Suction pressure ${suffix}`;
const partTitle = `E2E booster pump ${suffix}`;

/** Picks `option` in the Mantine select or multi-select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addPart(page: Page, title: string): Promise<void> {
  await page.goto('/super-admin/product/part/add/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Skid-mounted booster set for the e2e journey.');
  await choose(page, 'Classification', classificationTitle);
  await choose(page, 'Attribute 1', attributeTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('an admin builds a part from a new classification, assigns two suppliers, and a customer finds it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, E2E_ACCOUNTS.admin);

  // A unit of its own, so the attribute below offers it.
  await page.goto('/super-admin/product/unit/');
  await page.getByRole('button', { name: 'New unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'New unit' });
  await unitDialog.getByRole('textbox', { name: /^Unit/ }).fill(unitTitle);
  await unitDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Unit created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search All units' }).fill(suffix);
  await expect(page.getByRole('cell', { name: unitTitle, exact: true })).toBeVisible();

  // The classification, then a number attribute on it with that unit and psi.
  await page.getByRole('link', { name: 'Classifications' }).click();
  await page.getByRole('button', { name: 'New classification' }).click();
  const classificationDialog = page.getByRole('dialog', { name: 'New classification' });
  await classificationDialog.getByRole('textbox', { name: 'Title' }).fill(classificationTitle);
  await classificationDialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('searchbox', { name: 'Search All classifications' }).fill(suffix);
  await page.getByRole('link', { name: classificationTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: classificationTitle })).toBeVisible();

  await page.getByRole('button', { name: 'New attribute' }).click();
  const attributeDialog = page.getByRole('dialog', { name: 'New attribute' });
  await attributeDialog.getByRole('textbox', { name: 'Title' }).fill(attributeTitle);
  await choose(page, 'Type', 'Number');
  await choose(page, 'Units', unitTitle);
  await choose(page, 'Units', 'psi');
  await page.keyboard.press('Escape');
  await attributeDialog.getByRole('textbox', { name: 'Minimum' }).fill('0');
  await attributeDialog.getByRole('textbox', { name: 'Maximum' }).fill('2500');
  await attributeDialog.getByRole('button', { name: 'Create attribute' }).click();
  await expect(attributeDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: attributeTitle, exact: true })).toBeVisible();

  // The part, saved with the spec's toast, lands in the part list.
  await addPart(page, partTitle);
  await expect(page.getByText('data store successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin\/product\/part\/$/);

  // The same title again: the similar-title modal shows the earlier part; Close keeps the form.
  await addPart(page, partTitle);
  const similar = page.getByRole('dialog', { name: 'Parts with the same title' });
  await expect(similar).toBeVisible();
  await expect(similar.getByText('Another part has exactly this title.')).toBeVisible();
  await similar.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(similar).toBeHidden();
  await expect(page).toHaveURL(/\/part\/add\/$/);

  // Two suppliers, chosen by username, from the part list's link.
  await page.goto('/super-admin/product/part/');
  await page.getByRole('searchbox').fill(suffix);
  await page.getByRole('link', { name: `Suppliers of ${partTitle}` }).click();
  await expect(page).toHaveURL(/\/super-admin\/product\/part\/\d+\/suppliers\/$/);
  await choose(page, 'Suppliers', E2E_ACCOUNTS.supplier1.username);
  await choose(page, 'Suppliers', E2E_ACCOUNTS.supplier2.username);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin\/product\/part\/$/);
  await page.getByRole('searchbox').fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(partTitle) });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // A customer, in a browser of their own, finds the part from the home page search.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAs(customer, E2E_ACCOUNTS.customer);
  await customer.goto('/');
  const search = customer.getByPlaceholder('Select or Search your part');
  await search.click();
  await search.pressSequentially(`booster pump ${suffix}`);
  await customer.getByRole('option', { name: partTitle }).click();
  await expect(customer).toHaveURL(new RegExp(`/part/e2e-booster-pump-${suffix}$`));
  await expect(customer.getByRole('heading', { name: partTitle, level: 1 })).toBeVisible();
  await customerContext.close();
});
