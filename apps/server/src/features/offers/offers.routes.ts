import { getReview, getReviewIds, MESSAGES } from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../sessions/session-manager.ts';
import * as service from './offers.service.ts';

export interface OfferRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** Issue 7 item 3: the role-aware offer reads (spec: marketplace §7). */
export function registerOfferRoutes(app: FastifyInstance, deps: OfferRoutesDeps): void {
  const userOf = async (request: FastifyRequest): Promise<SessionUser> => {
    const user = await deps.sessions.current(request);
    if (!user) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
    }
    return user;
  };

  registerEndpoint(app, getReviewIds, {
    access: SIGNED_IN,
    handler: async ({ params, request }) =>
      service.getReviewIds(deps.db, await userOf(request), params.request_id),
  });

  registerEndpoint(app, getReview, {
    access: SIGNED_IN,
    handler: async ({ params, request }) =>
      service.getReview(deps.db, await userOf(request), params.review_id, deps.now()),
  });
}
