import {
  exportPartsCsvEndpoint,
  importPartsCsvEndpoint,
  PART_CSV_MAX_BYTES,
  PART_CSV_MESSAGES,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../../domain/audit/change-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { readUploadedText, registerFileUploadScope } from '../../../platform/http/file-upload.ts';
import { registerEndpoint } from '../../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../../platform/sessions/session-manager.ts';
import { exportPartsCsv } from './export-parts-csv.ts';
import { importPartsCsv } from './import-parts-csv.ts';
import { loadPartExportLines } from './part-csv.repository.ts';

export interface PartCsvRoutesDeps {
  db: Database;
  sessions: SessionManager;
  now: () => Date;
}

/** Parts with their classification structure, out to CSV and back in (admin only). */
export async function registerPartCsvRoutes(app: FastifyInstance, deps: PartCsvRoutesDeps): Promise<void> {
  registerEndpoint(app, exportPartsCsvEndpoint, {
    access: ['admin'],
    handler: async ({ reply }) => {
      const stamp = deps.now().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="parts-${stamp}.csv"`);
      return exportPartsCsv(await loadPartExportLines(deps.db));
    },
  });

  await registerFileUploadScope(app, PART_CSV_MAX_BYTES, (scope) => {
    registerEndpoint(scope, importPartsCsvEndpoint, {
      access: ['admin'],
      handler: async ({ query, body, user, request }) => {
        const content =
          body?.content ?? (await readUploadedText(request, PART_CSV_MESSAGES.fileMissing)).content;
        const result = await importPartsCsv(deps.db, {
          content,
          dryRun: query.dry_run,
          context: changeContextOf(request, user, deps.now),
        });
        if (result.status === 'imported') {
          request.log.info({ counts: result.counts }, 'parts imported from CSV');
        }
        return result;
      },
    });
  });
}
