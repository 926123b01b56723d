import { EmailSchema, NewPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { z } from './common/zod-mini.ts';
import { MESSAGES } from './messages.ts';

// Password change and reset, and a user's own sessions (OWASP ASVS 5.0 §6.2.2, §6.2.3, §6.4.3, §7.4.3,
// §7.5.2; docs/security.md G1 and G3).

/** Texts of the account-security pages and answers. */
export const ACCOUNT_SECURITY_MESSAGES = {
  currentPasswordWrong: 'This is not your current password. Type the password you sign in with.',
  passwordChanged: 'Your password is changed. Every other session of your account was signed out.',
  resetRequested:
    'If an active account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.',
  resetLinkInvalid: 'This password reset link has expired or was already used. Ask for a new one.',
  passwordReset: 'Your password is changed and every session of your account was signed out. Sign in now.',
  sessionNotFound: 'None of your sessions has this id. It may have ended already; reload the list.',
  chooseSessions: 'Choose one session to end, or all other sessions.',
} as const;

/** How long an e-mailed password reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** A password typed to prove it is the user (not checked against the new-password rules). */
export const CurrentPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .check(
    z.minLength(1, MESSAGES.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  );

const ConfirmPasswordSchema = z.string({ error: MESSAGES.confirmPasswordMismatch });

function confirmMatches(body: { new_password: string; confirm_password: string }): boolean {
  return body.new_password === body.confirm_password;
}

const CONFIRM_MISMATCH = { path: ['confirm_password'], message: MESSAGES.confirmPasswordMismatch };

const DetailResponseSchema = z.object({ detail: z.string() });

// --- password change ------------------------------------------------------------------------------

export const ChangePasswordBodySchema = z
  .object({
    current_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
    confirm_password: ConfirmPasswordSchema,
  })
  .check(z.refine(confirmMatches, CONFIRM_MISMATCH));
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password/change/',
  summary: 'Change the password (current password required); every other session ends',
  tags: ['account'],
  body: ChangePasswordBodySchema,
  response: DetailResponseSchema,
});

// --- password reset -------------------------------------------------------------------------------

export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBodySchema>;

export const requestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password/reset/request/',
  summary: 'E-mail a password reset link (the answer is the same whether or not the account exists)',
  tags: ['account'],
  body: PasswordResetRequestBodySchema,
  response: DetailResponseSchema,
});

export const ResetTokenSchema = z
  .string({ error: ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid })
  .check(
    z.trim(),
    z.minLength(16, ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid),
    z.maxLength(256, ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid),
  );

export const PasswordResetConfirmBodySchema = z
  .object({
    token: ResetTokenSchema,
    new_password: NewPasswordSchema,
    confirm_password: ConfirmPasswordSchema,
  })
  .check(z.refine(confirmMatches, CONFIRM_MISMATCH));
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBodySchema>;

export const confirmPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password/reset/confirm/',
  summary: 'Set a new password with the e-mailed token; every session of the account ends',
  tags: ['account'],
  body: PasswordResetConfirmBodySchema,
  response: DetailResponseSchema,
});

// --- the user's own sessions ----------------------------------------------------------------------

/** A session as its owner sees it; `id` is derived from the stored id, never the stored id itself. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  is_current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const listAccountSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/account/sessions/',
  summary: 'The live sessions of the signed-in user, the current one marked',
  tags: ['account'],
  response: AccountSessionsResponseSchema,
});

export const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;

export const EndSessionsBodySchema = z
  .object({
    session_id: z.optional(
      z.string().check(z.regex(SESSION_ID_PATTERN, ACCOUNT_SECURITY_MESSAGES.sessionNotFound)),
    ),
    all_others: z.optional(z.literal(true)),
    password: CurrentPasswordSchema,
  })
  .check(
    z.refine((body) => (body.session_id === undefined) !== (body.all_others === undefined), {
      path: ['session_id'],
      message: ACCOUNT_SECURITY_MESSAGES.chooseSessions,
    }),
  );
export type EndSessionsBody = z.input<typeof EndSessionsBodySchema>;

export const EndSessionsResponseSchema = z.object({
  ended: z.int().check(z.nonnegative()),
  /** True when the session that sent the request was among them (the browser is signed out). */
  is_current_ended: z.boolean(),
});

export const endAccountSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/sessions/end/',
  summary: 'End one session, or all other sessions, of the signed-in user (password required)',
  tags: ['account'],
  body: EndSessionsBodySchema,
  response: EndSessionsResponseSchema,
});
