import { expect, test } from './fixtures.ts';

test('a visitor finds the pump from the home page search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Technical Parts Procurement')).toBeVisible();

  const search = page.getByPlaceholder('Select or Search your part');
  await search.click();
  await search.pressSequentially('pu');
  // Exact: other journeys add parts whose titles contain 'pump' (e.g. 'E2E booster pump …').
  const option = page.getByRole('option', { name: 'Pump', exact: true });
  await expect(option).toBeVisible();

  await option.click();
  await expect(page).toHaveURL(/\/part\/pump$/);
  await expect(page.getByRole('heading', { name: 'Pump', level: 1 })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404, never the web page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
