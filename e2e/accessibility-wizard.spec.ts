import { audit, SLOW, visit } from './accessibility-audit.ts';
import { E2E_ACCOUNTS } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { fillRequiredFields, PUMP_DUTY } from './wizard-answers.ts';

function password(): string {
  const value = process.env.E2E_PASSWORD;
  if (!value) {
    throw new Error('E2E_PASSWORD is set by playwright.config.ts');
  }
  return value;
}

test('each wizard step, the pump results, the feedback modal and a pump page pass axe and fit 375 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await visit(
    page,
    '/part/pump',
    'wizard: Specification',
    page.getByRole('heading', { name: 'Pump', level: 1 }),
  );

  // Specification, answered as a buyer would, with a duty the pump engine can size.
  await fillRequiredFields(page, 'pump', PUMP_DUTY);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  await audit(page, 'wizard: Comment');

  await page.getByRole('textbox', { name: 'Comment' }).fill('Accessibility audit');
  await next.click();
  const haveAccount = page.getByRole('radiogroup', { name: 'Have an account?' });
  await expect(haveAccount).toBeVisible();
  await audit(page, 'wizard: Contact Info (register)');
  await haveAccount.getByText('Sign in', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(E2E_ACCOUNTS.customer.email);
  await page.getByLabel(/^Password/).fill(password());
  await audit(page, 'wizard: Contact Info (login)');
  await next.click();
  await expect(page.getByText('login successful')).toBeVisible();

  await expect(page.getByRole('textbox', { name: /^Quantity/ })).toBeVisible();
  await audit(page, 'wizard: Submit');
  await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await page.getByRole('textbox', { name: /^Zip code/ }).fill('94103');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(SLOW);
  const matches = page
    .getByRole('table', { name: /Top 3 Match Results/ })
    .getByRole('link', { name: /View/ });
  await expect(matches).toHaveCount(3);
  // The sign-in toast fades out with too little contrast to pass axe while it goes.
  await expect(page.getByText('login successful')).toBeHidden({ timeout: 10_000 });
  await audit(page, 'pump results');

  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback on this search' });
  await expect(feedback.getByRole('button', { name: 'Submit feedback' })).toBeVisible();
  await audit(page, 'feedback modal');
  await page.keyboard.press('Escape');
  await expect(feedback).toBeHidden();

  const pumpHref = await matches.first().getAttribute('href');
  expect(pumpHref).toMatch(/^\/pumps\//);
  await visit(page, pumpHref ?? '', 'pump page');
});
