import {
  authProvidersEndpoint,
  type CheckAuthResponse,
  checkAuthEndpoint,
  loginEndpoint,
  logoutEndpoint,
  MESSAGES,
  userExistsEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { MfaSignIn } from '../../domain/mfa/mfa-sign-in.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import { type AuthServiceDeps, canUseEmailWithPassword, checkPassword } from './auth.service.ts';

export interface AuthRoutesDeps extends AuthServiceDeps {
  sessions: SessionManager;
  mfaSignIn: MfaSignIn;
  providers: { google: boolean; microsoft: boolean };
}

function toCheckAuthResponse(user: SessionUser | null, mustSetUpMfa: boolean): CheckAuthResponse {
  if (!user) {
    return {};
  }
  return {
    ...(mustSetUpMfa ? { mfa_setup_required: true as const } : {}),
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    company_name: user.companyName,
    role: user.role,
  };
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  registerEndpoint(app, loginEndpoint, {
    access: 'public',
    handler: async ({ body, request, reply }) => {
      const check = await checkPassword(deps, {
        email: body.email,
        password: body.password,
        ip: request.ip,
        log: request.log,
      });
      if (check.outcome === 'inactive') {
        return { is_logged_in: 'not_logged_in' as const, detail: MESSAGES.accountNotActivated };
      }
      if (check.outcome === 'invalid') {
        // Unknown e-mail and wrong password answer alike (no account enumeration).
        return { is_logged_in: 'not_logged_in' as const };
      }
      if ((await deps.mfaSignIn.signInOrChallenge(request, reply, check.userId)) === 'code-required') {
        return { is_logged_in: 'not_logged_in' as const, mfa_required: true as const };
      }
      return { is_logged_in: 'logged_in' as const };
    },
  });

  registerEndpoint(app, logoutEndpoint, {
    access: 'public',
    allowDuringMfaSetup: true,
    handler: async ({ request, reply }) => {
      await deps.sessions.signOut(request, reply);
      // OWASP ASVS 5.0 §14.3.1: the browser drops what it kept for the user (HTTP cache, localStorage such as
      // the wizard's contact details); cookies are left alone, the session cookie is already cleared.
      reply.header('clear-site-data', '"cache", "storage"');
      return { is_logged_in: 'not_logged_in' as const };
    },
  });

  registerEndpoint(app, checkAuthEndpoint, {
    access: 'public',
    allowDuringMfaSetup: true,
    handler: async ({ user: caller, reply }) => {
      reply.header('cache-control', 'no-store');
      const user = await caller;
      return toCheckAuthResponse(user, user !== null && deps.sessions.mustSetUpMfa(user));
    },
  });

  registerEndpoint(app, userExistsEndpoint, {
    access: 'public',
    handler: async ({ body, request }) => {
      const canUse = await canUseEmailWithPassword(deps, {
        email: body.username,
        password: body.password,
        ip: request.ip,
        log: request.log,
      });
      return { success: canUse ? ('success' as const) : ('failed' as const) };
    },
  });

  registerEndpoint(app, authProvidersEndpoint, {
    access: 'public',
    handler: async () => deps.providers,
  });
}
