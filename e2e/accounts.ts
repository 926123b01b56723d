import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The accounts `playwright.config.ts` has `apps/server/test/e2e-database.ts` create before the server starts. */
export const E2E_ACCOUNTS = {
  admin: { email: 'e2e-admin@example.com', username: 'e2e-admin', role: 'admin' },
  supplier1: { email: 'e2e-supplier-1@example.com', username: 'e2e-supplier-1', role: 'supplier' },
  supplier2: { email: 'e2e-supplier-2@example.com', username: 'e2e-supplier-2', role: 'supplier' },
  customer: { email: 'e2e-customer@example.com', username: 'e2e-customer', role: 'customer' },
} as const;

export type E2eAccount = (typeof E2E_ACCOUNTS)[keyof typeof E2E_ACCOUNTS];

function password(): string {
  const value = process.env.E2E_PASSWORD;
  if (!value) {
    throw new Error('E2E_PASSWORD is set by playwright.config.ts');
  }
  return value;
}

/** Signs in through the login page and waits until the header shows the account. */
export async function signInAs(page: Page, account: E2eAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password());
  await page
    .getByRole('form', { name: 'Sign in with e-mail' })
    .getByRole('button', { name: 'Sign in' })
    .click();
  // A sign-in on a loaded machine (several journeys at once) can take a few seconds.
  await expect(page.getByRole('banner').getByRole('button', { name: `E2E ${account.role}` })).toBeVisible({
    timeout: 15_000,
  });
}

/** A new visitor's details, unique per call. */
export function newUser() {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Avery',
    lastName: `Tester ${id.slice(-4)}`,
    email: `e2e-${id}@example.com`,
    company: 'Northwind Process Plant',
    password: 'curve-BEP-margin-2026',
  };
}

/** Fills the register page and waits for 'Check your e-mail'; the account stays inactive until the link. */
export async function registerInBrowser(page: Page, user: ReturnType<typeof newUser>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Company Name').fill(user.company);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
}
