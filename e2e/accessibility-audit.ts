import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean, report } from './axe.ts';
import { expect } from './fixtures.ts';
import { nextFrames } from './layout.ts';
import { csrfHeaders, type OfferedRequest, requestWithSelectedOffer, signedInPage } from './marketplace.ts';

// The audit and the marketplace set-up the accessibility-*.spec.ts files share. Together they audit
// every page of the app with axe-core against WCAG 2.1 A and AA, and every page at
// 375 px wide (WCAG 2.1 SC 1.4.10 Reflow: content at 320–400 CSS px without scrolling in two dimensions). A
// serious or critical violation fails the run; every violation is printed with its nodes, so a failure can be
// fixed from the log alone. Data is made through the API as the marketplace journeys make it.

const NARROW = { width: 375, height: 740 };
/** Pages that compute (the pump search, the order pages) get time on a loaded 2-core machine. */
export const SLOW = { timeout: 30_000 };

/**
 * How far the document is wider than the window, and what sticks out or spills its text (for the log); content
 * inside a scroll container is that container's business. A string runs in the page:
 * e2e is type-checked without the DOM library.
 */
const OVERFLOW = `(() => {
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  const culprits = [];
  const clipped = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  if (overflow > 0) {
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const spills = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible';
      if ((box.right > window.innerWidth + 0.5 || spills) && box.width > 0 && !clipped(element)) {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
        const text = (element.textContent || '').trim().slice(0, 40);
        culprits.push(element.tagName.toLowerCase() + (classes ? '.' + classes : '') + ' right=' + Math.round(box.right) + ' content=' + element.scrollWidth + ' "' + text + '"');
      }
    }
  }
  // The deepest elements come last: they are the ones to fix.
  return { overflow, culprits: culprits.slice(-12) };
})()`;

/**
 * Audits what `page` shows now: axe (WCAG 2.1 A/AA), then the same screen at 375 px. Soft assertions, so one
 * run reports every page; the viewport is put back afterwards.
 */
export async function audit(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  await expectAxeClean(page, name);

  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW);
  await nextFrames(page);
  const narrow = await page.evaluate<{ overflow: number; culprits: string[] }>(OVERFLOW);
  if (narrow.overflow > 0) {
    report(
      `375 px on ${name}: the document is ${narrow.overflow} px too wide\n  ${narrow.culprits.join('\n  ')}`,
    );
  }
  expect
    .soft(narrow.overflow, `${name}: horizontal overflow of the document at 375 px`)
    .toBeLessThanOrEqual(0);
  if (viewport) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
  }
}

/** Opens `path`, waits for `ready` (the page's level-1 heading unless told), and audits it. */
export async function visit(page: Page, path: string, name: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await audit(page, name);
}

export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex');
}

interface Marketplace {
  pages: { admin: Page; supplier: Page; customer: Page };
  offered: OfferedRequest;
  close: () => Promise<void>;
}

type Role = keyof Marketplace['pages'];

/**
 * Admin, supplier and customer signed in, each in a browser of their own, and a request with a shown offer.
 * `audited` plays `role` in the test's own page (the one whose console the fixture watches).
 */
export async function marketplace(browser: Browser, baseURL: string, audited: { role: Role; page: Page }) {
  const suffix = uniqueSuffix();
  const accounts = {
    admin: E2E_ACCOUNTS.admin,
    supplier: E2E_ACCOUNTS.supplier1,
    customer: E2E_ACCOUNTS.customer,
  };
  const contexts: BrowserContext[] = [];
  const signIn = async (role: Role): Promise<Page> => {
    if (role === audited.role) {
      await signInAs(audited.page, accounts[role]);
      return audited.page;
    }
    const context = await browser.newContext();
    contexts.push(context);
    return signedInPage(context, accounts[role]);
  };
  const [admin, supplier, customer] = await Promise.all([
    signIn('admin'),
    signIn('supplier'),
    signIn('customer'),
  ]);
  const pages = { admin, supplier, customer };
  const offered = await requestWithSelectedOffer({
    pages,
    baseURL,
    offer: { title: `E2E a11y offer ${suffix}`, cost: '310.40', quantity: 2 },
    idempotencyKey: `e2e-a11y-${suffix}`,
  });
  const close = async () => {
    await Promise.all(contexts.map((context) => context.close()));
  };
  return { pages, offered, close } satisfies Marketplace;
}

function address(street: string) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone_no: '+1 555 0100',
    street_no: street,
    building_suit_no: 'Unit 4',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94105',
  };
}

/** Orders the shown offer through POST /api/order/ and pays it with the sandbox's succeeding card. */
export async function placePaidOrder(
  customer: Page,
  baseURL: string,
  offered: OfferedRequest,
): Promise<number> {
  const query = new URLSearchParams({
    request_id: String(offered.requestId),
    review_id: String(offered.reviewId),
    quantity: '2',
  });
  const quote = await customer.request.get(`/api/checkout-quote/?${query.toString()}`);
  expect(quote.status(), await quote.text()).toBe(200);
  const headers = await csrfHeaders(customer.context(), baseURL);
  const created = await customer.request.post('/api/order/', {
    headers: { ...headers, 'Idempotency-Key': `e2e-a11y-order-${uniqueSuffix()}` },
    data: {
      request: offered.requestId,
      review: offered.reviewId,
      review_version: (await quote.json()).review_version,
      quantity: 2,
      billing_address: address('1 Market St'),
      shipping_address: address('2 Dock St'),
      payment_method: 'stripe',
      po_number: `PO-A11Y-${uniqueSuffix()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order: { id: number; payment: { client_secret: string } } = await created.json();
  const paid = await customer.request.post('/api/payments/sandbox/confirm', {
    headers,
    data: {
      client_secret: order.payment.client_secret,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await paid.json()).status).toBe('succeeded');
  return order.id;
}
