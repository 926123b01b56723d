import type { Page } from '@playwright/test';

/** The two widths every journey is walked at: a laptop and a phone. */
export const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } } as const;
export type WidthName = keyof typeof WIDTHS;

/**
 * Saves a full-page screenshot of a journey's key screen as `test-results/screens/<journey>/<step>-<width>.png`,
 * so a reviewer can look at every key screen at both widths after a run (test-results/ is not committed).
 */
export async function saveScreen(page: Page, journey: string, step: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const name = width <= WIDTHS.phone.width ? 'phone' : 'desktop';
  await page.screenshot({ path: `test-results/screens/${journey}/${step}-${name}.png`, fullPage: true });
}
