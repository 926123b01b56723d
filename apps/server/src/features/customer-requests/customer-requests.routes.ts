import {
  CUSTOMER_REQUEST_MESSAGES,
  chooseReviewEndpoint,
  getCustomerRequestEndpoint,
  listCustomerRequestsEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findCustomerRequestPage } from './customer-requests.repository.ts';
import * as service from './customer-requests.service.ts';

export interface CustomerRequestRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

// docs/spec/marketplace-spec.md §6 — customers view their own requests at /user/requests/.
const CUSTOMER = ['customer'] as const;

/** The customer's requests, the comparison of their selected offers, and the pick. */
export function registerCustomerRequestRoutes(app: FastifyInstance, deps: CustomerRequestRoutesDeps): void {
  registerEndpoint(app, listCustomerRequestsEndpoint, {
    access: CUSTOMER,
    handler: async ({ query, user, request }) => {
      const found = await findCustomerRequestPage(deps.db, { customerId: user.id, ...listPageOf(query) });
      return pageAnswer(request.url, query.page, found);
    },
  });

  // Admins may open any request's comparison, to see what its customer sees.
  registerEndpoint(app, getCustomerRequestEndpoint, {
    access: ['customer', 'admin'],
    handler: async ({ params, user }) =>
      service.getCustomerRequest(deps.db, {
        orderId: params.order_id,
        user,
        now: deps.now(),
      }),
  });

  registerEndpoint(app, chooseReviewEndpoint, {
    access: CUSTOMER,
    handler: async ({ body, user, request }) => {
      const { chosenReviewId } = await service.chooseReview(
        deps.db,
        { requestId: body.request_id, reviewId: body.id, customerId: user.id },
        changeContextOf(request, user, deps.now),
      );
      return { detail: CUSTOMER_REQUEST_MESSAGES.chosen, chosen_review_id: chosenReviewId };
    },
  });
}
