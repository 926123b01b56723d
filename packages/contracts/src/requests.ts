import { z } from 'zod';
import { AttachmentSchema } from './attachments.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH } from './auth.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';
import { MESSAGES, minutesText } from './messages.ts';
import { PartStructureSchema } from './parts.ts';
import { OrderIdParamsSchema, REQUEST_STATUS_VALUES, RequestPartSchema } from './review-selection.ts';
import { AnswerSchema } from './specification.ts';

// The Requests API (docs/spec/marketplace-spec.md §3 Request / Contact info, §4 'Sign-up response
// states', §5 'Contact step' and 'Submit step', §7 POST /api/request/ … GET /api/get_request/{id}).

export const REQUEST_COMMENT_MAX_LENGTH = 5000;
export const REQUEST_QUANTITY_MAX = 1_000_000;
/** Idempotency-Key values: printable ASCII, at most this long. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const REQUEST_MESSAGES = {
  // docs/spec/marketplace-spec.md §8 'wrong_password_given'.
  wrongPassword: 'User already exists, But wrong password given',
  quantityMin: MESSAGES.quantityMin,
  // docs/spec/marketplace-spec.md §5 'Submit step'.
  quantityRequired: 'This quantity is required',
  quantityTooLarge: `Quantity can be at most ${REQUEST_QUANTITY_MAX.toLocaleString('en-US')}`,
  zipCode: MESSAGES.zipCodeDigits,
  commentTooLong: `The comment can be at most ${REQUEST_COMMENT_MAX_LENGTH} characters`,
  partInvalid: 'Choose a part',
  partNotFound: 'This part no longer exists. Choose a part on the home page.',
  partChanged: "A request's part cannot be changed. Start a new request for the other part.",
  contactInfoRequired: 'Sign in, or give your contact details to register',
  notACustomer: 'Only customer accounts make requests. Sign in with a customer account.',
  accountNotCustomer: 'This e-mail belongs to an account that cannot make requests. Use a customer account.',
  notFound: 'Request not found. Check the link or choose it from your requests.',
  notEditable: 'This request can no longer be changed: it is ordered, completed or cancelled.',
  notYetActive: 'This request can be changed once your account is activated. Open the link we e-mailed you.',
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new submission.',
  idempotencyInProgress:
    'This request is still being processed. Wait a moment, then check your requests before sending it again.',
  draftKeyInvalid: 'The draft key must be a UUID',
  draftAlreadySent:
    'This search was already sent to the suppliers as a request. Open it from your requests to change it.',
  /** Per-account ceiling on drafts (every pump search stores one), so a script cannot fill the database. */
  draftLimitReached: (limit: number, minutes: number) =>
    `This account has saved ${limit.toLocaleString('en-US')} new searches in the past hour, the most one account may. Search again in ${minutesText(minutes)}.`,
  sent: 'We received your request! The suppliers of this part will send their offers.',
  notSendable: 'This request was withdrawn, so it can no longer be sent. Start a new request for this part.',
  withdrawn: 'Your request was withdrawn. Suppliers no longer see it.',
  notWithdrawable: 'This request is already ordered or completed, so it can no longer be withdrawn.',
  /** Per-account ceiling (OWASP ASVS 5.0 §2.4.1): every request mails the part's suppliers. */
  hourlyLimitReached: (limit: number, minutes: number) =>
    `This account has sent ${limit.toLocaleString('en-US')} requests in the past hour, the most one account may. Send this one in ${minutesText(minutes)}.`,
} as const;

export const ContactInfoSchema = z
  .object({
    first_name: z.string().trim().max(NAME_MAX_LENGTH).optional().default(''),
    last_name: z.string().trim().max(NAME_MAX_LENGTH).optional().default(''),
    email: z
      .string({ error: MESSAGES.emailInvalid })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
      .pipe(z.email({ error: MESSAGES.emailInvalid })),
    phone: z.string().trim().max(PHONE_MAX_LENGTH, MESSAGES.phoneRequired).optional().default(''),
    companyName: z.string().trim().max(NAME_MAX_LENGTH).optional().default(''),
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /** The wizard's Login toggle: an account is expected to exist, so the register fields may be empty. */
    existUser: z.boolean().optional().default(false),
  })
  .superRefine((contact, context) => {
    if (contact.existUser) {
      return;
    }
    // docs/spec/marketplace-spec.md §5 'Contact step' — a guest registers.
    if (contact.first_name === '') {
      context.addIssue({ code: 'custom', path: ['first_name'], message: MESSAGES.firstNameRequired });
    }
    if (contact.companyName === '') {
      context.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyNameRequired });
    }
    if (contact.confirmPassword !== contact.password) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.confirmPasswordMismatch,
      });
    }
  });
export type ContactInfo = z.input<typeof ContactInfoSchema>;

const QuantitySchema = z
  .union([z.number(), z.string().trim()], { error: REQUEST_MESSAGES.quantityRequired })
  // docs/spec/marketplace-spec.md §5 'Submit step' — whole digits only.
  .refine((value) => (typeof value === 'number' ? Number.isInteger(value) : /^\d+$/.test(value)), {
    error: REQUEST_MESSAGES.quantityMin,
    abort: true,
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: REQUEST_MESSAGES.quantityMin })
      .max(REQUEST_QUANTITY_MAX, { error: REQUEST_MESSAGES.quantityTooLarge }),
  );

const ZipCodeSchema = z
  .string()
  .trim()
  // docs/design.md 'zip code': US zip, 5 digits.
  .regex(/^\d{5}$/, { error: REQUEST_MESSAGES.zipCode })
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

/** The fields a request is made of, for create and update alike. */
export const RequestFieldsSchema = z.object({
  part: positiveIdOf(REQUEST_MESSAGES.partInvalid),
  answer: AnswerSchema,
  comment: z
    .string()
    .trim()
    .max(REQUEST_COMMENT_MAX_LENGTH, { error: REQUEST_MESSAGES.commentTooLong })
    .nullable()
    .optional()
    .transform((comment) => comment ?? ''),
  quantity: QuantitySchema,
  zip_code: ZipCodeSchema.transform((zip) => zip ?? null),
});

/**
 * POST /api/request/: contact_info only matters for visitors (it registers or signs them in). With `draft_key`
 * (a pump search) the request is stored as its customer's private draft, reaching no supplier; the same key
 * again updates that draft.
 */
export const CreateRequestBodySchema = RequestFieldsSchema.extend({
  contact_info: ContactInfoSchema.nullable().optional(),
  draft_key: z.uuid({ error: REQUEST_MESSAGES.draftKeyInvalid }).optional(),
});
export type CreateRequestBody = z.input<typeof CreateRequestBodySchema>;

export const UpdateRequestBodySchema = RequestFieldsSchema;
export type UpdateRequestBody = z.input<typeof UpdateRequestBodySchema>;

/** docs/spec/marketplace-spec.md §4 'Sign-up response states'. */
export const IS_LOGGED_IN_STATES = [
  'previously_logged_in',
  'user_already_exists',
  'wrong_password_given',
  'new',
] as const;

export const CreateRequestResponseSchema = z.object({
  order_id: z.string(),
  is_logged_in: z.enum(IS_LOGGED_IN_STATES),
  status: z.enum(REQUEST_STATUS_VALUES),
});
export type CreateRequestResponse = z.infer<typeof CreateRequestResponseSchema>;

// docs/spec/marketplace-spec.md §7 — POST /api/request/ (JSON, or multipart: form_data JSON + file_comment).
export const createRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/request/',
  summary: 'Submit a request for a part; a visitor registers or signs in with contact_info',
  tags: ['requests'],
  body: CreateRequestBodySchema,
  response: CreateRequestResponseSchema,
  successStatus: 201,
});

/** A request as its customer (and admins) see it, to show or edit it. */
export const RequestDetailSchema = z.object({
  order_id: z.string(),
  part: RequestPartSchema,
  answer: PartStructureSchema,
  comment: z.string(),
  quantity: z.number().int(),
  zip_code: z.string().nullable(),
  status: z.enum(REQUEST_STATUS_VALUES),
  attachments: z.array(AttachmentSchema),
});
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

// docs/spec/marketplace-spec.md §7 — GET /api/request/part/{order_id} → answer, comment, quantity (the wizard's edit).
export const getRequestByOrderIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request/part/:order_id',
  summary: 'A request of yours by its order id, to show or edit it',
  tags: ['requests'],
  params: OrderIdParamsSchema,
  response: RequestDetailSchema,
});

// docs/spec/marketplace-spec.md §7 — PUT /api/request/update/{order_id} with the create body (no contact_info).
export const updateRequestEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/request/update/:order_id',
  summary: 'Change a request of yours while it is open',
  tags: ['requests'],
  params: OrderIdParamsSchema,
  body: UpdateRequestBodySchema,
  response: RequestDetailSchema,
});

/** The customer's contact details; only the customer and admins see them, never suppliers. */
export const RequestCustomerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
});

export const RequestViewSchema = RequestDetailSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  /** Null for suppliers. */
  customer: RequestCustomerSchema.nullable(),
});
export type RequestView = z.infer<typeof RequestViewSchema>;

export const RequestIdParamsSchema = z.object({
  request_id: positiveIdOf('The request id is a number'),
});

// docs/spec/marketplace-spec.md §7 — GET /api/get_request/{request_id}.
export const getRequestByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/get_request/:request_id',
  summary:
    'A request by its id: its customer, admins, and suppliers assigned to its part (no contact details)',
  tags: ['requests'],
  params: RequestIdParamsSchema,
  response: RequestViewSchema,
});

// --- a request's life after the wizard: send a draft, withdraw, its history ---------------------------------

// A draft becomes a request for the part's suppliers; sending one that was already sent changes nothing.
export const sendRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/request/send/:order_id',
  summary: "Send your draft (a pump search) to the part's suppliers for quotes; once, however often called",
  tags: ['requests'],
  params: OrderIdParamsSchema,
  response: RequestDetailSchema,
});

export const withdrawRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/request/withdraw/:order_id',
  summary: 'Withdraw your request while no order exists; suppliers no longer see it',
  tags: ['requests'],
  params: OrderIdParamsSchema,
  response: RequestDetailSchema,
});

export const REQUEST_HISTORY_EVENTS = ['created', 'status', 'edited'] as const;

/** One step of a request's life: made, moved to a status, or changed by its customer. */
export const RequestHistoryEntrySchema = z.object({
  at: z.string(),
  event: z.enum(REQUEST_HISTORY_EVENTS),
  /** The status the request had after this step. */
  status: z.enum(REQUEST_STATUS_VALUES),
});
export type RequestHistoryEntry = z.infer<typeof RequestHistoryEntrySchema>;

export const getRequestHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request/history/:order_id',
  summary: 'The status history of a request of yours, oldest first',
  tags: ['requests'],
  params: OrderIdParamsSchema,
  response: z.object({ results: z.array(RequestHistoryEntrySchema) }),
});
