import * as contracts from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import { listPartTypeRows } from './part-types.repository.ts';
import * as service from './part-types.service.ts';

export interface PartTypeRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

const ADMIN = ['admin'] as const;
// The Add Part screen's type dropdown reads the list; any signed-in user may.
const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** Part types and their configuration — list for signed-in users, changes for admins. */
export function registerPartTypeRoutes(app: FastifyInstance, deps: PartTypeRoutesDeps): void {
  const context = (request: FastifyRequest, user: SessionUser) => changeContextOf(request, user, deps.now);

  registerEndpoint(app, contracts.listPartTypesEndpoint, {
    access: SIGNED_IN,
    handler: async () =>
      (await listPartTypeRows(deps.db)).map(({ partCount, ...row }) => ({ ...row, part_count: partCount })),
  });

  // Public: the wizard reads its part's type before the visitor signs in.
  registerEndpoint(app, contracts.getPartTypeByNameEndpoint, {
    access: 'public',
    handler: ({ params }) => service.getPartTypeByName(deps.db, params.name),
  });

  registerEndpoint(app, contracts.createPartTypeEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) => service.createPartType(deps.db, body, context(request, user)),
  });

  registerEndpoint(app, contracts.updatePartTypeEndpoint, {
    access: ADMIN,
    handler: async ({ params, body, user, request }) =>
      service.updatePartType(deps.db, params.id, body, context(request, user)),
  });

  registerEndpoint(app, contracts.deletePartTypeEndpoint, {
    access: ADMIN,
    handler: async ({ params, user, request }) =>
      service.deletePartType(deps.db, params.id, context(request, user)),
  });
}
