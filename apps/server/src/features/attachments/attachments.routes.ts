import { downloadRequestAttachmentEndpoint, downloadReviewAttachmentEndpoint } from '@specsource/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { attachmentDisposition } from '../../platform/files/content-disposition.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import * as service from './attachments.service.ts';

export interface AttachmentRoutesDeps {
  db: Database;
  sessions: SessionManager;
  fileStore: FileStore;
}

const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** The authorised downloads behind every `Attachment.url`. */
export function registerAttachmentRoutes(app: FastifyInstance, deps: AttachmentRoutesDeps): void {
  // Always a download, never rendered by the browser on our origin, never kept in a shared cache.
  const sendFile = (reply: FastifyReply, file: service.FileDownload) => {
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return file.stream;
  };

  registerEndpoint(app, downloadRequestAttachmentEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params, user, reply }) =>
      sendFile(reply, await service.downloadRequestAttachment(deps.db, deps.fileStore, user, params.id)),
  });

  registerEndpoint(app, downloadReviewAttachmentEndpoint, {
    access: SIGNED_IN,
    handler: async ({ params, user, reply }) =>
      sendFile(reply, await service.downloadReviewAttachment(deps.db, deps.fileStore, user, params.id)),
  });
}
