import {
  createRequestReviewsEndpoint,
  getRequestReviewsEndpoint,
  isoDateOf,
  listAwaitingSelectionEndpoint,
  listRequestsEndpoint,
  REVIEW_SELECTION_MESSAGES,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findAwaitingSelectionPage } from './awaiting-selection.repository.ts';
import { findRequestPage } from './review-selection.repository.ts';
import * as service from './review-selection.service.ts';

export interface ReviewSelectionRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
  /** Wakes the mail worker once a queued mail is committed. */
  onMailQueued: () => void;
}

// docs/spec/marketplace-spec.md §6 — selection of reviews for requests is the super-admin's.
const ADMIN = ['admin'] as const;

/** The request list, and the admin's choice of the offers a customer sees. */
export function registerReviewSelectionRoutes(app: FastifyInstance, deps: ReviewSelectionRoutesDeps): void {
  // Suppliers have their own list (GET /supplier/api/supplier-requests), so they are refused here.
  registerEndpoint(app, listRequestsEndpoint, {
    access: ['admin', 'customer'],
    handler: async ({ query, user, request }) => {
      const found = await findRequestPage(deps.db, {
        customerId: user.role === 'admin' ? null : user.id,
        ...listPageOf(query),
      });
      return pageAnswer(request.url, query.page, found);
    },
  });

  registerEndpoint(app, listAwaitingSelectionEndpoint, {
    access: ADMIN,
    handler: async ({ query, request }) => {
      const found = await findAwaitingSelectionPage(deps.db, {
        ...listPageOf(query),
        today: isoDateOf(deps.now()),
      });
      return pageAnswer(request.url, query.page, found);
    },
  });

  registerEndpoint(app, getRequestReviewsEndpoint, {
    access: ADMIN,
    handler: ({ params }) => service.getRequestReviews(deps.db, params.order_id, deps.now()),
  });

  registerEndpoint(app, createRequestReviewsEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) => {
      const { selected, isMailQueued } = await service.selectReviews(
        deps.db,
        { requestId: body.request_id, reviewIds: body.reviews, origin: deps.publicOrigin },
        changeContextOf(request, user, deps.now),
      );
      if (isMailQueued) {
        deps.onMailQueued();
      }
      return { detail: REVIEW_SELECTION_MESSAGES.selected, selected };
    },
  });
}
