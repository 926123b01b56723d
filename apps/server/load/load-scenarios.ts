// The hot routes as autocannon request sequences. Every request is a real client's: visitors carry the CSRF
// cookie a first visit gives them; signed-in calls rotate over many customers' sessions (one session would
// make a hot row no real traffic has); writes send the CSRF header and a fresh Idempotency-Key each, as the
// web app does.

import { randomUUID } from 'node:crypto';
import type { PartStructure } from '@specsource/contracts';
import type autocannon from 'autocannon';
import { benchDuties } from '../bench/bench-support.ts';
import type { Orderable, SignedInSession } from '../test/marketplace-fixtures.ts';
import { dispatcherBodyOf, orderBodyOf, requestBodyOf } from '../test/write-bodies.ts';

export const SCENARIO_NAMES = [
  'typeahead',
  'part-structure',
  'dispatcher',
  'check-auth',
  'request-create',
  'order-create',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface ScenarioContext {
  sessions: SignedInSession[];
  /** GET /api/part/pump as the wizard loads it. */
  pumpPart: PartStructure;
  /** Slugs of every seeded part, for the structure reads. */
  partSlugs: string[];
  /** Orderable requests for this run, not ordered yet; order-create takes them from the front. */
  orderables: Orderable[];
}

export interface Scenario {
  name: ScenarioName;
  label: string;
  requests: autocannon.Request[];
  /** Set for scenarios that use something up (orderable requests): the run ends when it is used up. */
  maxRequests?: number | undefined;
  /** How many of the prepared inputs ran out (a request sent again); zero in a good run. */
  exhausted(): number;
}

// Typeahead terms as people type them: one to five letters, prefixes and infixes, some matching nothing.
const TYPEAHEAD_TERMS = [
  'p',
  'pu',
  'pum',
  'pump',
  'v',
  'val',
  'valve',
  'mo',
  'motor',
  'com',
  'comp',
  'ress',
  'x',
  'zz',
];
const DUTY_COUNT = 200;
// A browser's CSRF cookie after its first page: visitors keep it, so the server does not mint one per call.
const VISITOR_HEADERS = { cookie: 'csrftoken=load-visitor-token-0123456789' };

function signedInHeaders(session: SignedInSession, extra: Record<string, string> = {}) {
  return { cookie: session.cookie, 'x-csrftoken': session.csrf, ...extra };
}

function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length] as T;
    next += 1;
    return item;
  };
}

/** The request sequences of every scenario for one run (each run gets its own orderables and counters). */
export function buildScenarios(context: ScenarioContext): Record<ScenarioName, Scenario> {
  const duties = benchDuties(DUTY_COUNT, 7);
  const dispatcherBodies = duties.map((duty) => dispatcherBodyOf(context.pumpPart, duty));
  const requestBodies = duties.map((duty, index) => requestBodyOf(context.pumpPart, duty, index));
  const session = rotating(context.sessions);
  const term = rotating(TYPEAHEAD_TERMS);
  const slug = rotating(context.partSlugs);
  const dispatcherBody = rotating(dispatcherBodies);
  const requestBody = rotating(requestBodies);
  const json = { 'content-type': 'application/json' };

  let ordersExhausted = 0;
  let lastOrder: { session: SignedInSession; body: string } | undefined;
  const nextOrder = () => {
    const orderable = context.orderables.shift();
    if (!orderable) {
      ordersExhausted += 1;
      return lastOrder;
    }
    const owner = context.sessions[orderable.customerIndex];
    if (!owner) {
      throw new Error(`no session for customer ${orderable.customerIndex}`);
    }
    lastOrder = { session: owner, body: orderBodyOf(orderable) };
    return lastOrder;
  };

  return {
    typeahead: {
      name: 'typeahead',
      label: 'GET /api/part/?title=… (visitor)',
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/part/?title=${encodeURIComponent(term())}`,
            headers: VISITOR_HEADERS,
          }),
        },
      ],
      exhausted: () => 0,
    },
    'part-structure': {
      name: 'part-structure',
      label: 'GET /api/part/{slug} (visitor)',
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/api/part/${slug()}`, headers: VISITOR_HEADERS }),
        },
      ],
      exhausted: () => 0,
    },
    dispatcher: {
      name: 'dispatcher',
      label: 'POST /api/dispatcher/ (customer)',
      requests: [
        {
          method: 'POST',
          path: '/api/dispatcher/',
          setupRequest: (request) => ({
            ...request,
            headers: signedInHeaders(session(), json),
            body: dispatcherBody(),
          }),
        },
      ],
      exhausted: () => 0,
    },
    'check-auth': {
      name: 'check-auth',
      label: 'GET /api/check-auth/ (customer)',
      requests: [
        {
          method: 'GET',
          path: '/api/check-auth/',
          setupRequest: (request) => ({ ...request, headers: { cookie: session().cookie } }),
        },
      ],
      exhausted: () => 0,
    },
    'request-create': {
      name: 'request-create',
      label: 'POST /api/request/ (customer, Idempotency-Key)',
      requests: [
        {
          method: 'POST',
          path: '/api/request/',
          setupRequest: (request) => ({
            ...request,
            headers: signedInHeaders(session(), { ...json, 'idempotency-key': randomUUID() }),
            body: requestBody(),
          }),
        },
      ],
      exhausted: () => 0,
    },
    'order-create': {
      name: 'order-create',
      label: 'POST /api/order/ (customer, Idempotency-Key)',
      requests: [
        {
          method: 'POST',
          path: '/api/order/',
          setupRequest: (request) => {
            const order = nextOrder();
            if (!order) {
              throw new Error('no orderable request was prepared');
            }
            return {
              ...request,
              headers: signedInHeaders(order.session, { ...json, 'idempotency-key': randomUUID() }),
              body: order.body,
            };
          },
        },
      ],
      maxRequests: context.orderables.length,
      exhausted: () => ordersExhausted,
    },
  };
}
