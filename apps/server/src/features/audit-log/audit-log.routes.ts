import { listAuditLog, TABLE_PAGE_SIZE } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { pageLinks } from '../../http/page-links.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findAuditPage } from './audit-log.query.ts';

export interface AuditLogRoutesDeps {
  db: Database;
}

/** Issue 6 item 7: admins read who changed what. Rows are written by each change's own transaction. */
export function registerAuditLogRoutes(app: FastifyInstance, deps: AuditLogRoutesDeps): void {
  registerEndpoint(app, listAuditLog, {
    access: ['admin'],
    handler: async ({ query, request }) => {
      const { count, rows } = await findAuditPage(deps.db, {
        search: query.search,
        field: query.field,
        order: query.order_by,
        limit: TABLE_PAGE_SIZE,
        offset: (query.page - 1) * TABLE_PAGE_SIZE,
      });
      return { count, ...pageLinks(request.url, query.page, count), results: rows };
    },
  });
}
