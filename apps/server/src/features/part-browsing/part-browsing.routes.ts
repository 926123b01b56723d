import {
  buildPath,
  findPartsEndpoint,
  getPartBySlugEndpoint,
  MESSAGES,
  PART_LIST_MAX,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { findPartDetails } from '../../domain/parts/part-details.repository.ts';
import { findPartIdByOldSlug } from '../../domain/parts/part-slug.repository.ts';
import type { PartTitleIndex } from '../../domain/parts/part-title-index.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { pageAnswer, pageWindow } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import { requestUser } from '../../platform/http/request-user.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findPartsWithTitle } from './part-browsing.repository.ts';

export interface PartRoutesDeps {
  db: Database;
  sessions: SessionManager;
  /** The titles in memory for the typeahead. */
  partTitles: PartTitleIndex;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerPartBrowsingRoutes(app: FastifyInstance, deps: PartRoutesDeps): void {
  // Only admins change parts and part types (docs/spec/marketplace-spec.md §6). A write of theirs that succeeded on
  // this instance is marked before its answer leaves, so the admin's own next search sees it; other instances hear
  // the parts trigger's NOTIFY. Other roles' writes (every search is a POST) leave the titles alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      if (requestUser(request)?.role === 'admin') {
        deps.partTitles.markStale();
      }
    }
    done(null, payload);
  });

  // docs/spec/marketplace-spec.md §7 — the home page's typeahead; visitors may search (docs/design.md 'visitors'). With
  // `exact=true&pagination=false` it is the Add Part screen's similar-title check, which always reads the
  // database: it guards against a duplicate being created now.
  registerEndpoint(app, findPartsEndpoint, {
    access: 'public',
    handler: async ({ query, request }) => {
      if (!query.pagination) {
        const { count, rows } = query.exact
          ? await findPartsWithTitle(deps.db, { title: query.title, limit: PART_LIST_MAX, offset: 0 })
          : await deps.partTitles.search({ title: query.title, limit: PART_LIST_MAX, offset: 0 });
        return { count, next: null, previous: null, results: rows };
      }
      const window = pageWindow(query.page);
      const found = query.exact
        ? await findPartsWithTitle(deps.db, { title: query.title, ...window })
        : await deps.partTitles.search({ title: query.title, ...window });
      return pageAnswer(request.url, query.page, found);
    },
  });

  registerEndpoint(app, getPartBySlugEndpoint, {
    access: 'public',
    handler: async ({ params, reply }) => {
      const part = await findPartDetails(deps.db, { slug: params.slug });
      if (part) {
        return part;
      }
      // A link from before a rename still works — 301 to the part's current address.
      const partId = await findPartIdByOldSlug(deps.db, params.slug);
      const renamed = partId === null ? null : await findPartDetails(deps.db, { id: partId });
      if (!renamed) {
        throw new AppError('NOT_FOUND', MESSAGES.partNotFound);
      }
      reply.code(301).header('location', buildPath(getPartBySlugEndpoint.path, { slug: renamed.slug }));
      return renamed;
    },
  });
}
