import {
  ACCOUNT_SECURITY_MESSAGES,
  changePasswordEndpoint,
  confirmPasswordResetEndpoint,
  endAccountSessionsEndpoint,
  listAccountSessionsEndpoint,
  requestPasswordResetEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { signedInSession } from '../../platform/sessions/signed-in-session.ts';
import { endOwnSessions, listOwnSessions, type OwnSessionsDeps } from './own-sessions.service.ts';
import * as passwords from './password.service.ts';

export interface AccountSecurityRoutesDeps extends OwnSessionsDeps {
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
}

const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/** Password change and reset, and the user's own sessions (docs/security.md G1, G3). */
export function registerAccountSecurityRoutes(app: FastifyInstance, deps: AccountSecurityRoutesDeps): void {
  const context = (request: FastifyRequest) => ({
    ip: request.ip,
    origin: deps.publicOrigin,
    log: request.log,
  });

  const signedIn = (request: FastifyRequest, user: SessionUser) =>
    signedInSession(deps.sessions, request, user);

  registerEndpoint(app, changePasswordEndpoint, {
    access: SIGNED_IN,
    handler: async ({ body, user, request }) => {
      await passwords.changePassword(deps, { ...context(request), ...signedIn(request, user), body });
      return { detail: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
    },
  });

  registerEndpoint(app, requestPasswordResetEndpoint, {
    access: 'public',
    handler: async ({ body, request }) => {
      await passwords.requestPasswordReset(deps, { ...context(request), email: body.email });
      return { detail: ACCOUNT_SECURITY_MESSAGES.resetRequested };
    },
  });

  registerEndpoint(app, confirmPasswordResetEndpoint, {
    access: 'public',
    handler: async ({ body, request }) => {
      await passwords.confirmPasswordReset(deps, { ...context(request), body });
      return { detail: ACCOUNT_SECURITY_MESSAGES.passwordReset };
    },
  });

  registerEndpoint(app, listAccountSessionsEndpoint, {
    access: SIGNED_IN,
    handler: async ({ user, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await listOwnSessions(deps, signedIn(request, user)) };
    },
  });

  registerEndpoint(app, endAccountSessionsEndpoint, {
    access: SIGNED_IN,
    handler: async ({ body, user, request, reply }) => {
      const result = await endOwnSessions(deps, { ...signedIn(request, user), body, ...context(request) });
      if (result.isCurrentEnded) {
        // The row is gone already; this clears the browser's cookie too.
        await deps.sessions.signOut(request, reply);
      }
      return { ended: result.ended, is_current_ended: result.isCurrentEnded };
    },
  });
}
