import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_ACCOUNTS, type E2eAccount, signInAs } from './accounts.ts';
import { expect } from './fixtures.ts';

// What the marketplace journeys (request and offer, checkout) set up the same way: a
// request sent as the wizard sends it, the e2e supplier assigned to the pump, signed-in contexts and their CSRF
// headers for API calls.

export interface StructureAttribute {
  title: string;
  type: string;
  options: string[];
  unit: { title: string }[];
  value: unknown;
  unit_value: string | null;
}
export interface PartStructure {
  id: number;
  partclassification_set: {
    is_optional?: boolean;
    partclassificationattribute_set: { is_optional?: boolean; attribute: StructureAttribute }[];
  }[];
}

/**
 * A duty the pump engine can work with; every other required attribute gets a plain valid value by its type, and
 * optional ones stay empty, as a buyer leaves them (a value made up for them may break their bounds).
 */
const DUTY: Record<string, { value: unknown; unit?: string }> = {
  'Flow rate': { value: '500', unit: 'gpm' },
  'Differential head': { value: '120', unit: 'ft' },
  Fluid: { value: 'Water' },
  Temperature: { value: '68', unit: '°F' },
};

export function answerFor(part: PartStructure): PartStructure {
  const answer = structuredClone(part);
  for (const card of answer.partclassification_set) {
    for (const { attribute, is_optional } of card.partclassificationattribute_set) {
      const known = DUTY[attribute.title];
      if (known === undefined && (card.is_optional || is_optional)) {
        attribute.value = null;
        attribute.unit_value = null;
        continue;
      }
      attribute.value =
        known?.value ??
        (attribute.type === 'number'
          ? '1'
          : attribute.type === 'checkbox'
            ? true
            : (attribute.options[0] ?? 'E2E'));
      attribute.unit_value =
        attribute.unit.length > 0 ? (known?.unit ?? attribute.unit[0]?.title ?? null) : null;
    }
  }
  return answer;
}

/** The test's base URL, which playwright.config.ts always sets. */
export function baseUrlOf(baseURL: string | undefined): string {
  if (!baseURL) {
    throw new Error('playwright.config.ts sets baseURL');
  }
  return baseURL;
}

/** Unsafe API calls from a signed-in browser context carry its CSRF cookie back, as the web app does. */
export async function csrfHeaders(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken');
  if (!csrf) {
    throw new Error('the app sets a csrftoken cookie on the first page load');
  }
  return { 'X-CSRFToken': csrf.value, Origin: baseURL };
}

export async function signedInPage(context: BrowserContext, account: E2eAccount): Promise<Page> {
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

/** Adds the e2e supplier to the pump's suppliers through the admin API, keeping the ones it has. */
export async function assignSupplierToPump(
  request: APIRequestContext,
  headers: Record<string, string>,
  partId: number,
) {
  const current = await (await request.get(`/api/part/supplier/?part_id=${partId}`)).json();
  const supplierId = current.suppliers.find(
    (supplier: { username: string }) => supplier.username === E2E_ACCOUNTS.supplier1.username,
  ).id;
  const ids = new Set<number>(
    current.part_suppliers.map((row: { supplier: { id: number } }) => row.supplier.id),
  );
  ids.add(supplierId);
  const saved = await request.post('/api/part/supplier/', {
    headers,
    data: { part_id: partId, suppliers: [...ids] },
  });
  expect(saved.status()).toBe(200);
}

export function inAMonth(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

export interface OfferedRequest {
  /** The request's public number (`order_id`). */
  orderId: string;
  requestId: number;
  reviewId: number;
}

/**
 * A customer's pump request with one offer from the e2e supplier that the admin has shown to the customer — the
 * state a customer is in when they compare and pick — made entirely through the API, as request-offer.spec.ts does
 * through the screens.
 */
export async function requestWithSelectedOffer(input: {
  pages: { admin: Page; supplier: Page; customer: Page };
  baseURL: string;
  /** `notes`: the supplier's own terms ('Price FOB Chicago'). */
  offer: { title: string; cost: string; quantity: number; notes?: string };
  idempotencyKey: string;
}): Promise<OfferedRequest> {
  const { admin, supplier, customer } = input.pages;
  const headersOf = (page: Page) => csrfHeaders(page.context(), input.baseURL);
  const pump: PartStructure = await (await customer.request.get('/api/part/pump')).json();
  await assignSupplierToPump(admin.request, await headersOf(admin), pump.id);

  const created = await customer.request.post('/api/request/', {
    headers: { ...(await headersOf(customer)), 'Idempotency-Key': input.idempotencyKey },
    data: { part: pump.id, answer: answerFor(pump), comment: 'E2E checkout', quantity: input.offer.quantity },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order_id: orderId } = await created.json();

  const found = await supplier.request.get(
    `/supplier/api/supplier-requests?${new URLSearchParams({ search: orderId }).toString()}`,
  );
  const requestId: number = (await found.json()).results[0].id;
  const offered = await supplier.request.post(`/supplier/api/requests/${requestId}/reviews/`, {
    headers: await headersOf(supplier),
    data: {
      title: input.offer.title,
      cost: input.offer.cost,
      cost_unit: 'each',
      lead_time: 2,
      unit: 'weeks',
      quantity: input.offer.quantity,
      valid_until: inAMonth(),
      notes: input.offer.notes ?? '',
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const reviewId: number = (await offered.json()).id;

  const selected = await admin.request.post('/api/request_reviews_create/', {
    headers: await headersOf(admin),
    data: { request_id: requestId, reviews: [reviewId] },
  });
  expect(selected.status(), await selected.text()).toBe(200);
  return { orderId, requestId, reviewId };
}

/**
 * The e2e admin and supplier, each signed in in a browser of their own, with the supplier assigned to the pump:
 * the two other sides of a customer's journey. `close` ends both browsers.
 */
export async function pumpStaff(browser: Browser, baseURL: string) {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [admin, supplier] = await Promise.all([
    signedInPage(contexts[0] as BrowserContext, E2E_ACCOUNTS.admin),
    signedInPage(contexts[1] as BrowserContext, E2E_ACCOUNTS.supplier1),
  ]);
  const pump: PartStructure = await (await admin.request.get('/api/part/pump')).json();
  await assignSupplierToPump(admin.request, await csrfHeaders(admin.context(), baseURL), pump.id);
  const close = async () => {
    await Promise.all(contexts.map((context) => context.close()));
  };
  return { admin, supplier, close };
}
