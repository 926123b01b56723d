import {
  findSearchSessionsEndpoint,
  getSearchSessionEndpoint,
  MESSAGES,
  runDispatcherEndpoint,
  type SearchParams,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { pageLinks, pageWindow } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import {
  findSearchSession,
  findSearchSessionsOfUser,
  prepareCreateSearchSession,
} from './pump-search.repository.ts';
import { type PumpSearchDeps, runPumpSearch } from './pump-search.service.ts';
import { registerRequestSearchRoute } from './request-search.routes.ts';

/** What the routes are given; they prepare the search-session insert themselves. */
export interface PumpSearchRoutesDeps extends Omit<PumpSearchDeps, 'recordSearch'> {
  sessions: SessionManager;
}

// docs/design.md 'visitors': results need an account; every signed-in role may search.
const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

function toSummary(row: {
  id: string;
  createdAt: Date;
  params: Record<string, unknown>;
  orderId: string | null;
}) {
  const params = row.params as unknown as SearchParams;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    part_type: params.part_type,
    order_id: row.orderId,
    search_params: params,
  };
}

export function registerPumpSearchRoutes(app: FastifyInstance, deps: PumpSearchRoutesDeps): void {
  const searchDeps = { ...deps, recordSearch: prepareCreateSearchSession(deps.db) };
  registerEndpoint(app, runDispatcherEndpoint, {
    access: SIGNED_IN,
    handler: async ({ body, user }) =>
      runPumpSearch(searchDeps, user, {
        part: body.part,
        orderId: body.order_id,
        answer: body.answer,
        zipCode: body.zip_code,
        quantity: body.quantity,
      }),
  });

  registerEndpoint(app, findSearchSessionsEndpoint, {
    access: SIGNED_IN,
    handler: async ({ query, user, request }) => {
      const { count, rows } = await findSearchSessionsOfUser(deps.db, user.id, {
        ...pageWindow(query.page),
      });
      return { count, ...pageLinks(request.url, query.page, count), results: rows.map(toSummary) };
    },
  });

  registerRequestSearchRoute(app, deps);

  registerEndpoint(app, getSearchSessionEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params, user }) => {
      const row = await findSearchSession(deps.db, params.id, {
        id: user.id,
        isAdmin: user.role === 'admin',
      });
      if (!row) {
        throw new AppError('NOT_FOUND', MESSAGES.searchSessionNotFound);
      }
      return { ...toSummary(row), results: row.results as never };
    },
  });
}
