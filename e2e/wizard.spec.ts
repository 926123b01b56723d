import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { fillRequiredFields, PUMP_DUTY } from './wizard-answers.ts';
import { fillSubmitStep, next } from './wizard-journey.ts';

// The journeys through the request wizard at /part/{slug}, and the assistant bar on its first step.

function password(): string {
  const value = process.env.E2E_PASSWORD;
  if (!value) {
    throw new Error('E2E_PASSWORD is set by playwright.config.ts');
  }
  return value;
}

/** Answers every required field of the part, then moves on to Comment. */
async function fillRequired(page: Page, slug: string, values: Record<string, string> = {}): Promise<void> {
  await fillRequiredFields(page, slug, values);
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
}

async function fillPumpSpecification(page: Page): Promise<void> {
  await fillRequired(page, 'pump', PUMP_DUTY);
}

test('a visitor fills the pump wizard, signs in with e-mail, searches, reads the results and sends feedback', async ({
  page,
}) => {
  test.slow();
  await page.goto('/part/pump');
  await fillPumpSpecification(page);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Cooling water booster, e2e journey');
  await next(page);

  // Contact Info: the Sign in toggle signs in with e-mail and keeps everything typed so far.
  await page
    .getByRole('radiogroup', { name: 'Have an account?' })
    .getByText('Sign in', { exact: true })
    .click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(E2E_ACCOUNTS.customer.email);
  await page.getByLabel(/^Password/).fill(password());
  await next(page);
  await expect(page.getByText('login successful')).toBeVisible();

  await fillSubmitStep(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: /^Performance chart/ })).toBeVisible();
  const matchesTable = page.getByRole('table', { name: /Top 3 Match Results/ });
  await expect(matchesTable.getByRole('link', { name: /View/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback on this search' });
  await feedback
    .getByRole('textbox', { name: 'What did you like about the first principles analysis?' })
    .fill('Clear motor sizing');
  await feedback.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(
    feedback.getByText('Thank you for your feedback! It helps us improve the analysis.'),
  ).toBeVisible();
});

test('a visitor who registers in Contact Info is told to activate the account', async ({ page }) => {
  test.slow();
  const email = `e2e-wizard-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/part/pump');
  await fillPumpSpecification(page);
  await next(page);

  await page.getByRole('radiogroup', { name: 'Have an account?' }).getByText('Register').click();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Company Name/ }).fill('Analytical Engines Ltd');
  await page.getByLabel(/^Password/).fill('a long and unusual passphrase 7');
  await page.getByLabel(/^Confirm Password/).fill('a long and unusual passphrase 7');
  await next(page);

  await fillSubmitStep(page, '1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText('order submitted please check your email for account activation'),
  ).toBeVisible();
});

test('a signed-in customer submits a compressor request, lands on their requests, and edits it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, E2E_ACCOUNTS.customer);
  await page.goto('/part/compressor');
  await fillRequired(page, 'compressor', { 'Free air delivery': '100', 'Discharge pressure': '110' });
  await page.getByRole('textbox', { name: 'Comment' }).fill('Shop air for the e2e line');
  await next(page);
  await fillSubmitStep(page, '3');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/requests\/\?template=request-details&order_id=/);
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
  expect(orderId).not.toBe('');

  // Editing round-trips: the form comes back filled, a changed quantity is saved.
  await page.goto(`/part/compressor/${orderId}?tab=Submit`);
  const quantity = page.getByRole('textbox', { name: /^Quantity/ });
  await expect(quantity).toHaveValue('3');
  await quantity.fill('5');
  await page.getByRole('button', { name: 'Save changes', exact: true }).click();
  // The edit ends on the request's own page.
  await expect(page).toHaveURL(new RegExp(`/user/requests/\\?template=request-details&order_id=${orderId}`));
  const saved = await (await page.request.get(`/api/request/part/${orderId}`)).json();
  expect(saved.quantity).toBe(5);
  expect(saved.comment).toBe('Shop air for the e2e line');
});

test('a question in the assistant bar gets an answer with a computed value', async ({ page }) => {
  await page.goto('/part/pump');
  const question = page.getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeVisible({ timeout: 10_000 });
  await question.fill('What motor for 500 gpm at 120 ft?');
  await question.press('Enter');
  const answer = page.getByRole('region', { name: 'Assistant answer' });
  await expect(answer).toContainText('Brake horsepower', { timeout: 15_000 });
  await expect(answer).toContainText('25 hp');
});

test('the home page and the wizard fit a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/part/pump', '/part/pump?tab=Submit']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A string runs in the page (this file is type-checked without the DOM library).
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
