import { listAuditLogEndpoint } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { listPageOf, pageAnswer } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import { findAuditPage } from './audit-log.query.ts';

export interface AuditLogRoutesDeps {
  db: Database;
}

/** Admins read who changed what. Rows are written by each change's own transaction. */
export function registerAuditLogRoutes(app: FastifyInstance, deps: AuditLogRoutesDeps): void {
  registerEndpoint(app, listAuditLogEndpoint, {
    access: ['admin'],
    handler: async ({ query, request }) => {
      return pageAnswer(request.url, query.page, await findAuditPage(deps.db, listPageOf(query)));
    },
  });
}
