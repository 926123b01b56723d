import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { WIDTHS } from './screens.ts';

// docs/spec/marketplace-spec.md §2 — the home carousel: three slides from 600 px and one on a phone, a 15 px
// gap, loop, autoplay; in Chromium, where the layout and the scroll snapping are real.

const SLIDE_COUNT = 6;

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Technical Parts Procurement' });
}

/** The scrolling row of slides. */
function track(page: Page): Locator {
  return carousel(page).locator(':scope > div');
}

function slides(page: Page): Locator {
  return track(page).locator(':scope > [aria-roledescription="slide"]');
}

/** The slides whose whole box is inside the carousel's scrolled view, by index. */
async function slidesInView(page: Page): Promise<number[]> {
  const view = await track(page).boundingBox();
  const boxes = await Promise.all((await slides(page).all()).map((slide) => slide.boundingBox()));
  return boxes.flatMap((box, index) =>
    view && box && box.x >= view.x - 1 && box.x + box.width <= view.x + view.width + 1 ? [index] : [],
  );
}

async function expectInView(page: Page, indexes: number[]): Promise<void> {
  await expect.poll(() => slidesInView(page), { timeout: 5_000 }).toEqual(indexes);
}

test.describe('at desktop width', () => {
  test.use({ viewport: WIDTHS.desktop, reducedMotion: 'reduce' });

  test('three slides 15 px apart; Next and Previous move one slide and loop at both ends', async ({
    page,
  }) => {
    await page.goto('/');
    await expectInView(page, [0, 1, 2]);
    const [first, second] = await Promise.all([
      slides(page).nth(0).boundingBox(),
      slides(page).nth(1).boundingBox(),
    ]);
    const gap = (second?.x ?? 0) - ((first?.x ?? 0) + (first?.width ?? 0));
    expect(gap).toBeCloseTo(15, 0);

    const next = page.getByRole('button', { name: 'Next slide' });
    const previous = page.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expectInView(page, [1, 2, 3]);
    for (let shown = 2; shown <= SLIDE_COUNT - 3; shown += 1) {
      await next.click();
      await expectInView(page, [shown, shown + 1, shown + 2]);
    }
    // Past the last slide: back to the first.
    await next.click();
    await expectInView(page, [0, 1, 2]);
    // Before the first: the last three.
    await previous.click();
    await expectInView(page, [SLIDE_COUNT - 3, SLIDE_COUNT - 2, SLIDE_COUNT - 1]);
  });

  test('with reduced motion asked for, it does not move by itself', async ({ page }) => {
    await page.goto('/');
    await expectInView(page, [0, 1, 2]);
    await page.waitForTimeout(5_000);
    expect(await slidesInView(page)).toEqual([0, 1, 2]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: WIDTHS.phone, reducedMotion: 'no-preference' });

  test('one slide at a time, which moves on by itself', async ({ page }) => {
    await page.goto('/');
    await expectInView(page, [0]);
    // Autoplay moves one slide every 4 s.
    await expect.poll(() => slidesInView(page), { timeout: 9_000 }).toEqual([1]);
  });
});
