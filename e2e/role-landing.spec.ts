import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { saveScreen, WIDTHS, type WidthName } from './screens.ts';

// Each role starts at its own page with navigation of its own: suppliers at their inbox, admins at their
// dashboard, customers at the part search; in the admin bar only the page shown is current.

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport: WIDTHS[width] });

    test('a supplier signs in and lands on the requests inbox, with their own pages', async ({ page }) => {
      await signInAs(page, E2E_ACCOUNTS.supplier1);
      await expect(page).toHaveURL(/\/supplier\/requests\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Supplier portal' })).toBeVisible();
      if (width === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Your pages' });
        await expect(nav.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
        await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
      } else {
        // On a phone the pages are in the account menu.
        await page.getByRole('banner').getByRole('button', { name: 'E2E supplier' }).click();
        await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expect(page.getByRole('link', { name: 'SpecSource home' })).toHaveAttribute(
        'href',
        '/supplier/requests/',
      );
      await expectNoSidewaysScroll(page, 'supplier inbox');
      await saveScreen(page, 'landing', 'supplier-inbox');
    });

    test('an admin lands on the dashboard; only the page shown is current in the admin bar', async ({
      page,
    }) => {
      await signInAs(page, E2E_ACCOUNTS.admin);
      await expect(page).toHaveURL(/\/super-admin\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Requests awaiting offer selection' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'dashboard');
      await expectAxeClean(page, `admin dashboard (${width})`);
      await saveScreen(page, 'landing', 'admin-dashboard');

      await page.goto('/super-admin/product/part-type/');
      await expect(page.getByRole('heading', { level: 1, name: 'Part types' })).toBeVisible();
      const bar = page.getByRole('navigation', { name: 'Administration' });
      if (width === 'desktop') {
        // Part types only: Parts (whose address starts the same) is not lit too.
        await expect(bar.locator('[aria-current="page"]')).toHaveText(['Part types']);
      } else {
        // A menu on a phone, named for the page shown.
        await expect(bar.getByRole('button', { name: 'Part types' })).toBeVisible();
      }
      await saveScreen(page, 'landing', 'admin-part-types');
    });

    test('a customer stays on the part search, with their requests and orders at hand', async ({ page }) => {
      await signInAs(page, E2E_ACCOUNTS.customer);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Technical Parts Procurement' }),
      ).toBeVisible();
      if (width === 'desktop') {
        const nav = page.getByRole('navigation', { name: 'Your pages' });
        await expect(nav.getByRole('link', { name: 'My requests' })).toBeVisible();
      }
      // The search finds what the carousel's cards say: 'centrif' → Centrifugal pumps → the pump.
      await page.getByPlaceholder('Select or Search your part').fill('centrif');
      await page.getByRole('option', { name: 'Centrifugal pumps' }).click();
      await expect(page).toHaveURL(/\/part\/pump$/);
      await expectNoSidewaysScroll(page, 'home');
    });
  });
}
