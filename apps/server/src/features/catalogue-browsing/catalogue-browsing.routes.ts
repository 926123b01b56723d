import {
  CATALOGUE_FILE_MAX_BYTES,
  CATALOGUE_MESSAGES,
  type CatalogueFileFormat,
  type CatalogueSummary,
  exportCatalogueEndpoint,
  getCatalogueSummaryEndpoint,
  getPumpEndpoint,
  importCatalogueEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCataloguePumps } from '../../domain/catalogue/catalogue-load.repository.ts';
import { isDemoPump, toCataloguePumpRecord } from '../../domain/catalogue/catalogue-record.ts';
import type { CatalogueSnapshot, CatalogueStore } from '../../domain/catalogue/catalogue-store.ts';
import { catalogueFormatOf, exportCatalogueFile } from '../../domain/catalogue/import/catalogue-file.ts';
import { importCatalogueFile } from '../../domain/catalogue/import/import-catalogue.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readUploadedText, registerFileUploadScope } from '../../platform/http/file-upload.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';

export interface CatalogueRoutesDeps {
  db: Database;
  catalogue: CatalogueStore<unknown>;
  sessions: SessionManager;
}

const CONTENT_TYPES: Record<CatalogueFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The pump catalogue: its public summary and pump pages, and the admin import and export. */
export async function registerCatalogueBrowsingRoutes(
  app: FastifyInstance,
  deps: CatalogueRoutesDeps,
): Promise<void> {
  const summaries = new WeakMap<object, CatalogueSummary>();

  registerEndpoint(app, getCatalogueSummaryEndpoint, {
    access: 'public',
    handler: async () => {
      const snapshot = deps.catalogue.current();
      let summary = summaries.get(snapshot);
      if (!summary) {
        summary = summarize(snapshot);
        summaries.set(snapshot, summary);
      }
      return summary;
    },
  });

  registerEndpoint(app, getPumpEndpoint, {
    access: 'public',
    handler: async ({ params }) => {
      const pump = deps.catalogue.current().pumpById(params.id);
      if (!pump) {
        throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.pumpNotFound);
      }
      return { ...toCataloguePumpRecord(pump), is_demo: isDemoPump(pump) };
    },
  });

  registerEndpoint(app, exportCatalogueEndpoint, {
    access: ['admin'],
    handler: async ({ query, reply }) => {
      // From the database, not this instance's copy, which may be a poll interval behind.
      const pumps = await loadCataloguePumps(deps.db);
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="pump-catalogue-${stamp}.${query.format}"`);
      return exportCatalogueFile(pumps, query.format);
    },
  });

  // Catalogue files are larger than the app's 1 MiB body limit: this scope alone accepts up to the file limit.
  await registerFileUploadScope(app, CATALOGUE_FILE_MAX_BYTES, (scope) => {
    registerEndpoint(scope, importCatalogueEndpoint, {
      access: ['admin'],
      handler: async ({ query, body, user: admin, request }) => {
        const file = body ?? (await readCatalogueUpload(request));
        const { result, version } = await importCatalogueFile(deps.db, {
          content: file.content,
          format: file.format,
          dryRun: query.dry_run,
          replace: query.replace,
          actor: { id: admin.id, ip: request.ip || null },
        });
        if (version !== null) {
          request.log.info({ version, counts: result.counts }, 'pump catalogue imported');
          await deps.catalogue.refresh();
        }
        return result;
      },
    });
  });
}

async function readCatalogueUpload(
  request: FastifyRequest,
): Promise<{ content: string; format: CatalogueFileFormat }> {
  const { content, fileName } = await readUploadedText(request, CATALOGUE_MESSAGES.fileMissing);
  const format = catalogueFormatOf(fileName) ?? (content.trimStart().startsWith('{') ? 'json' : 'csv');
  return { content, format };
}

function summarize(snapshot: CatalogueSnapshot<unknown>): CatalogueSummary {
  const makers = new Map<string, { pump_count: number; is_demo: boolean }>();
  const types = new Map<CatalogueSummary['types'][number]['type'], number>();
  // Three texts per pump, read in place: rebuilding 20,000 pumps to count them would make 60 MB of garbage.
  const { pumps } = snapshot;
  for (let position = 0; position < pumps.count; position += 1) {
    const manufacturer = pumps.text(position, 'manufacturer') as string;
    const type = pumps.text(position, 'type') as CatalogueSummary['types'][number]['type'];
    const maker = makers.get(manufacturer) ?? {
      pump_count: 0,
      is_demo: isDemoPump({ dataSource: pumps.text(position, 'dataSource') as string }),
    };
    maker.pump_count += 1;
    makers.set(manufacturer, maker);
    types.set(type, (types.get(type) ?? 0) + 1);
  }
  return {
    spec_count: pumps.count,
    version: snapshot.version,
    loaded_at: snapshot.loadedAt.toISOString(),
    manufacturers: [...makers]
      .map(([name, maker]) => ({ name, ...maker }))
      .sort((a, b) => b.pump_count - a.pump_count || a.name.localeCompare(b.name)),
    types: [...types]
      .map(([type, pump_count]) => ({ type, pump_count }))
      .sort((a, b) => b.pump_count - a.pump_count || a.type.localeCompare(b.type)),
  };
}
