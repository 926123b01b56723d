import { getRequestSearchEndpoint, REQUEST_MESSAGES, type SearchParams } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { findRequestByOrderId, requestViewerOf } from '../../domain/requests/request-access.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findLatestSearchOfRequest } from './pump-search.repository.ts';

/**
 * GET /api/request/search/{order_id}: the request's latest search, so the wizard and the request's page show
 * its results again (after a reload, or the activation link) without searching again. Its customer (and
 * admins, for a request that is not a draft) only; anyone else gets the 404 of an unknown id.
 */
export function registerRequestSearchRoute(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionManager },
): void {
  registerEndpoint(app, getRequestSearchEndpoint, {
    access: ['customer', 'admin'],
    handler: async ({ params, user }) => {
      const row = await findRequestByOrderId(deps.db, params.order_id);
      const viewer = row ? await requestViewerOf(deps.db, user, row) : null;
      if (!row || (viewer !== 'owner' && viewer !== 'admin')) {
        throw new AppError('NOT_FOUND', REQUEST_MESSAGES.notFound);
      }
      const search = await findLatestSearchOfRequest(deps.db, row.id);
      return {
        search:
          search === null
            ? null
            : {
                results: search.results as never,
                search_session_id: search.id,
                search_params: search.params as unknown as SearchParams,
                created_at: search.createdAt.toISOString(),
              },
      };
    },
  });
}
