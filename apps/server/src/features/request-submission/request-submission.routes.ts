import {
  createRequestEndpoint,
  getRequestByIdEndpoint,
  getRequestByOrderIdEndpoint,
  getRequestHistoryEndpoint,
  sendRequestEndpoint,
  updateRequestEndpoint,
  withdrawRequestEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { changeContextOf } from '../../domain/audit/change-context.ts';
import type { Database } from '../../platform/db/database.ts';
import { removeStoredFiles, type StoredFile, storeUploadedFiles } from '../../platform/files/attachments.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { uploadedFiles } from '../../platform/files/uploaded-files.ts';
import { idempotencyKeyOf, requestHashOf } from '../../platform/http/idempotency.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { type CreateRequestBody, createRequest as create, takeVisitorCreateSlot } from './create-request.ts';
import { checkRequestFields } from './request-fields.ts';
import { findRequestHistory } from './request-history.ts';
import * as service from './request-submission.service.ts';
import { sendRequest as send } from './send-request.ts';
import { withdrawRequest as withdraw } from './withdraw-request.ts';

export interface RequestRoutesDeps {
  db: Database;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  now: () => Date;
  fileStore: FileStore;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
  onMailQueued: () => void;
  /** REQUESTS_PER_CUSTOMER_PER_HOUR. */
  requestsPerCustomerPerHour: number;
  /** New drafts (pump searches) one account may save in an hour. */
  draftsPerCustomerPerHour: number;
}

const EVERY_ROLE = ['customer', 'supplier', 'admin'] as const;

/** What identifies a submission for Idempotency-Key: the body without the password, and the files' digests. */
function submissionHash(body: CreateRequestBody, files: ReturnType<typeof uploadedFiles>): string {
  const contact = body.contact_info ? { ...body.contact_info, password: null, confirmPassword: null } : null;
  return requestHashOf({
    body: { ...body, contact_info: contact },
    files: files.map((file) => [file.originalName, file.sha256]),
  });
}

/**
 * Files go to the store before the transaction that records them, and are removed again
 * when it fails or when the call was a replay (the first call's files are the request's).
 */
async function withStoredFiles<T extends { isReplay: boolean }>(
  fileStore: FileStore,
  files: ReturnType<typeof uploadedFiles>,
  submit: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploadedFiles(fileStore, files);
  const keys = stored.map((file) => file.storageKey);
  try {
    const result = await submit(stored);
    if (result.isReplay) {
      await removeStoredFiles(fileStore, keys);
    }
    return result;
  } catch (error) {
    await removeStoredFiles(fileStore, keys);
    throw error;
  }
}

/** docs/spec/marketplace-spec.md §7 — the request calls of the wizard, the customer's pages and the supplier portal. */
export function registerRequestSubmissionRoutes(app: FastifyInstance, deps: RequestRoutesDeps): void {
  registerEndpoint(app, createRequestEndpoint, {
    // Visitors submit too (they register or sign in with contact_info); the service refuses suppliers/admins.
    access: 'public',
    // docs/spec/marketplace-spec.md §7 — multipart with form_data (the JSON body) and file_comment.
    multipart: { jsonField: 'form_data', fileField: 'file_comment', maxFiles: 1 },
    beforeBody: async (request, caller) => {
      if ((await caller) === null) {
        await takeVisitorCreateSlot(deps.rateLimiter, request.ip);
      }
    },
    handler: async ({ body, user: caller, request, reply }) => {
      const user = await caller;
      const idempotencyKey = idempotencyKeyOf(request);
      const answer = await checkRequestFields(deps.db, body);
      const files = uploadedFiles(request);
      const result = await withStoredFiles(deps.fileStore, files, (stored) =>
        create(deps, {
          body,
          answer,
          files: stored,
          user,
          ip: request.ip,
          origin: deps.publicOrigin,
          idempotencyKey,
          requestHash: submissionHash(body, files),
          log: request.log,
        }),
      );
      if (result.signInUserId !== null) {
        await deps.sessions.signIn(request, reply, result.signInUserId);
      }
      reply.code(result.response.status);
      return result.response.body;
    },
  });

  registerEndpoint(app, getRequestByOrderIdEndpoint, {
    access: EVERY_ROLE,
    handler: async ({ params, user }) => service.getRequestByOrderId(deps.db, user, params.order_id),
  });

  registerEndpoint(app, updateRequestEndpoint, {
    access: ['customer'],
    handler: async ({ params, body, user, request }) =>
      service.updateRequest(deps.db, user, {
        orderId: params.order_id,
        fields: body,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, sendRequestEndpoint, {
    access: ['customer'],
    handler: async ({ params, user, request }) =>
      send(deps, user, {
        orderId: params.order_id,
        origin: deps.publicOrigin,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, withdrawRequestEndpoint, {
    access: ['customer'],
    handler: async ({ params, user, request }) =>
      withdraw(deps.db, user, {
        orderId: params.order_id,
        context: changeContextOf(request, user, deps.now),
      }),
  });

  registerEndpoint(app, getRequestHistoryEndpoint, {
    access: EVERY_ROLE,
    handler: async ({ params, user }) => {
      const { row } = await service.findOwnedRequest(deps.db, user, params.order_id);
      return { results: await findRequestHistory(deps.db, row) };
    },
  });

  registerEndpoint(app, getRequestByIdEndpoint, {
    access: EVERY_ROLE,
    handler: async ({ params, user }) => service.getRequestById(deps.db, user, params.request_id),
  });
}
