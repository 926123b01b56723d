import { defineEndpoint } from './common/endpoint.ts';
import { z } from './common/zod-mini.ts';
import { MESSAGES } from './messages.ts';

export const NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 32;
// OWASP ASVS 5.0 §6.2.1 / §6.2.9: at least 8; at least 64 must be allowed.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_ROLES = ['customer', 'supplier', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** E-mail as typed: trimmed and lower-cased, so the same address always finds the same account. */
export const EmailSchema = z.pipe(
  z
    .string({ error: MESSAGES.emailInvalid })
    .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)),
  z.email({ error: MESSAGES.emailInvalid }),
);

/** A new password: length rules only (no composition rules, ASVS §6.2.5); the server also refuses common ones. */
export const NewPasswordSchema = z.string({ error: MESSAGES.passwordRequired }).check(
  // abort: an empty password gets one message, not 'required' and 'too short' together.
  z.minLength(1, { error: MESSAGES.passwordRequired, abort: true }),
  z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
);

const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .check(
    z.minLength(1, MESSAGES.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  );

/**
 * A same-origin path to land on afterwards; anything else is dropped by the server, never followed. Required
 * where it is remembered (a started sign-in always knows where to land), optional where a client sends it.
 */
export const RequiredNextPathSchema = z.string().check(z.maxLength(2048));
export const NextPathSchema = z.optional(RequiredNextPathSchema);

// --- sign in / out -----------------------------------------------------------------------------

export const LOGIN_RESULTS = ['logged_in', 'not_logged_in', 'no_user_found'] as const;

export const LoginBodySchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginBody = z.input<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  is_logged_in: z.enum(LOGIN_RESULTS),
  /** Set when the account exists but is not active yet (only after the right password). */
  detail: z.optional(z.string()),
  /**
   * Set with `not_logged_in` when the password was right and the account uses two-step sign-in: the answer
   * carries a short-lived cookie and the code goes to `POST /api/login/mfa/` (docs/security.md G2).
   */
  mfa_required: z.optional(z.literal(true)),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// docs/spec/marketplace-spec.md §7 — POST /api/api_login/ → is_logged_in.
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/api_login/',
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  body: LoginBodySchema,
  response: LoginResponseSchema,
});

export const LogoutResponseSchema = z.object({ is_logged_in: z.literal('not_logged_in') });

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/logout/',
  summary: 'Sign out: the session is deleted on the server',
  tags: ['auth'],
  response: LogoutResponseSchema,
});

export const CurrentUserSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  role: z.enum(USER_ROLES),
  /**
   * The deployment requires two-step sign-in for this role and the user has not set it up: until they do,
   * only the setup, this answer and sign-out work (docs/security.md G2).
   */
  mfa_setup_required: z.optional(z.literal(true)),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Signed in: the user; visitor: `{}` (docs/spec/marketplace-spec.md §4: a username present means logged in). */
export const CheckAuthResponseSchema = z.union([CurrentUserSchema, z.strictObject({})]);
export type CheckAuthResponse = z.infer<typeof CheckAuthResponseSchema>;

export function isSignedIn(response: CheckAuthResponse): response is CurrentUser {
  return 'username' in response;
}

export const checkAuthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/check-auth/',
  summary: 'Who is signed in (empty for visitors)',
  tags: ['auth'],
  response: CheckAuthResponseSchema,
});

// docs/spec/pump-selection-spec.md §7 — POST /user_exists/ {username: email, password} → success.
export const UserExistsBodySchema = z.object({ username: EmailSchema, password: PasswordSchema });
export const UserExistsResponseSchema = z.object({
  /** 'success': no account with this e-mail, or the password matches it; 'failed': it exists with another password. */
  success: z.enum(['success', 'failed']),
});

export const userExistsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user_exists/',
  summary: 'Whether an e-mail can be used with this password (wizard contact step)',
  tags: ['auth'],
  body: UserExistsBodySchema,
  response: UserExistsResponseSchema,
});

// --- registration and activation -----------------------------------------------------------------

export const RegisterBodySchema = z
  .object({
    first_name: z
      .string({ error: MESSAGES.firstNameRequired })
      .check(z.trim(), z.minLength(1, MESSAGES.firstNameRequired), z.maxLength(NAME_MAX_LENGTH)),
    last_name: z._default(z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))), ''),
    email: EmailSchema,
    phone: z._default(
      z.optional(z.string().check(z.trim(), z.maxLength(PHONE_MAX_LENGTH, MESSAGES.phoneRequired))),
      '',
    ),
    company_name: z
      .string({ error: MESSAGES.companyNameRequired })
      .check(z.trim(), z.minLength(1, MESSAGES.companyNameRequired), z.maxLength(NAME_MAX_LENGTH)),
    password: NewPasswordSchema,
    confirm_password: z.string({ error: MESSAGES.confirmPasswordMismatch }),
    next: NextPathSchema,
  })
  .check(
    z.refine((body) => body.password === body.confirm_password, {
      path: ['confirm_password'],
      message: MESSAGES.confirmPasswordMismatch,
    }),
  );
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z.object({ detail: z.string() });

export const registrationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/register/',
  summary: 'Create an inactive account and e-mail its activation link',
  tags: ['auth'],
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
  successStatus: 201,
});

export const ActivateBodySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(16), z.maxLength(256)),
});
export const ActivateResponseSchema = z.object({
  is_logged_in: z.enum(['logged_in', 'not_logged_in']),
  /** Where to go now: the safe `next` stored with the link, or '/'. */
  next: z.string(),
  /** The account uses two-step sign-in (it was activated again): the code goes to `POST /api/login/mfa/`. */
  mfa_required: z.optional(z.literal(true)),
});

// A POST from the landing page, not a GET link: mail scanners that prefetch links must not use up the token.
export const activateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/activate/',
  summary: 'Activate an account with the e-mailed token and sign in',
  tags: ['auth'],
  body: ActivateBodySchema,
  response: ActivateResponseSchema,
});

export const ResendActivationBodySchema = z.object({ email: EmailSchema });

export const resendActivationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/activation/resend/',
  summary: 'Send a new activation link (the answer is the same whether or not the account exists)',
  tags: ['auth'],
  body: ResendActivationBodySchema,
  response: z.object({ detail: z.string() }),
  successStatus: 202,
});

// docs/spec/marketplace-spec.md §7 — GET /api/disposable-email/?email= → {result: 'yes' | 'no'}.
export const disposableEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/disposable-email/',
  summary: 'Whether an e-mail address is from a disposable-address service',
  tags: ['auth'],
  query: z.object({ email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)) }),
  response: z.object({ result: z.enum(['yes', 'no']) }),
});

// --- identity providers ------------------------------------------------------------------------------

export const AuthProvidersResponseSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });

export const authProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Which external sign-in providers are configured',
  tags: ['auth'],
  response: AuthProvidersResponseSchema,
});

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

/** Browser paths (redirects, not JSON) for Google and Microsoft sign-in. */
export const OIDC_LOGIN_PATH = '/accounts/:provider/login/';
export const OIDC_CALLBACK_PATH = '/accounts/:provider/callback/';

/** Any name is accepted here so that an unknown provider can answer 404 rather than a validation error. */
export const OidcProviderParamsSchema = z.object({ provider: z.string().check(z.maxLength(64)) });

/** `next` that is malformed (repeated, too long) is dropped like an unsafe one: the landing page is then '/'. */
export const OidcLoginQuerySchema = z.object({ next: z.catch(NextPathSchema, undefined) });

export const CSRF_COOKIE_NAME = 'csrftoken';
/**
 * The double-submit cookie's name when the app is served over https (OWASP ASVS 5.0 §3.3.1): the `__Host-`
 * prefix makes the browser refuse one set by a sibling host or for another path.
 */
export const CSRF_SECURE_COOKIE_NAME = '__Host-csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';
