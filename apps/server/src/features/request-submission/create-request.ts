import {
  type CreateRequestResponse,
  MESSAGES,
  MFA_MESSAGES,
  REQUEST_MESSAGES,
  RegisterBodySchema,
} from '@specsource/contracts';
import { fieldValidationError } from '../../domain/accounts/account-rules.ts';
import { checkPassword } from '../../domain/accounts/check-password.ts';
import {
  createInactiveCustomer,
  inRegistrationTransaction,
  prepareCustomer,
} from '../../domain/accounts/register-customer.ts';
import { isMfaEnabled } from '../../domain/mfa/mfa.repository.ts';
import { findUserByEmail } from '../../domain/users/users.repository.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { claimIdempotencyKey, completeIdempotencyKey, findReplay } from '../../platform/http/idempotency.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import {
  type CreateRequestBody,
  type CreateRequestDeps,
  type CreateRequestInput,
  type CreateRequestResult,
  createForCustomer,
  idempotentCall,
  newOrderId,
  requestPagePath,
  writeRequest,
} from './create-request-for-customer.ts';

export type { CreateRequestBody } from './create-request-for-customer.ts';

type ContactInfo = NonNullable<CreateRequestBody['contact_info']>;

// Each visitor create may make an account and send mail: 20 an hour per network address.
const VISITOR_CREATES_PER_IP = { limit: 20, windowMs: 3_600_000 };

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
  const orderId = newOrderId();
  const customer = await prepareCustomer(
    {
      email: fields.email,
      password: fields.password,
      firstName: fields.first_name,
      lastName: fields.last_name,
      phone: fields.phone,
      companyName: fields.company_name,
      next: requestPagePath(orderId),
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
        orderId,
        customerId: user.id,
        // A search stays the new customer's draft; a request reaches its suppliers once the account is active.
        status: input.body.draft_key === undefined ? 'pending_activation' : 'draft',
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
    // docs/spec/marketplace-spec.md §4, §8 — wrong_password_given stops the submit; nothing is stored.
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
 * POST /api/request/ (docs/spec/marketplace-spec.md §4 'Sign-up response states'): a signed-in customer's request is
 * submitted at once (previously_logged_in); a visitor with an account signs in with it
 * (user_already_exists) or is refused (wrong_password_given); a new visitor gets an inactive account and
 * the request waits for its activation (new). With `draft_key` (a pump search) the request is the customer's
 * private draft instead, sent to the suppliers later with POST /api/request/send/{order_id}.
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
