import { randomBytes } from 'node:crypto';
import {
  type CreateRequestBodySchema,
  type CreateRequestResponse,
  type PartStructure,
  REQUEST_MESSAGES,
} from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordChange } from '../../domain/audit/change-context.ts';
import { notifyAssignedSuppliers } from '../../domain/requests/request-notifications.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import type { RequestStatus } from '../../platform/db/schema/index.ts';
import type { StoredFile } from '../../platform/files/attachments.ts';
import { type IdempotentCall, runIdempotent, type StoredResponse } from '../../platform/http/idempotency.ts';
import { createRateLimiter, type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { insertRequest, insertRequestAttachments } from './request-submission.repository.ts';
import { saveDraft } from './save-draft.ts';

// POST /api/request/ for a customer account: signed in, or a visitor who proved the account's password.

export type CreateRequestBody = z.output<typeof CreateRequestBodySchema>;
export type IsLoggedIn = CreateRequestResponse['is_logged_in'];

export interface CreateRequestDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  onMailQueued: () => void;
  /** REQUESTS_PER_CUSTOMER_PER_HOUR: submitted requests one customer account may send in an hour. */
  requestsPerCustomerPerHour: number;
  /** New drafts (first searches of a wizard) one customer account may save in an hour. */
  draftsPerCustomerPerHour: number;
}

export interface CreateRequestInput {
  body: CreateRequestBody;
  /** The normalised answer (checked against the part's structure). */
  answer: PartStructure;
  files: readonly StoredFile[];
  user: SessionUser | null;
  ip: string;
  origin: string;
  idempotencyKey: string | null;
  /** Hash of what was sent (the password left out), to tell a repeat from a different call with one key. */
  requestHash: string;
  /** The request's logger, for the contact step's password check (OWASP ASVS 5.0 §16.3.1). */
  log?: FastifyBaseLogger | undefined;
}

export interface CreateRequestResult {
  response: StoredResponse<CreateRequestResponse>;
  /** Set when the visitor proved their password: the route signs them in. */
  signInUserId: number | null;
  /** The stored files are not used (a replay): the route removes them. */
  isReplay: boolean;
}

const ROUTE = 'POST /api/request/';
const HOUR_MS = 3_600_000;
/** The customer's page of one request: the activation link of a visitor who registered in the wizard opens it. */
export function requestPagePath(orderId: string): string {
  return `/user/requests/?${new URLSearchParams({ template: 'request-details', order_id: orderId }).toString()}`;
}

/**
 * Counts one request sent to suppliers against the customer's hourly ceiling (REQUESTS_PER_CUSTOMER_PER_HOUR), in
 * the caller's transaction: a refusal rolls the send back with it. A wizard's direct submit and a draft's send
 * (send-request.ts) share this one count; searches never reach it.
 */
export async function spendRequestSend(
  tx: Transaction,
  customerId: number,
  rule: { limit: number; now: () => Date },
): Promise<void> {
  await spendOrRefuse(
    createRateLimiter(tx, rule.now),
    [{ key: `request-create:customer:${customerId}`, limit: rule.limit, windowMs: HOUR_MS }],
    (waitMinutes) => REQUEST_MESSAGES.hourlyLimitReached(rule.limit, waitMinutes),
  );
}

/** The public reference: 128 random bits, URL-safe (22 characters). */
export function newOrderId(): string {
  return randomBytes(16).toString('base64url');
}

export function idempotentCall(input: CreateRequestInput, userId: number): IdempotentCall | null {
  return input.idempotencyKey
    ? { userId, route: ROUTE, key: input.idempotencyKey, requestHash: input.requestHash }
    : null;
}

/** Writes the request, its attachments, its audit row and (when submitted) the suppliers' mail. */
export async function writeRequest(
  tx: Transaction,
  input: CreateRequestInput,
  owner: { orderId: string; customerId: number; status: RequestStatus; isLoggedIn: IsLoggedIn; now: Date },
): Promise<StoredResponse<CreateRequestResponse>> {
  const { body } = input;
  const row = await insertRequest(tx, {
    orderId: owner.orderId,
    draftKey: body.draft_key ?? null,
    partId: body.part,
    customerId: owner.customerId,
    answer: input.answer,
    comment: body.comment,
    quantity: body.quantity,
    zipCode: body.zip_code,
    status: owner.status,
    now: owner.now,
  });
  await insertRequestAttachments(tx, {
    requestId: row.id,
    uploadedById: owner.customerId,
    files: input.files,
    now: owner.now,
  });
  await recordChange(
    tx,
    { actorId: owner.customerId, ip: input.ip || null, now: owner.now },
    { action: 'create', entity: 'request', entityId: row.id, before: null, after: { status: row.status } },
  );
  if (row.status === 'submitted') {
    await notifyAssignedSuppliers(tx, row, { origin: input.origin, now: owner.now });
  }
  return { status: 201, body: { order_id: row.orderId, is_logged_in: owner.isLoggedIn, status: row.status } };
}

/** A search's request: the customer's draft, saved under the wizard's draft key (one per wizard). */
async function saveDraftForCustomer(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
  customer: { id: number; isLoggedIn: IsLoggedIn; draftKey: string },
): Promise<CreateRequestResult> {
  const { body } = input;
  const context = { actorId: customer.id, ip: input.ip || null, now: deps.now() };
  const saved = await deps.db.transaction((tx) =>
    saveDraft(
      tx,
      {
        orderId: newOrderId(),
        customerId: customer.id,
        draftKey: customer.draftKey,
        partId: body.part,
        answer: input.answer,
        comment: body.comment,
        quantity: body.quantity,
        zipCode: body.zip_code,
        files: input.files,
      },
      { context, draftsPerHour: deps.draftsPerCustomerPerHour },
    ),
  );
  return {
    response: {
      status: 201,
      body: { order_id: saved.row.orderId, is_logged_in: customer.isLoggedIn, status: saved.row.status },
    },
    signInUserId: customer.isLoggedIn === 'user_already_exists' ? customer.id : null,
    // An update of the draft keeps the files its first search stored.
    isReplay: !saved.isNew,
  };
}

export async function createForCustomer(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
  customerId: number,
  isLoggedIn: IsLoggedIn,
): Promise<CreateRequestResult> {
  const draftKey = input.body.draft_key;
  if (draftKey !== undefined) {
    return saveDraftForCustomer(deps, input, { id: customerId, isLoggedIn, draftKey });
  }
  const now = deps.now();
  const limit = deps.requestsPerCustomerPerHour;
  const result = await runIdempotent(deps.db, idempotentCall(input, customerId), now, async (tx) => {
    const response = await writeRequest(tx, input, {
      orderId: newOrderId(),
      customerId,
      status: 'submitted',
      isLoggedIn,
      now,
    });
    // Counted last and in the same transaction: a replay never gets here, a refused request takes its count back
    // with it, and the counter's row stays locked only until the commit that follows.
    await spendRequestSend(tx, customerId, { limit, now: deps.now });
    return response;
  });
  if (!result.isReplay) {
    deps.onMailQueued();
  }
  return {
    response: { status: result.status, body: result.body },
    signInUserId: isLoggedIn === 'user_already_exists' ? customerId : null,
    isReplay: result.isReplay,
  };
}
