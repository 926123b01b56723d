import { OIDC_PROVIDERS, RequiredNextPathSchema } from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** How long a started sign-in may take at the provider before its callback is refused. */
export const OIDC_STATE_MAX_AGE_MS = 10 * 60_000;

// OWASP ASVS 5.0 §3.3.3: on https the name carries the __Host- prefix, which browsers accept only with
// Secure, no Domain and Path=/ — so no other host or path can plant or shadow it. Over http (development) a
// path-scoped plain cookie is all a browser allows.
const SECURE_COOKIE_PATH = '/';
const PLAIN_COOKIE_PATH = '/accounts/';

const OidcStateSchema = z.object({
  provider: z.enum(OIDC_PROVIDERS),
  state: z.string().min(1).max(256),
  nonce: z.string().min(1).max(256),
  verifier: z.string().min(43).max(128),
  next: RequiredNextPathSchema,
  issuedAt: z.number().int(),
});

/** What a started sign-in must remember until its callback: the CSRF and replay checks and where to land. */
export type OidcState = z.infer<typeof OidcStateSchema>;

export interface OidcStateCookieSettings {
  isSecure: boolean;
}

function cookieName(settings: OidcStateCookieSettings): string {
  return settings.isSecure ? '__Host-oidc_state' : 'oidc_state';
}

function cookieOptions(settings: OidcStateCookieSettings) {
  const path = settings.isSecure ? SECURE_COOKIE_PATH : PLAIN_COOKIE_PATH;
  // Lax: the provider's redirect back is a top-level GET, which Lax cookies accompany.
  return { path, httpOnly: true, sameSite: 'lax' as const, secure: settings.isSecure };
}

/**
 * Kept in a signed cookie rather than in the database, so any instance can finish a sign-in another
 * started, and an abandoned sign-in leaves nothing behind.
 */
export function writeOidcStateCookie(
  reply: FastifyReply,
  state: OidcState,
  settings: OidcStateCookieSettings,
): void {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  reply.setCookie(cookieName(settings), value, {
    ...cookieOptions(settings),
    signed: true,
    maxAge: OIDC_STATE_MAX_AGE_MS / 1000,
  });
}

/** The state this browser stored, or null when it is missing, forged or malformed. */
export function readOidcStateCookie(
  request: FastifyRequest,
  settings: OidcStateCookieSettings,
): OidcState | null {
  const raw = request.cookies[cookieName(settings)];
  if (!raw || raw.length > 4096) {
    return null;
  }
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) {
    return null;
  }
  try {
    const parsed = OidcStateSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Single use: the callback clears it whatever the outcome. */
export function clearOidcStateCookie(reply: FastifyReply, settings: OidcStateCookieSettings): void {
  reply.clearCookie(cookieName(settings), cookieOptions(settings));
}

/** Fresh: issued within the last ten minutes (and not in the future, beyond a little clock skew). */
export function isOidcStateFresh(state: OidcState, now: Date): boolean {
  const ageMs = now.getTime() - state.issuedAt;
  return ageMs >= -60_000 && ageMs <= OIDC_STATE_MAX_AGE_MS;
}
