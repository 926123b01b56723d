import { getPartSuppliersEndpoint, setPartSuppliersEndpoint } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import * as service from './part-suppliers.service.ts';

export interface PartSupplierRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

const ADMIN = ['admin'] as const;

/**
 * docs/spec/marketplace-spec.md §7 — GET/POST /api/part/supplier/. The static path wins over GET /api/part/:slug in
 * Fastify's router, and part slugs never take the value 'supplier'.
 */
export function registerPartSupplierRoutes(app: FastifyInstance, deps: PartSupplierRoutesDeps): void {
  registerEndpoint(app, getPartSuppliersEndpoint, {
    access: ADMIN,
    handler: ({ query }) => service.getPartSuppliers(deps.db, query.part_id),
  });

  registerEndpoint(app, setPartSuppliersEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) =>
      service.setPartSuppliers(
        deps.db,
        { partId: body.part_id, supplierIds: body.suppliers },
        changeContextOf(request, user, deps.now),
      ),
  });
}
