import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Lets React and Mantine re-render after a resize (media queries, `useMediaQuery`) before the page is measured. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/** Nothing makes the page scroll sideways: the document is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  await nextFrames(page);
  const widths = await page.evaluate<{ scrollWidth: number; innerWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  );
  expect(widths.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

/** `locator` lies wholly inside the window across: seen without scrolling sideways. */
export async function expectWithinWidth(page: Page, box: { x: number; width: number } | null, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${name} is on the page`).not.toBeNull();
  expect(box?.x ?? -1, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends inside the window`).toBeLessThanOrEqual(width);
}

/** Whether two boxes overlap: a floating thing over a button. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
