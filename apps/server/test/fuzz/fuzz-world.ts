import { type PartStructure, PartStructureSchema } from '@specsource/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { createStripeProvider } from '../../src/domain/payments/stripe/stripe-provider.ts';
import {
  attributes,
  classifications,
  orders,
  parts,
  partTypes,
  requestAttachments,
  requests,
  reviewAttachments,
  reviews,
  searchSessions,
  units,
} from '../../src/platform/db/schema/index.ts';
import { newStorageKey } from '../../src/platform/files/attachments.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { SAMPLE_FILES } from '../file-samples.ts';
import { fillAnswer } from '../fill-answer.ts';
import { startOidcTestIssuers } from '../oidc-flow.ts';
import { insertOrder, insertOrderable, orderBodyOf } from '../order-factory.ts';
import { insertOffer, insertRequest, userIdOf } from '../request-factory.ts';
import { requiredValues } from '../request-test-helpers.ts';
import { seededAccount, signedInClient } from '../seeded-accounts.ts';
import { startStripePeer } from '../stripe-peer.ts';
import { createTestClient, type TestClient } from '../test-client.ts';

export const ROLES = ['visitor', 'customer', 'supplier', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];
export type AppName = 'main' | 'stripe';

/**
 * The wall clock the apps read, moved a minute on before every request: per-user and per-IP rate-limit windows
 * (accounts, assistant, visitor requests) roll over as they would for a real, slower client, so most cases
 * reach the handler; a 429 is still an allowed answer.
 */
export interface FuzzClock {
  now(): Date;
  tick(): void;
}

/** Values that exist in the fuzzed databases, so some generated ids, slugs and bodies find real rows. */
export interface KnownValues {
  /** By path, query or body field name (`order_id`, `slug`, `id`…). */
  byName: Map<string, Array<string | number>>;
  /** Every known value, for names not listed. */
  all: Array<string | number>;
  /** Valid bodies by route `METHOD /path`, taken from the product's own flows. */
  bodies: Map<string, unknown[]>;
  /** Valid query strings (as objects) by route. */
  queries: Map<string, Array<Record<string, unknown>>>;
  /** The pump part's answer (filled), for fields named `answer` or `context`. */
  pumpAnswer: PartStructure;
}

export interface FuzzWorld {
  apps: Record<AppName, FastifyInstance>;
  clients: Record<AppName, Record<FuzzRole, TestClient>>;
  known: KnownValues;
  clock: FuzzClock;
  webhookSecret: string;
}

const WEBHOOK_SECRET = 'whsec_fuzz_specsource';
const PUBLISHABLE_KEY = 'pk_test_fuzz_specsource';

// Long sessions: the fuzz clock moves a minute per request, far past the default idle and absolute limits.
const SESSION_ENV = { SESSION_IDLE_MINUTES: '43200', SESSION_ABSOLUTE_HOURS: '8760' };

function createClock(): FuzzClock {
  let at = Date.parse('2026-03-02T10:00:00Z');
  return {
    now: () => new Date(at),
    tick: () => {
      at += 61_000;
    },
  };
}

async function clientsFor(app: FastifyInstance): Promise<Record<FuzzRole, TestClient>> {
  const visitor = createTestClient(app);
  // The visitor holds a CSRF cookie like a browser that has loaded a page.
  await visitor.get('/api/check-auth/');
  return {
    visitor,
    customer: await signedInClient(app, seededAccount('customer')),
    supplier: await signedInClient(app, seededAccount('supplier')),
    admin: await signedInClient(app, seededAccount('admin')),
  };
}

/** Whether `client`'s session still holds (a fuzzed logout ends it); signs in again if not. */
export async function keepSignedIn(
  app: FastifyInstance,
  clients: Record<FuzzRole, TestClient>,
): Promise<void> {
  for (const role of ROLES) {
    if (role === 'visitor') {
      continue;
    }
    const client = clients[role];
    const state = (await client.get('/api/check-auth/')).json() as { is_logged_in?: unknown };
    if (state.is_logged_in !== 'logged_in') {
      clients[role] = await signedInClient(app, seededAccount(role));
    }
  }
}

/** The pump part answered as the wizard sends it: every required attribute, and a duty point to search. */
async function pumpAnswerOf(app: FastifyInstance): Promise<PartStructure> {
  const part = PartStructureSchema.parse((await app.inject({ method: 'GET', url: '/api/part/pump' })).json());
  return fillAnswer(part, {
    ...requiredValues(part),
    'Flow rate': { value: '500', unit: 'gpm' },
    'Differential head': { value: '120', unit: 'ft' },
    Fluid: { value: 'Water' },
    Temperature: { value: '68', unit: '°F' },
  });
}

/**
 * Keeps the first `count` pumps of the seeded catalogue, through the admin's own export and import: export,
 * summary and search cost grows with the catalogue, and the fuzz needs its shape, not its 2,000 pumps.
 */
async function trimCatalogue(admin: TestClient, count: number): Promise<void> {
  const exported = await admin.get('/api/admin/catalogue/export?format=json');
  const file = exported.json() as { pumps: unknown[] };
  const imported = await admin.post('/api/admin/catalogue/import?replace=true', {
    format: 'json',
    content: JSON.stringify({ ...file, pumps: file.pumps.slice(0, count) }),
  });
  if (imported.statusCode !== 200) {
    throw new Error(`trimming the catalogue failed: ${imported.statusCode} ${imported.body.slice(0, 300)}`);
  }
}

/** Rows the fuzz can find: a request with an offer, an order, a file on each, a search session. */
async function seedRows(context: TestContext, clients: Record<FuzzRole, TestClient>, answer: PartStructure) {
  const { db } = context.database;
  const customerId = await userIdOf(db, seededAccount('customer').email);
  const supplierId = await userIdOf(db, seededAccount('supplier').email);
  const request = await insertRequest(db, { customerId, partSlug: 'pump' });
  const offer = await insertOffer(db, { requestId: request.id, supplierId });
  const orderable = await insertOrderable(db, { customerId, supplierId });
  const order = await insertOrder(clients.customer, orderable);
  const requestFile = newStorageKey();
  await context.fileStore.put(requestFile, SAMPLE_FILES.pdf, 'application/pdf');
  await db.insert(requestAttachments).values({
    requestId: request.id,
    uploadedById: customerId,
    storageKey: requestFile,
    originalName: 'drawing.pdf',
    contentType: 'application/pdf',
    sizeBytes: SAMPLE_FILES.pdf.length,
  });
  const reviewFile = newStorageKey();
  await context.fileStore.put(reviewFile, SAMPLE_FILES.png, 'image/png');
  await db.insert(reviewAttachments).values({
    reviewId: offer.id,
    uploadedById: supplierId,
    storageKey: reviewFile,
    originalName: 'curve.png',
    contentType: 'image/png',
    sizeBytes: SAMPLE_FILES.png.length,
  });
  const search = await clients.customer.post('/api/dispatcher/', { part: 'pump', answer });
  if (search.statusCode !== 200) {
    throw new Error(`the seed search failed: ${search.statusCode} ${search.body}`);
  }
  return { orderable, clientSecret: order.payment.client_secret };
}

async function knownValuesOf(context: TestContext, app: FastifyInstance, answer: PartStructure) {
  const { db } = context.database;
  const limit = 6;
  const requestRows = await db
    .select({ id: requests.id, orderId: requests.orderId })
    .from(requests)
    .limit(limit);
  const byName = new Map<string, Array<string | number>>([
    ['order_id', [...requestRows.map((row) => row.orderId), ...requestRows.map((row) => row.id)]],
    ['request_id', requestRows.map((row) => row.id)],
    ['request', requestRows.map((row) => row.id)],
    ['review_id', (await db.select({ id: reviews.id }).from(reviews).limit(limit)).map((row) => row.id)],
    ['slug', (await db.select({ slug: parts.slug }).from(parts).limit(limit)).map((row) => row.slug)],
    ['part', (await db.select({ id: parts.id }).from(parts).limit(limit)).map((row) => row.id)],
    ['name', (await db.select({ name: partTypes.name }).from(partTypes).limit(limit)).map((row) => row.name)],
    [
      'classificationId',
      (await db.select({ id: classifications.id }).from(classifications).limit(limit)).map((row) => row.id),
    ],
    ['provider', ['google', 'microsoft']],
  ]);
  const ids = [
    ...(await db.select({ id: orders.id }).from(orders).limit(limit)).map((row) => row.id),
    ...(await db.select({ id: attributes.id }).from(attributes).limit(limit)).map((row) => row.id),
    ...(await db.select({ id: units.id }).from(units).limit(limit)).map((row) => row.id),
    ...(await db.select({ id: requestAttachments.id }).from(requestAttachments).limit(limit)).map(
      (row) => row.id,
    ),
    ...(await db.select({ id: reviewAttachments.id }).from(reviewAttachments).limit(limit)).map(
      (row) => row.id,
    ),
    ...(await db.select({ id: searchSessions.id }).from(searchSessions).limit(limit)).map((row) => row.id),
    ...Array.from({ length: Math.min(limit, app.catalogue.count()) }, (_, position) =>
      app.catalogue.current().pumps.idAt(position),
    ),
  ];
  byName.set('id', ids);
  const all = [...new Set([...byName.values()].flat())];
  return { byName, all, pumpAnswer: answer };
}

/**
 * The two apps the suite drives, each on its own copy of the seeded database: `main` as configured by
 * default (sandbox payments, the built-in assistant) plus Google and Microsoft sign-in against real issuers
 * on loopback; `stripe` with the Stripe adapter against the loopback Stripe peer, so the webhook exists.
 */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const clock = createClock();
  const oidc = await startOidcTestIssuers();
  const mainContext = await buildTestApp({ ...oidc.env, ...SESSION_ENV }, { now: clock.now });
  const peer = await startStripePeer();
  afterAll(() => peer.close());
  const stripeContext = await buildTestApp(
    {
      ...SESSION_ENV,
      STRIPE_SECRET_KEY: peer.secretKey,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    {
      now: clock.now,
      paymentProvider: createStripeProvider({
        secretKey: peer.secretKey,
        publishableKey: PUBLISHABLE_KEY,
        ...peer.connection,
        maxNetworkRetries: 0,
      }),
    },
  );
  const apps = { main: mainContext.app, stripe: stripeContext.app };
  await Promise.all([apps.main.ready(), apps.stripe.ready()]);
  const clients = { main: await clientsFor(apps.main), stripe: await clientsFor(apps.stripe) };
  await trimCatalogue(clients.main.admin, 40);
  const answer = await pumpAnswerOf(apps.main);
  const { orderable, clientSecret } = await seedRows(mainContext, clients.main, answer);
  await seedRows(stripeContext, clients.stripe, answer);
  const known = await knownValuesOf(mainContext, apps.main, answer);
  const pumpPart = known.byName.get('part')?.[0] ?? 1;
  const requestBody = { part: pumpPart, answer, quantity: 2, zip_code: '77001', comment: 'Fuzz' };
  const bodies = new Map<string, unknown[]>([
    ['POST /api/dispatcher/', [{ part: 'pump', answer }]],
    [
      'POST /api/request/',
      [
        // A visitor's request registers them (first) or signs them in; a signed-in customer's needs no contact.
        {
          ...requestBody,
          contact_info: {
            first_name: 'Fuzz',
            email: 'fuzz.visitor@example.com',
            password: 'granite-harbour-willow-58',
            confirmPassword: 'granite-harbour-willow-58',
            phone: '+1 555 0100',
            companyName: 'Fuzz Pumps',
          },
        },
        requestBody,
      ],
    ],
    ['PUT /api/request/update/:order_id', [requestBody]],
    ['POST /aiapi/gpt3-assistant/', [{ prompt: 'Which pump for 500 gpm at 120 ft?', context: answer }]],
    [
      'POST /aiapi/gpt3-assistant/stream/',
      [{ prompt: 'Which pump for 500 gpm at 120 ft?', context: answer }],
    ],
    ['POST /api/order/', [orderBodyOf(orderable)]],
    [
      'POST /api/payments/sandbox/confirm',
      ['4242 4242 4242 4242', '4000 0000 0000 0002'].map((card_number) => ({
        client_secret: clientSecret,
        card_number,
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
      })),
    ],
  ]);
  const queries = new Map<string, Array<Record<string, unknown>>>([
    [
      'GET /api/checkout-quote/',
      [{ request_id: orderable.requestId, review_id: orderable.reviewId, quantity: '2' }],
    ],
  ]);
  return { apps, clients, known: { ...known, bodies, queries }, clock, webhookSecret: WEBHOOK_SECRET };
}

/** One request as the suite sends it: headers, cookies and the client's address decided by the case. */
export interface FuzzRequest {
  /** What kind of payload this is, for the failure message. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Leave out the CSRF header (a forged cross-site call: must be a 403). */
  omitCsrf?: boolean;
  /** More cookies, after the client's own. */
  extraCookies?: string;
  remoteAddress: string;
}

export async function sendFuzz(
  world: FuzzWorld,
  app: AppName,
  role: FuzzRole,
  request: FuzzRequest,
): Promise<LightMyRequestResponse> {
  world.clock.tick();
  const client = world.clients[app][role];
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`);
  if (request.extraCookies) {
    cookies.push(request.extraCookies);
  }
  const headers: Record<string, string> = { ...request.headers };
  if (cookies.length > 0) {
    headers.cookie = cookies.join('; ');
  }
  if (!request.omitCsrf && request.method !== 'GET' && request.method !== 'HEAD') {
    headers['x-csrftoken'] = client.cookies.get('csrftoken') ?? '';
  }
  return world.apps[app].inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
