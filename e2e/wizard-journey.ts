import type { Page } from '@playwright/test';
import { expect } from './journey-expect.ts';
import { fillRequiredFields, PUMP_DUTY } from './wizard-answers.ts';

// The pump wizard as the journeys walk it: its steps, its Search and what a search leaves on the page.

/** The pump search computes on a loaded 2-core machine. */
export const SEARCH_TIMEOUT = { timeout: 30_000 };

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Specification (a duty the engine sizes) and Comment, ending on the step after Comment. */
export async function fillPumpSteps(page: Page, comment: string): Promise<void> {
  await fillRequiredFields(page, 'pump', PUMP_DUTY);
  await next(page);
  await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await next(page);
}

export async function fillSubmitStep(page: Page, quantity = '2'): Promise<void> {
  await page.getByRole('textbox', { name: /^Quantity/ }).fill(quantity);
  await page.getByRole('textbox', { name: /^Zip code/ }).fill('94103');
}

/** Presses Search and waits for the results, at the address of the draft the search saved. */
export async function search(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeVisible(
    SEARCH_TIMEOUT,
  );
  await expect(page).toHaveURL(/\/part\/pump\/[A-Za-z0-9_-]+\?tab=Submit$/);
}

/** The order id of the draft the wizard is on (`/part/pump/{orderId}`). */
export function draftOrderIdOf(page: Page): string {
  const orderId = new URL(page.url()).pathname.split('/')[3];
  if (!orderId) {
    throw new Error(`the wizard is not on a draft: ${page.url()}`);
  }
  return decodeURIComponent(orderId);
}

/** The request page's order id (`?order_id=`). */
export function pageOrderIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}
