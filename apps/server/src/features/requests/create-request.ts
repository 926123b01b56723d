import { randomBytes } from 'node:crypto';
import {
  type CreateRequestBodySchema,
  type CreateRequestResponse,
  MESSAGES,
  MFA_MESSAGES,
  type PartStructure,
  REQUEST_MESSAGES,
  RegisterBodySchema,
} from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { fieldValidationError } from '../../accounts/account-rules.ts';
import { checkPassword } from '../../accounts/check-password.ts';
import {
  createInactiveCustomer,
  inRegistrationTransaction,
  prepareCustomer,
} from '../../accounts/register-customer.ts';
import { recordChange } from '../../audit/change-context.ts';
import type { Database, Transaction } from '../../db/database.ts';
import type { RequestStatus } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { StoredFile } from '../../files/attachments.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findReplay,
  type IdempotentCall,
  runIdempotent,
  type StoredResponse,
} from '../../http/idempotency.ts';
import { isMfaEnabled } from '../../mfa/mfa.repository.ts';
import { notifyAssignedSuppliers } from '../../requests/request-notifications.ts';
import { createRateLimiter, type RateLimiter, spendOrRefuse } from '../../security/rate-limit.ts';
import type { SessionUser } from '../../sessions/session-manager.ts';
import { findUserByEmail } from '../../users/users.repository.ts';
import { insertRequest, insertRequestAttachments } from './requests.repository.ts';

export type CreateRequestBody = z.output<typeof CreateRequestBodySchema>;
type ContactInfo = NonNullable<CreateRequestBody['contact_info']>;
type IsLoggedIn = CreateRequestResponse['is_logged_in'];

export interface CreateRequestDeps {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  onMailQueued: () => void;
  /** REQUESTS_PER_CUSTOMER_PER_HOUR: submitted requests one customer account may send in an hour. */
  requestsPerCustomerPerHour: number;
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
// Each visitor create may make an account and send mail: 20 an hour per network address.
const VISITOR_CREATES_PER_IP = { limit: 20, windowMs: HOUR_MS };
// The activation link opens the customer's requests (DESIGN.md 'guest who registers').
const AFTER_ACTIVATION_PATH = '/user/requests/?template=request-details';

/** The public reference: 128 random bits, URL-safe (22 characters). */
export function newOrderId(): string {
  return randomBytes(16).toString('base64url');
}

function idempotentCall(input: CreateRequestInput, userId: number): IdempotentCall | null {
  return input.idempotencyKey
    ? { userId, route: ROUTE, key: input.idempotencyKey, requestHash: input.requestHash }
    : null;
}

/** Writes the request, its attachments, its audit row and (when submitted) the suppliers' mail. */
async function writeRequest(
  tx: Transaction,
  input: CreateRequestInput,
  owner: { customerId: number; status: RequestStatus; isLoggedIn: IsLoggedIn; now: Date },
): Promise<StoredResponse<CreateRequestResponse>> {
  const { body } = input;
  const row = await insertRequest(tx, {
    orderId: newOrderId(),
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

async function createForCustomer(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
  customerId: number,
  isLoggedIn: IsLoggedIn,
): Promise<CreateRequestResult> {
  const now = deps.now();
  const limit = deps.requestsPerCustomerPerHour;
  const result = await runIdempotent(deps.db, idempotentCall(input, customerId), now, async (tx) => {
    const response = await writeRequest(tx, input, { customerId, status: 'submitted', isLoggedIn, now });
    // Counted last and in the same transaction: a replay never gets here, a refused request takes its count back
    // with it, and the counter's row stays locked only until the commit that follows.
    await spendOrRefuse(
      createRateLimiter(tx, deps.now),
      [{ key: `request-create:customer:${customerId}`, limit, windowMs: HOUR_MS }],
      (waitMinutes) => REQUEST_MESSAGES.hourlyLimitReached(limit, waitMinutes),
    );
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

/** The registration rules (one source: the register form's schema), on the wizard's field names. */
function checkNewAccountFields(contact: ContactInfo) {
  const parsed = RegisterBodySchema.safeParse({
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    company_name: contact.companyName,
    password: contact.password,
    confirm_password: contact.confirmPassword ?? '',
  });
  if (parsed.success) {
    return parsed.data;
  }
  const names: Record<string, string> = { company_name: 'companyName', confirm_password: 'confirmPassword' };
  const problems: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'email');
    const path = `contact_info.${names[field] ?? field}`;
    problems[path] = [...(problems[path] ?? []), issue.message];
  }
  throw fieldValidationError(problems);
}

async function createForNewVisitor(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
  contact: ContactInfo,
  isRetry: boolean,
): Promise<CreateRequestResult> {
  const fields = checkNewAccountFields(contact);
  const customer = await prepareCustomer(
    {
      email: fields.email,
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
      phone: fields.phone,
      companyName: fields.company_name,
      next: AFTER_ACTIVATION_PATH,
    },
    (field) => `contact_info.${field}`,
  );
  const now = deps.now();
  const result = await inRegistrationTransaction(
    deps.db,
    async (tx) => {
      const user = await createInactiveCustomer(tx, customer, { origin: input.origin, now });
      // A brand-new account has no keys yet: this claim always succeeds, and commits with the request.
      const call = idempotentCall(input, user.id);
      const claim = call ? await claimIdempotencyKey(tx, call, now) : null;
      const response = await writeRequest(tx, input, {
        customerId: user.id,
        status: 'pending_activation',
        isLoggedIn: 'new',
        now,
      });
      if (claim?.kind === 'claimed') {
        await completeIdempotencyKey(tx, claim.id, response);
      }
      return { response, signInUserId: null, isReplay: false };
    },
    // The same e-mail registered at this moment (a double submit): decide again, now that the account exists.
    () =>
      isRetry
        ? Promise.reject(new AppError('CONFLICT', MESSAGES.emailTaken))
        : createForVisitor(deps, input, true),
  );
  // The activation mail (committed now) goes out at once.
  deps.onMailQueued();
  return result;
}

async function createForVisitor(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
  isRetry = false,
): Promise<CreateRequestResult> {
  const contact = input.body.contact_info;
  if (!contact) {
    throw fieldValidationError({ contact_info: [REQUEST_MESSAGES.contactInfoRequired] });
  }
  const existing = await findUserByEmail(deps.db, contact.email);
  if (!existing) {
    return createForNewVisitor(deps, input, contact, isRetry);
  }
  // Shares sign-in's failed-attempt limits: the contact step must not be a way around them.
  const check = await checkPassword(deps, {
    email: contact.email,
    password: contact.password,
    ip: input.ip,
    log: input.log,
  });
  if (check.outcome === 'invalid') {
    // spec: marketplace §4, §8 — wrong_password_given stops the submit; nothing is stored.
    throw new AppError('VALIDATION', REQUEST_MESSAGES.wrongPassword, {
      'contact_info.password': [REQUEST_MESSAGES.wrongPassword],
    });
  }
  if (existing.role !== 'customer') {
    throw new AppError('FORBIDDEN', REQUEST_MESSAGES.accountNotCustomer);
  }
  if (check.outcome === 'valid' && (await isMfaEnabled(deps.db, existing.id))) {
    // The password is one factor: a request in this account's name waits for the second (the Login toggle).
    throw new AppError('VALIDATION', MFA_MESSAGES.wizardSignInFirst, {
      'contact_info.password': [MFA_MESSAGES.wizardSignInFirst],
    });
  }
  if (check.outcome === 'inactive') {
    // A repeat of the submit that registered this account answers as the first did; anything else waits
    // for the activation link.
    const call = idempotentCall(input, existing.id);
    const replay = call ? await findReplay<CreateRequestResponse>(deps.db, call) : null;
    if (replay) {
      return { response: replay, signInUserId: null, isReplay: true };
    }
    throw new AppError('BAD_REQUEST', MESSAGES.accountNotActivated);
  }
  return createForCustomer(deps, input, existing.id, 'user_already_exists');
}

/**
 * POST /api/request/ (spec: marketplace §4 'Sign-up response states'): a signed-in customer's request is
 * submitted at once (previously_logged_in); a visitor with an account signs in with it
 * (user_already_exists) or is refused (wrong_password_given); a new visitor gets an inactive account and
 * the request waits for its activation (new).
 */
export async function createRequest(
  deps: CreateRequestDeps,
  input: CreateRequestInput,
): Promise<CreateRequestResult> {
  if (input.user) {
    if (input.user.role !== 'customer') {
      throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notACustomer);
    }
    return createForCustomer(deps, input, input.user.id, 'previously_logged_in');
  }
  return createForVisitor(deps, input);
}

/**
 * A visitor's create takes its slot under the per-address limit before the route reads the body: over the
 * limit, nothing of a 10 MiB upload is read or stored. Every visitor call counts, a refused one too, since
 * each may make an account and send mail.
 */
export async function takeVisitorCreateSlot(rateLimiter: RateLimiter, ip: string): Promise<void> {
  await spendOrRefuse(
    rateLimiter,
    [{ key: `request-create:ip:${ip}`, ...VISITOR_CREATES_PER_IP }],
    MESSAGES.rateLimited,
  );
}
