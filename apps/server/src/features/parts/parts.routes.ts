import { findParts, getPartBySlug, MESSAGES, TABLE_PAGE_SIZE } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { pageLinks } from '../../http/page-links.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findPartStructureBySlug, findPartsByTitle } from './parts.repository.ts';

export interface PartRoutesDeps {
  db: Database;
}

export function registerPartRoutes(app: FastifyInstance, deps: PartRoutesDeps): void {
  // spec: marketplace §7 — the home page's typeahead; visitors may search (DESIGN.md 'visitors').
  registerEndpoint(app, findParts, {
    access: 'public',
    handler: async ({ query, request }) => {
      const offset = (query.page - 1) * TABLE_PAGE_SIZE;
      const { count, rows } = await findPartsByTitle(deps.db, {
        title: query.title,
        limit: TABLE_PAGE_SIZE,
        offset,
      });
      return { count, ...pageLinks(request.url, query.page, count), results: rows };
    },
  });

  registerEndpoint(app, getPartBySlug, {
    access: 'public',
    handler: async ({ params }) => {
      const part = await findPartStructureBySlug(deps.db, params.slug);
      if (!part) {
        throw new AppError('NOT_FOUND', MESSAGES.partNotFound);
      }
      return part;
    },
  });
}
