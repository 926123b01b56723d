import { randomBytes } from 'node:crypto';
import { E2E_ACCOUNTS } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { signedInPage } from './marketplace.ts';
import { saveScreen, WIDTHS, type WidthName } from './screens.ts';

// A visitor opens a part whose instant results are coming, reads the coming-soon page (launch, features) and
// asks to be told at launch — once; the admin sees the address on the part type's page.

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test(`a visitor reads what is coming for compressors and asks to hear at launch (${width})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(WIDTHS[width]);
    const email = `e2e-launch-${randomBytes(3).toString('hex')}@example.com`;

    await page.goto('/part/compressor');
    const banner = page.getByRole('note').filter({ hasText: 'Your request still goes to our suppliers' });
    // A fresh seed's launch is two quarters ahead of today: a quarter, never 'to be announced'.
    await expect(banner.getByText(/Estimated launch: Q[1-4] \d{4}/)).toBeVisible();
    await banner.getByRole('link', { name: 'See what is coming' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: /compressor selection is coming soon/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Estimated launch: Q[1-4] \d{4}$/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Specific power comparison' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request offers' })).toHaveAttribute(
      'href',
      '/part/compressor',
    );
    await expectNoSidewaysScroll(page, 'coming soon');
    await expectAxeClean(page, `coming soon (${width})`);
    await saveScreen(page, 'coming-soon', '1-page');

    const form = page.getByRole('form', { name: 'Notify me at launch' });
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-address');
    await form.getByRole('button', { name: 'Notify me at launch' }).click();
    await expect(form.getByText('This email field is required and provide a valid email')).toBeVisible();
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('button', { name: 'Notify me at launch' }).click();
    await expect(page.getByText(`Thank you. We will e-mail ${email} when it launches.`)).toBeVisible();
    await saveScreen(page, 'coming-soon', '2-on-the-list');

    // Asking again stores nothing new and says so.
    await page.reload();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Notify me at launch' }).click();
    await expect(page.getByText(`${email} is already on the list.`, { exact: false })).toBeVisible();

    // The admin reads who waits, on the part type's page.
    const adminContext = await browser.newContext();
    const admin = await signedInPage(adminContext, E2E_ACCOUNTS.admin);
    const types: { id: number; name: string }[] = await (await admin.request.get('/api/part-types/')).json();
    const compressor = types.find((type) => type.name === 'compressor');
    await admin.goto(`/super-admin/product/part-type/${compressor?.id}/change/`);
    // The admin pages load slowly while the other journeys run on the same two cores.
    await expect(admin.getByRole('heading', { level: 1, name: 'Part type: Compressor' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      admin.getByRole('table', { name: 'Waiting for the launch' }).getByRole('cell', { name: email }),
    ).toBeVisible();
    await adminContext.close();
  });
}

test('the terms of sale name SpecSource as the seller of record', async ({ page }) => {
  for (const width of Object.keys(WIDTHS) as WidthName[]) {
    await page.setViewportSize(WIDTHS[width]);
    await page.goto('/terms/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
    await expect(page.getByText(/SpecSource is the seller of record/)).toBeVisible();
    await expectNoSidewaysScroll(page, 'terms');
    await expectAxeClean(page, `terms (${width})`);
    await saveScreen(page, 'terms', 'terms');
  }
});
