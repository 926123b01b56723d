import { getReviewEndpoint, getReviewIdsEndpoint } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import * as service from './offers.service.ts';

export interface OfferRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** The role-aware offer reads (docs/spec/marketplace-spec.md §7). */
export function registerOfferRoutes(app: FastifyInstance, deps: OfferRoutesDeps): void {
  registerEndpoint(app, getReviewIdsEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params, user }) => service.getReviewIds(deps.db, user, params.request_id),
  });

  registerEndpoint(app, getReviewEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params, user }) => service.getReview(deps.db, user, params.review_id, deps.now()),
  });
}
