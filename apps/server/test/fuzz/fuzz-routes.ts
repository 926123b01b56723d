import * as contracts from '@specsource/contracts';
import {
  type Endpoint,
  OIDC_CALLBACK_PATH,
  OIDC_LOGIN_PATH,
  OidcLoginQuerySchema,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../src/platform/http/register-endpoint.ts';
import type { RegisteredRoute } from '../../src/platform/plugins/access-control.ts';

/** How a route takes its input and answers, which decides how it is fuzzed and what its answers must look like. */
export type RouteKind =
  /** A contract endpoint: JSON in (or none), JSON out. */
  | 'json'
  /** Stripe's webhook: raw bytes proven by a signature (payments.routes.ts). */
  | 'webhook'
  /** The assistant's server-sent events. */
  | 'stream'
  /** Browser navigations answered with HTML pages and redirects (OIDC sign-in). */
  | 'html'
  /** Prometheus text. */
  | 'metrics';

/** A multipart form a route also takes (register-endpoint.ts `multipart`, platform/http/file-upload.ts). */
export interface UploadShape {
  fileField: string;
  /** A text field whose JSON string becomes the body (the wizard's `form_data`). */
  jsonField?: string;
}

export interface FuzzRoute {
  /** `METHOD /path`, plus ` [stripe]` for the routes fuzzed on the app built with Stripe. */
  key: string;
  method: string;
  url: string;
  access: Access;
  app: 'main' | 'stripe';
  kind: RouteKind;
  /** The contract endpoint behind the route; for routes without one, the schemas the route declares. */
  params?: contracts.AnySchema;
  query?: contracts.AnySchema;
  body?: contracts.AnySchema;
  upload?: UploadShape;
}

/** Every `defineEndpoint` object exported by the contracts package, by `METHOD path`. */
export function contractEndpoints(): Map<string, Endpoint> {
  const endpoints = new Map<string, Endpoint>();
  for (const value of Object.values(contracts)) {
    if (isEndpoint(value)) {
      endpoints.set(`${value.method} ${value.path}`, value);
    }
  }
  return endpoints;
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    'summary' in value &&
    typeof (value as { path: unknown }).path === 'string'
  );
}

// Which contract routes also take multipart, as their registrations say (requests.routes.ts,
// supplier-portal.routes.ts, catalogue.routes.ts, part-csv.routes.ts). The suite sends multipart to every
// unsafe route; these get well-formed forms with hostile parts as well.
const UPLOADS: Record<string, UploadShape> = {
  'POST /api/request/': { fileField: 'file_comment', jsonField: 'form_data' },
  'POST /supplier/api/requests/:request_id/reviews/': { fileField: 'attachments' },
  'PUT /supplier/api/reviews/:review_id/': { fileField: 'attachments' },
  'POST /api/admin/catalogue/import': { fileField: 'file' },
  'POST /api/admin/parts/import': { fileField: 'file' },
};

const OIDC_PARAMS = z.object({ provider: z.string() });
const OIDC_CALLBACK_QUERY = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

function kindOf(route: RegisteredRoute): RouteKind {
  const path = route.url;
  if (path === contracts.receiveStripeWebhookEndpoint.path) {
    return 'webhook';
  }
  if (path === contracts.streamAssistantEndpoint.path) {
    return 'stream';
  }
  if (path === OIDC_LOGIN_PATH || path === OIDC_CALLBACK_PATH) {
    return 'html';
  }
  if (path === '/metrics') {
    return 'metrics';
  }
  return 'json';
}

/**
 * The routes to fuzz: every route in `main`'s registry, and every route the Stripe-configured app adds or
 * answers differently (its payment routes). A registered route with no contract and no entry here fails the
 * suite, so a new route cannot slip past it.
 */
export function fuzzRoutes(main: FastifyInstance, stripe: FastifyInstance): FuzzRoute[] {
  const endpoints = contractEndpoints();
  const routes: FuzzRoute[] = [];
  const add = (route: RegisteredRoute, app: FuzzRoute['app']) => {
    const kind = kindOf(route);
    // HEAD routes are Fastify's copies of GETs: same schemas, no body.
    const endpoint = endpoints.get(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);
    const key = `${route.method} ${route.url}${app === 'stripe' ? ' [stripe]' : ''}`;
    const base = { key, method: route.method, url: route.url, access: route.access, app, kind };
    if (kind === 'html') {
      routes.push({
        ...base,
        params: OIDC_PARAMS,
        query: route.url === OIDC_LOGIN_PATH ? OidcLoginQuerySchema : OIDC_CALLBACK_QUERY,
      });
      return;
    }
    if (kind === 'metrics') {
      routes.push(base);
      return;
    }
    if (!endpoint) {
      throw new Error(
        `${route.method} ${route.url} has no contract endpoint and no fuzz shape (fuzz-routes.ts)`,
      );
    }
    const upload = UPLOADS[`${route.method} ${route.url}`];
    routes.push({
      ...base,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(endpoint.body && route.method !== 'HEAD' ? { body: endpoint.body } : {}),
      ...(upload ? { upload } : {}),
    });
  };
  const mainKeys = new Set<string>();
  for (const route of main.registeredRoutes) {
    mainKeys.add(`${route.method} ${route.url}`);
    add(route, 'main');
  }
  for (const route of stripe.registeredRoutes) {
    const isPayment = route.url.startsWith('/api/payments/');
    if (isPayment || !mainKeys.has(`${route.method} ${route.url}`)) {
      add(route, 'stripe');
    }
  }
  return routes;
}
