import { newUser } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { test } from './fixtures.ts';
import { expect } from './journey-expect.ts';
import { readActivationLink } from './outbox.ts';
import { saveScreen, WIDTHS } from './screens.ts';
import { fillPumpSteps, fillSubmitStep, next, SEARCH_TIMEOUT } from './wizard-journey.ts';

// A visitor registers inside the wizard and searches: the page says to activate; the activation link (read from
// the outbox) signs them in and opens the request with its results, still a draft no supplier has seen.

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`a visitor registers in the wizard, activates, and finds the request with its results (${width})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const journey = `register-in-wizard-${width}`;
    const user = newUser();
    await page.setViewportSize(viewport);
    await page.goto('/part/pump');
    await fillPumpSteps(page, 'Registered in the wizard');

    await page.getByRole('radiogroup', { name: 'Have an account?' }).getByText('Register').click();
    await page.getByRole('textbox', { name: /^First name/ }).fill(user.firstName);
    await page.getByRole('textbox', { name: /^Email/ }).fill(user.email);
    await page.getByRole('textbox', { name: /^Company Name/ }).fill(user.company);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel(/^Confirm Password/).fill(user.password);
    await next(page);
    await fillSubmitStep(page, '1');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    await expect(sent).toContainText('order submitted please check your email for account activation');
    await saveScreen(page, journey, '1-check-your-email');
    await expectAxeClean(page, `wizard: registered (${width})`);

    await page.goto(await readActivationLink(user.email));
    await expect(page.getByText('Your account is active and you are signed in.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/requests\/\?template=request-details&order_id=/);
    await expect(page.getByText('Draft (not sent)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(
      SEARCH_TIMEOUT,
    );
    await expect(page.getByRole('rowheader', { name: 'Flow rate' })).toBeVisible();
    await saveScreen(page, journey, '2-request-with-results');
    await expectAxeClean(page, `request page: a draft with its results (${width})`);

    await page.getByRole('button', { name: 'Request quotes' }).first().click();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(page.getByText('Sent to the suppliers of this part')).toBeVisible();
  });
}
