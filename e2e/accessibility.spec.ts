import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ACCOUNTS, signInAs } from './accounts.ts';
import { expectAxeClean, report } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { nextFrames } from './layout.ts';
import {
  answerFor,
  baseUrlOf,
  csrfHeaders,
  inAMonth,
  type OfferedRequest,
  type PartStructure,
  requestWithSelectedOffer,
  signedInPage,
} from './marketplace.ts';
import { fillRequiredFields, PUMP_DUTY } from './wizard-answers.ts';

// Every page of the app audited with axe-core against WCAG 2.1 A and AA, and every page at
// 375 px wide (WCAG 2.1 SC 1.4.10 Reflow: content at 320–400 CSS px without scrolling in two dimensions). A
// serious or critical violation fails the run; every violation is printed with its nodes, so a failure can be
// fixed from the log alone. Data is made through the API as the marketplace journeys make it.

const NARROW = { width: 375, height: 740 };
/** Pages that compute (the pump search, the order pages) get time on a loaded 2-core machine. */
const SLOW = { timeout: 30_000 };

function password(): string {
  const value = process.env.E2E_PASSWORD;
  if (!value) {
    throw new Error('E2E_PASSWORD is set by playwright.config.ts');
  }
  return value;
}

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
async function audit(page: Page, name: string): Promise<void> {
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
async function visit(page: Page, path: string, name: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await audit(page, name);
}

function uniqueSuffix(): string {
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
async function marketplace(browser: Browser, baseURL: string, audited: { role: Role; page: Page }) {
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
async function placePaidOrder(customer: Page, baseURL: string, offered: OfferedRequest): Promise<number> {
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

test.describe('a visitor', () => {
  // The activation page POSTs a token the server refuses with 400 on purpose; Chromium notes every 4xx.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('home, sign-in modal, login, register, a refused activation link, terms, coming soon and not-found pass axe and fit 375 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await visit(page, '/', 'home', page.getByPlaceholder('Select or Search your part'));

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await audit(page, 'sign-in modal');
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();

    await visit(
      page,
      '/login',
      'login',
      page.getByRole('form', { name: 'Sign in with e-mail' }).getByRole('button', { name: 'Sign in' }),
    );
    await visit(page, '/register', 'register', page.getByRole('button', { name: 'Register' }));
    await visit(
      page,
      `/activate/not-a-real-token-${uniqueSuffix()}`,
      'activate (refused link)',
      page.getByRole('heading', { name: 'Activation link not valid' }),
    );
    await visit(
      page,
      '/login/verify/?next=%2Fuser%2Forders%2F',
      'two-step sign-in (the code)',
      page.getByRole('form', { name: 'Two-step sign-in' }),
    );
    await visit(page, '/forgot-password/', 'forgot password');
    await visit(
      page,
      `/reset-password/?token=${'e2e-reset-token-'.padEnd(43, 'x')}`,
      'reset password (the form)',
      page.getByRole('form', { name: 'Choose a new password' }),
    );
    await visit(
      page,
      '/reset-password/',
      'reset password (no token)',
      page.getByRole('link', { name: 'Ask for a new link' }),
    );
    await visit(page, '/terms/', 'terms of sale');
    await visit(
      page,
      '/coming-soon/compressor/',
      'coming soon',
      page.getByRole('form', { name: 'Notify me at launch' }),
    );
    await visit(page, '/no/such/page', 'not found', page.getByRole('heading', { name: 'Page not found' }));
  });
});

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

test('the customer pages pass axe and fit 375 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'customer', page });
  const { offered } = market;
  const customer = page;

  await visit(customer, '/user/requests/', 'customer: requests');
  await visit(
    customer,
    `/user/requests/?template=request-details&order_id=${encodeURIComponent(offered.orderId)}`,
    'customer: request details',
    customer.getByRole('table', { name: 'Offer comparison' }),
  );
  await visit(
    customer,
    `/request/${offered.requestId}/order_now/${offered.reviewId}?quantity=2`,
    'customer: order now',
    customer.getByRole('button', { name: 'Check Out' }),
  );
  await visit(
    customer,
    `/request-checkout/?request_id=${offered.requestId}&review_id=${offered.reviewId}&quantity=2`,
    'customer: checkout',
    customer.getByRole('region', { name: 'Order Summary' }),
  );

  const orderId = await placePaidOrder(customer, base, offered);
  await visit(customer, '/user/orders/', 'customer: orders', customer.getByRole('table').first());
  await visit(customer, `/user/orders/${orderId}/`, 'customer: order');
  await visit(customer, `/user/orders/${orderId}/update/`, 'customer: order update');
  await visit(
    customer,
    '/user/account/',
    'customer: account (password, two-step sign-in and sessions)',
    customer.getByText('This browser'),
  );
  await market.close();
});

test('the supplier pages pass axe and fit 375 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'supplier', page });
  const orderId = await placePaidOrder(market.pages.customer, base, market.offered);
  const supplier = page;

  // A second request with no offer yet: its page carries the offer form.
  const customer = market.pages.customer;
  const pump: PartStructure = await (await customer.request.get('/api/part/pump')).json();
  const open = await customer.request.post('/api/request/', {
    headers: {
      ...(await csrfHeaders(customer.context(), base)),
      'Idempotency-Key': `e2e-a11y-${uniqueSuffix()}`,
    },
    data: { part: pump.id, answer: answerFor(pump), comment: 'Open for offers', quantity: 1 },
  });
  expect(open.status(), await open.text()).toBe(201);
  const openOrderId: string = (await open.json()).order_id;
  const found = await supplier.request.get(
    `/supplier/api/supplier-requests?${new URLSearchParams({ search: openOrderId }).toString()}`,
  );
  const openRequestId: number = (await found.json()).results[0].id;

  await visit(supplier, '/supplier/requests/', 'supplier: requests', supplier.getByRole('searchbox'));
  await visit(
    supplier,
    `/supplier/requests/${openRequestId}/`,
    'supplier: request with the offer form',
    supplier.getByRole('form', { name: 'Send offer' }),
  );
  await visit(supplier, `/supplier/requests/${market.offered.requestId}/`, 'supplier: request with an offer');

  // An offer with a drawing, sent through the form's multipart route, for the attachment delete page.
  const offer = await supplier.request.post(`/supplier/api/requests/${openRequestId}/reviews/`, {
    headers: await csrfHeaders(supplier.context(), base),
    multipart: {
      title: 'Drawing offer',
      cost: '99.00',
      cost_unit: 'each',
      lead_time: '1',
      unit: 'weeks',
      quantity: '1',
      valid_until: inAMonth(),
      attachments: {
        name: 'drawing.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      },
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const attachmentId: number = (await offer.json()).attachments[0].id;
  await visit(
    supplier,
    `/request/review_attachment/${attachmentId}/delete?request=${openRequestId}`,
    'supplier: attachment delete',
  );

  await visit(supplier, '/supplier/orders/', 'supplier: orders', supplier.getByRole('table').first());
  await visit(supplier, `/supplier/orders/${orderId}/`, 'supplier: order');
  await market.close();
});

test('the super-admin catalogue pages pass axe and fit 375 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, E2E_ACCOUNTS.admin);
  const pump: { id: number } = await (await page.request.get('/api/part/pump')).json();
  const classifications: { id: number }[] = await (await page.request.get('/api/classification')).json();
  const partTypes: { id: number }[] = await (await page.request.get('/api/part-types/')).json();
  const classificationId = classifications[0]?.id;
  const partTypeId = partTypes[0]?.id;
  if (classificationId === undefined || partTypeId === undefined) {
    throw new Error('the seed has classifications and part types');
  }
  const pages: [string, string][] = [
    ['/super-admin/', 'admin: dashboard'],
    ['/super-admin/product/part/add/', 'admin: part add'],
    ['/super-admin/product/part/csv/', 'admin: parts CSV'],
    [`/super-admin/product/part/${pump.id}/change/`, 'admin: part change'],
    [`/super-admin/product/part/${pump.id}/suppliers/`, 'admin: part suppliers'],
    ['/super-admin/product/classification/', 'admin: classifications'],
    [`/super-admin/product/classification/${classificationId}/`, 'admin: classification'],
    ['/super-admin/product/unit/', 'admin: units'],
    ['/super-admin/product/part-type/', 'admin: part types'],
    [`/super-admin/product/part-type/${partTypeId}/change/`, 'admin: part type'],
    ['/super-admin/catalogue/', 'admin: catalogue'],
    ['/super-admin/no-such-page/', 'admin: not found'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path, name);
  }
});

test('the super-admin order, review, feedback and audit pages pass axe and fit 375 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'admin', page });
  const orderId = await placePaidOrder(market.pages.customer, base, market.offered);
  await visit(page, '/super-admin/order/selectedrequestreview/', 'admin: selected request review');
  // The same page with a request picked: its offers in the checklist table.
  const picker = page.getByRole('combobox', { name: 'Request' });
  await picker.click();
  await picker.pressSequentially(market.offered.orderId);
  await page.getByRole('option', { name: new RegExp(market.offered.orderId) }).click();
  await expect(page.getByRole('checkbox', { name: /E2E a11y offer/ })).toBeVisible(SLOW);
  await audit(page, 'admin: selected request review (a request picked)');

  const pages: [string, string][] = [
    ['/super-admin/orders/', 'admin: orders'],
    [`/super-admin/orders/${orderId}/`, 'admin: order'],
    ['/super-admin/feedback/', 'admin: feedback'],
    ['/super-admin/audit-log/', 'admin: audit log'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path, name);
  }
  await market.close();
});
