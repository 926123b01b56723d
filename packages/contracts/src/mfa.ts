import { CurrentPasswordSchema } from './account-security.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { z } from './common/zod-mini.ts';

// Two-step sign-in: a time-based one-time password (TOTP, RFC 6238) from an authenticator app, with
// single-use recovery codes for a lost phone (OWASP ASVS 5.0 §6.3.3, §6.5; docs/security.md G2).

/** Digits of a TOTP code and its time step (RFC 6238 §4: the defaults every authenticator app shows). */
export const MFA_CODE_DIGITS = 6;
export const MFA_STEP_SECONDS = 30;
/** Recovery codes given at once; each works one time. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** How long the second step waits after the password was right. */
export const MFA_CHALLENGE_MINUTES = 5;
/** Wrong codes one second step takes before the user must start again with the password. */
export const MFA_CHALLENGE_MAX_ATTEMPTS = 5;
/** How long a key shown at setup waits for its first code. */
export const MFA_SETUP_MINUTES = 15;
/** The issuer label authenticator apps show beside the account. */
export const MFA_ISSUER = 'SpecSource';

export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  totpRequired: 'Enter the 6-digit code your authenticator app shows for SpecSource.',
  codeWrong:
    'This code is not right or was already used. Enter the code your authenticator app shows now, or an unused recovery code.',
  challengeExpired:
    'Your sign-in timed out before the code was entered. Sign in again with your email and password.',
  tooManyAttempts: 'Too many wrong codes. Sign in again with your email and password.',
  alreadyEnabled: 'Two-step sign-in is already on for your account.',
  notEnabled: 'Two-step sign-in is not on for your account.',
  setupMissing: 'The setup key has expired or was never created. Start the setup again.',
  enabled:
    'Two-step sign-in is on. Every other session of your account was signed out. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off. Your account signs in with the password alone.',
  recoveryCodesReplaced: 'New recovery codes are ready. The old ones no longer work.',
  setupRequired: 'Your account must use two-step sign-in. Set it up now to go on, or sign out.',
  /** The wizard's submit with an e-mail and password cannot do the second step; the Login toggle can. */
  wizardSignInFirst:
    'This account uses two-step sign-in. Choose Login above, sign in with your code, then submit the request.',
} as const;

/** A TOTP code or a recovery code, as typed: spaces and dashes are allowed and dropped by the server. */
export const MfaCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .check(z.trim(), z.minLength(1, MFA_MESSAGES.codeRequired), z.maxLength(40, MFA_MESSAGES.codeWrong));

/** Only a TOTP code (the first code of a new key, which proves the app has it). */
export const TotpCodeSchema = z
  .string({ error: MFA_MESSAGES.totpRequired })
  .check(z.trim(), z.regex(/^\d{6}$/, MFA_MESSAGES.totpRequired));

// --- the second sign-in step ------------------------------------------------------------------------

export const MfaSignInBodySchema = z.object({ code: MfaCodeSchema });
export type MfaSignInBody = z.input<typeof MfaSignInBodySchema>;

export const MfaSignInResponseSchema = z.object({
  is_logged_in: z.literal('logged_in'),
  /** Where a Google or Microsoft sign-in meant to land (a same-origin path). */
  next: z.optional(z.string()),
  /** Recovery codes left after this sign-in used one (absent when a TOTP code was used). */
  recovery_codes_left: z.optional(z.int().check(z.nonnegative())),
});
export type MfaSignInResponse = z.infer<typeof MfaSignInResponseSchema>;

/**
 * The second step after a right password (or a Google/Microsoft sign-in) for an account with two-step
 * sign-in. The first step left a short-lived httpOnly cookie naming the pending sign-in.
 */
export const verifyMfaSignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/login/mfa/',
  summary: 'Second sign-in step: a TOTP code or a recovery code completes the sign-in',
  tags: ['auth'],
  body: MfaSignInBodySchema,
  response: MfaSignInResponseSchema,
});

// --- the user's own setup ---------------------------------------------------------------------------

export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.nullable(z.string()),
  recovery_codes_left: z.int().check(z.nonnegative()),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

export const getMfaStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/account/mfa/',
  summary: "The signed-in user's two-step sign-in status",
  tags: ['account'],
  response: MfaStatusSchema,
});

export const MfaSetupBodySchema = z.object({ password: CurrentPasswordSchema });
export type MfaSetupBody = z.input<typeof MfaSetupBodySchema>;

export const MfaSetupResponseSchema = z.object({
  /** The key in Base32 (RFC 4648), for typing into an app that cannot scan. */
  secret: z.string(),
  /** The `otpauth://totp/…` URI that the QR code carries. */
  otpauth_uri: z.string(),
  expires_at: z.string(),
});
export type MfaSetupResponse = z.infer<typeof MfaSetupResponseSchema>;

export const startMfaSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/mfa/setup/',
  summary: 'Create a new TOTP key (password required); it works only after its first code is confirmed',
  tags: ['account'],
  body: MfaSetupBodySchema,
  response: MfaSetupResponseSchema,
});

export const MfaEnableBodySchema = z.object({ code: TotpCodeSchema });
export type MfaEnableBody = z.input<typeof MfaEnableBodySchema>;

export const MfaRecoveryCodesResponseSchema = z.object({
  detail: z.string(),
  /** Shown once; only their hashes are stored. */
  recovery_codes: z.array(z.string()),
});
export type MfaRecoveryCodesResponse = z.infer<typeof MfaRecoveryCodesResponseSchema>;

export const enableMfaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/mfa/enable/',
  summary: 'Turn two-step sign-in on with the first code of the new key; answers the recovery codes once',
  tags: ['account'],
  body: MfaEnableBodySchema,
  response: MfaRecoveryCodesResponseSchema,
});

/** Changing the second factor asks for both factors again (OWASP ASVS 5.0 §7.5.1 re-authentication). */
export const MfaReauthBodySchema = z.object({ password: CurrentPasswordSchema, code: MfaCodeSchema });
export type MfaReauthBody = z.input<typeof MfaReauthBodySchema>;

export const disableMfaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/mfa/disable/',
  summary: 'Turn two-step sign-in off (password and a code required)',
  tags: ['account'],
  body: MfaReauthBodySchema,
  response: z.object({ detail: z.string() }),
});

export const regenerateMfaRecoveryCodesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/account/mfa/recovery-codes/',
  summary: 'Replace the recovery codes (password and a code required); the old ones stop working',
  tags: ['account'],
  body: MfaReauthBodySchema,
  response: MfaRecoveryCodesResponseSchema,
});
