import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { overlaps } from './layout.ts';
import { saveScreen, WIDTHS, type WidthName } from './screens.ts';
import { fillRequiredFields, PUMP_DUTY } from './wizard-answers.ts';

// The chosen match's curve marks the BEP and shades the preferred operating region (POR); on a phone the two
// labels sit ~30 px apart across, so they must not be drawn on top of each other.

for (const width of Object.keys(WIDTHS) as WidthName[]) {
  test(`the match curve's BEP and POR labels do not overlap (${width})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(WIDTHS[width]);
    await signInAs(page, E2E_ACCOUNTS.customer);
    await page.goto('/part/pump');
    await fillRequiredFields(page, 'pump', PUMP_DUTY);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await next.click();
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('1');
    await page.getByRole('textbox', { name: /^Zip code/ }).fill('94103');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const curve = page.getByRole('img', { name: /^Performance chart/ });
    await expect(curve).toBeVisible({ timeout: 30_000 });
    const bep = curve.locator('text', { hasText: /^BEP$/ });
    const por = curve.locator('text', { hasText: /^POR$/ });
    await expect(bep).toHaveCount(1);
    await expect(por).toHaveCount(1);
    const [bepBox, porBox] = await Promise.all([bep.boundingBox(), por.boundingBox()]);
    expect(bepBox && porBox && !overlaps(bepBox, porBox), 'BEP and POR labels overlap').toBe(true);
    await curve.scrollIntoViewIfNeeded();
    await saveScreen(page, 'pump-results', 'match-curve');
    // The chart alone, to look at the labels up close.
    await curve.screenshot({ path: `test-results/screens/pump-results/chart-${width}.png` });
  });
}
