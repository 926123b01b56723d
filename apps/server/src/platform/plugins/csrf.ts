import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, CSRF_SECURE_COOKIE_NAME, MESSAGES } from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { randomToken, safeEqual } from '../security/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` only for webhooks, which prove themselves with a signature instead. */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfSettings {
  /** `config.acceptedOrigins`: PUBLIC_URL's origin, or the ones derived from HOST and PORT; never the Host header. */
  acceptedOrigins: readonly string[];
  isSecure: boolean;
}

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) {
    return origin;
  }
  const referer = request.headers.referer;
  if (!referer) {
    return null;
  }
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Double-submit CSRF protection (OWASP CSRF cheat sheet): a `csrftoken` cookie the web app can read, echoed
 * in `X-CSRFToken` on every unsafe call, plus an Origin check against the configured public origins (a forged Host header changes nothing). Over https the cookie is
 * `__Host-csrftoken`, and a plain `csrftoken` (which a sibling host could plant) counts for nothing.
 */
export function registerCsrf(app: FastifyInstance, settings: CsrfSettings): void {
  const headerName = CSRF_HEADER_NAME.toLowerCase();
  const cookieName = settings.isSecure ? CSRF_SECURE_COOKIE_NAME : CSRF_COOKIE_NAME;

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[cookieName];
    if (!cookieToken) {
      // Issued on the first response; an unsafe call that arrives without it is still refused below.
      reply.setCookie(cookieName, randomToken(24), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: settings.isSecure,
      });
    }
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) {
      return;
    }
    const origin = requestOrigin(request);
    if (origin !== null && !settings.acceptedOrigins.includes(origin)) {
      throw new AppError('CSRF', MESSAGES.originRejected);
    }
    const headerToken = request.headers[headerName];
    const sent = Array.isArray(headerToken) ? headerToken[0] : headerToken;
    if (!cookieToken || !sent || !safeEqual(sent, cookieToken)) {
      throw new AppError('CSRF', MESSAGES.csrfMissing);
    }
  });
}
