import type { Locator, Page } from '@playwright/test';
import { E2E_ACCOUNTS } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { requiredFieldsOf } from './wizard-answers.ts';

// The wizard works with the keyboard alone. No click and no fill in this file: every
// field is reached with Tab, answered with typed keys, Space or the arrow keys, and every step moves with
// Enter on its button — as a keyboard or switch user would.

function password(): string {
  const value = process.env.E2E_PASSWORD;
  if (!value) {
    throw new Error('E2E_PASSWORD is set by playwright.config.ts');
  }
  return value;
}

/** Presses Tab until `target` has the focus; fails when it cannot be reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  // Attached, not visible: some inputs are styled invisible behind their label (a segmented control's radios).
  await expect(target).toBeAttached();
  for (let press = 0; press < limit; press += 1) {
    if ((await target.and(page.locator(':focus')).count()) > 0) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** Answers every required field of the part from the keyboard, by its type. */
async function answerSpecification(page: Page, slug: string, values: Record<string, string>): Promise<void> {
  for (const { title, type, options, name } of await requiredFieldsOf(page, slug)) {
    if (type === 'radio') {
      // Tab enters a radio group once; Space picks the radio that has the focus.
      await tabTo(page, page.getByRole('radiogroup', { name }).getByRole('radio').first());
      await page.keyboard.press('Space');
    } else if (type === 'select' || type === 'searchable_select') {
      await tabTo(page, page.getByRole('combobox', { name }));
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: options[0], exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name })).toHaveValue(options[0] ?? '');
    } else if (type === 'checkbox') {
      await tabTo(page, page.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
    } else if (type === 'editable_select') {
      await typeInto(page, page.getByRole('combobox', { name }), values[title] ?? options[0] ?? 'E2E');
      await page.keyboard.press('Escape');
    } else {
      await typeInto(
        page,
        page.getByRole('textbox', { name }),
        values[title] ?? (type === 'number' ? '1' : 'E2E'),
      );
    }
  }
}

test('a customer signs in, runs a pump search and reads the results with the keyboard alone', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), E2E_ACCOUNTS.customer.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), password());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'E2E customer' })).toBeVisible();

  await page.goto('/part/pump');
  await answerSpecification(page, 'pump', {
    'Flow rate': '500',
    'Differential head': '120',
    Fluid: 'Water',
    Temperature: '68',
  });
  await pressButton(page, 'Next');
  // A step that opens moves the focus to its heading, so the next Tab starts inside the step.
  await expect(page.getByRole('heading', { name: /Comment/ })).toBeFocused();
  await typeInto(page, page.getByRole('textbox', { name: 'Comment' }), 'Keyboard-only journey');
  await pressButton(page, 'Next');

  // Submit refuses a quantity of 0 with the spec's message, read from the keyboard user's field.
  const quantity = page.getByRole('textbox', { name: /^Quantity/ });
  await typeInto(page, quantity, '0');
  await typeInto(page, page.getByRole('textbox', { name: /^Zip code/ }), '94103');
  await pressButton(page, 'Search');
  await expect(page.getByText('Quantity must be greater than or equal to 1')).toBeVisible();
  await tabTo(page, quantity);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await pressButton(page, 'Search');

  await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible({
    timeout: 30_000,
  });
  // The AI reasoning opens on keyboard focus and closes with Escape (WCAG 1.4.13).
  const reasoning = page.getByRole('button', { name: /^AI reasoning for match 1/ });
  await tabTo(page, reasoning, 150);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  // Feedback opens from the keyboard and Escape closes it, handing the focus back.
  const feedbackButton = page.getByRole('button', { name: 'Feedback' });
  await tabTo(page, feedbackButton, 150);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Feedback on this search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Feedback on this search' })).toBeHidden();
  await expect(feedbackButton).toBeFocused();
});

test('after signing in on Contact Info, a reload comes back to the same step with everything kept', async ({
  page,
}) => {
  test.slow();
  await page.goto('/part/pump');
  await answerSpecification(page, 'pump', { 'Flow rate': '250', 'Differential head': '80' });
  await pressButton(page, 'Next');
  await typeInto(page, page.getByRole('textbox', { name: 'Comment' }), 'Kept across the reload');
  await pressButton(page, 'Next');

  // Contact Info: Tab enters the Login / Register toggle on its chosen side; the arrow keys move it to Login.
  const haveAccount = page.getByRole('radiogroup', { name: 'Have an account?' });
  await tabTo(page, haveAccount.getByRole('radio', { checked: true }));
  if (!(await haveAccount.getByRole('radio', { name: 'Sign in' }).isChecked())) {
    await page.keyboard.press('ArrowLeft');
  }
  await expect(haveAccount.getByRole('radio', { name: 'Sign in' })).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: /^Email/ }), E2E_ACCOUNTS.customer.email);
  await typeInto(page, page.getByLabel(/^Password/), password());
  await pressButton(page, 'Next');
  await expect(page.getByText('login successful')).toBeVisible();
  await expect(page).toHaveURL(/tab=Submit/);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'E2E customer' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Quantity/ })).toBeVisible();
  await pressButton(page, 'Back');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Kept across the reload');
  await pressButton(page, 'Back');
  await expect(page.getByRole('textbox', { name: /^Flow rate/ })).toHaveValue('250');
});
