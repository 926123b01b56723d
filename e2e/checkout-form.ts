import type { Locator, Page } from '@playwright/test';

// Checkout's form as a customer fills it in the browser: an address group, the sandbox card.

export async function fillAddress(
  group: Locator,
  values: { street: string; city: string; state: string; zip: string },
): Promise<void> {
  await group.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await group.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await group.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
  await group.getByRole('textbox', { name: /^Street/ }).fill(values.street);
  await group.getByRole('textbox', { name: /^City/ }).fill(values.city);
  await group.getByRole('textbox', { name: /^Zip code/ }).fill(values.zip);
  const state = group.getByRole('combobox', { name: /^State/ });
  await state.click();
  await state.fill(values.state);
  await group
    .page()
    .getByRole('option', { name: new RegExp(values.state) })
    .first()
    .click();
}

export async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry month/ }).fill('12');
  await page.getByRole('textbox', { name: /^Expiry year/ }).fill(String(new Date().getFullYear() + 2));
  await page.getByRole('textbox', { name: /^CVC/ }).fill('123');
}
