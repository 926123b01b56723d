import {
  createPartEndpoint,
  getPartDetailsEndpoint,
  listAdminPartsEndpoint,
  updatePartEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import { findAdminParts } from './admin-parts.repository.ts';
import * as service from './part-admin.service.ts';

export interface PartAdminRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

// docs/spec/marketplace-spec.md §6 — part creation and editing are the super-admin's.
const ADMIN = ['admin'] as const;

/** Create, edit and list parts (admin only). */
export function registerPartAdminRoutes(app: FastifyInstance, deps: PartAdminRoutesDeps): void {
  const context = (request: FastifyRequest, user: SessionUser) => changeContextOf(request, user, deps.now);

  registerEndpoint(app, createPartEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) => service.createPart(deps.db, body, context(request, user)),
  });

  registerEndpoint(app, updatePartEndpoint, {
    access: ADMIN,
    handler: async ({ params, body, user, request }) =>
      service.updatePart(deps.db, params.id, body, context(request, user)),
  });

  registerEndpoint(app, getPartDetailsEndpoint, {
    access: ADMIN,
    handler: ({ params }) => service.getPartDetails(deps.db, params.id),
  });

  registerEndpoint(app, listAdminPartsEndpoint, {
    access: ADMIN,
    handler: async ({ query, request }) => {
      const found = await findAdminParts(deps.db, { ...listPageOf(query), field: query.field ?? 'title' });
      return pageAnswer(request.url, query.page, found);
    },
  });
}
