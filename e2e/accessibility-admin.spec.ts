import { audit, marketplace, placePaidOrder, SLOW, visit } from './accessibility-audit.ts';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { baseUrlOf } from './marketplace.ts';

test('the super-admin catalogue pages pass axe and fit 375 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, E2E_ACCOUNTS.admin);
  const pump: { id: number } = await (await page.request.get('/api/part/pump')).json();
  const classifications: { id: number }[] = await (await page.request.get('/api/classification')).json();
  const partTypes: { id: number }[] = await (await page.request.get('/api/part-types/')).json();
  const classificationId = classifications[0]?.id;
  const partTypeId = partTypes[0]?.id;
  if (classificationId === undefined || partTypeId === undefined) {
    throw new Error('the seed has classifications and part types');
  }
  const pages: [string, string][] = [
    ['/super-admin/', 'admin: dashboard'],
    ['/super-admin/product/part/add/', 'admin: part add'],
    ['/super-admin/product/part/csv/', 'admin: parts CSV'],
    [`/super-admin/product/part/${pump.id}/change/`, 'admin: part change'],
    [`/super-admin/product/part/${pump.id}/suppliers/`, 'admin: part suppliers'],
    ['/super-admin/product/classification/', 'admin: classifications'],
    [`/super-admin/product/classification/${classificationId}/`, 'admin: classification'],
    ['/super-admin/product/unit/', 'admin: units'],
    ['/super-admin/product/part-type/', 'admin: part types'],
    [`/super-admin/product/part-type/${partTypeId}/change/`, 'admin: part type'],
    ['/super-admin/catalogue/', 'admin: catalogue'],
    ['/super-admin/no-such-page/', 'admin: not found'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path, name);
  }
});

test('the super-admin order, review, feedback and audit pages pass axe and fit 375 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'admin', page });
  const orderId = await placePaidOrder(market.pages.customer, base, market.offered);
  await visit(page, '/super-admin/order/selectedrequestreview/', 'admin: selected request review');
  // The same page with a request picked: its offers in the checklist table.
  const picker = page.getByRole('combobox', { name: 'Request' });
  await picker.click();
  await picker.pressSequentially(market.offered.orderId);
  await page.getByRole('option', { name: new RegExp(market.offered.orderId) }).click();
  await expect(page.getByRole('checkbox', { name: /E2E a11y offer/ })).toBeVisible(SLOW);
  await audit(page, 'admin: selected request review (a request picked)');

  const pages: [string, string][] = [
    ['/super-admin/orders/', 'admin: orders'],
    [`/super-admin/orders/${orderId}/`, 'admin: order'],
    ['/super-admin/feedback/', 'admin: feedback'],
    ['/super-admin/audit-log/', 'admin: audit log'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path, name);
  }
  await market.close();
});
