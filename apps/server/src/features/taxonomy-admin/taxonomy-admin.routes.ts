import * as contracts from '@specsource/contracts';
import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import { attributeKeyInfos } from '../../domain/taxonomy/attribute-key-infos.ts';
import { listAttributeRows } from '../../domain/taxonomy/attributes.repository.ts';
import {
  findClassification,
  listClassificationRows,
} from '../../domain/taxonomy/classifications.repository.ts';
import { listUnitRows } from '../../domain/taxonomy/units.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import * as attributes from './attributes.service.ts';
import * as classifications from './classifications.service.ts';
import * as units from './units.service.ts';

export interface TaxonomyRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

const ADMIN = ['admin'] as const;
// The two reads the spec lists feed the Add Part screen's dropdowns; any signed-in user may read them.
const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** Classifications, attributes and units — reads for signed-in users, changes for admins. */
export function registerTaxonomyAdminRoutes(app: FastifyInstance, deps: TaxonomyRoutesDeps): void {
  const context = (request: FastifyRequest, user: SessionUser) => changeContextOf(request, user, deps.now);

  registerEndpoint(app, contracts.listAttributeKeysEndpoint, {
    access: ADMIN,
    handler: async () => attributeKeyInfos(),
  });

  registerEndpoint(app, contracts.listClassificationsEndpoint, {
    access: SIGNED_IN,
    handler: () => listClassificationRows(deps.db),
  });

  registerEndpoint(app, contracts.createClassificationEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) =>
      classifications.createClassification(deps.db, body.title, context(request, user)),
  });

  registerEndpoint(app, contracts.updateClassificationEndpoint, {
    access: ADMIN,
    handler: async ({ params, body, user, request }) =>
      classifications.updateClassification(deps.db, params.id, body.title, context(request, user)),
  });

  registerEndpoint(app, contracts.deleteClassificationEndpoint, {
    access: ADMIN,
    handler: async ({ params, user, request }) =>
      classifications.deleteClassification(deps.db, params.id, context(request, user)),
  });

  registerEndpoint(app, contracts.listClassificationAttributesEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params }) => {
      if (!(await findClassification(deps.db, params.classificationId))) {
        throw new AppError('NOT_FOUND', TAXONOMY_MESSAGES.classificationNotFound);
      }
      return listAttributeRows(deps.db, params.classificationId);
    },
  });

  registerEndpoint(app, contracts.getAttributeEndpoint, {
    access: ADMIN,
    handler: ({ params }) => attributes.getAttribute(deps.db, params.id),
  });

  registerEndpoint(app, contracts.createAttributeEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) =>
      attributes.createAttribute(deps.db, body, context(request, user)),
  });

  registerEndpoint(app, contracts.updateAttributeEndpoint, {
    access: ADMIN,
    handler: async ({ params, body, user, request }) =>
      attributes.updateAttribute(deps.db, params.id, body, context(request, user)),
  });

  registerEndpoint(app, contracts.deleteAttributeEndpoint, {
    access: ADMIN,
    handler: async ({ params, user, request }) =>
      attributes.deleteAttribute(deps.db, params.id, context(request, user)),
  });

  registerEndpoint(app, contracts.listUnitsEndpoint, {
    access: ADMIN,
    handler: () => listUnitRows(deps.db),
  });

  registerEndpoint(app, contracts.createUnitEndpoint, {
    access: ADMIN,
    handler: async ({ body, user, request }) => units.createUnit(deps.db, body.title, context(request, user)),
  });

  registerEndpoint(app, contracts.updateUnitEndpoint, {
    access: ADMIN,
    handler: async ({ params, body, user, request }) =>
      units.updateUnit(deps.db, params.id, body.title, context(request, user)),
  });

  registerEndpoint(app, contracts.deleteUnitEndpoint, {
    access: ADMIN,
    handler: async ({ params, user, request }) =>
      units.deleteUnit(deps.db, params.id, context(request, user)),
  });
}
