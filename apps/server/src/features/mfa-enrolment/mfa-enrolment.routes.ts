import {
  disableMfaEndpoint,
  enableMfaEndpoint,
  getMfaStatusEndpoint,
  MFA_MESSAGES,
  regenerateMfaRecoveryCodesEndpoint,
  startMfaSetupEndpoint,
  verifyMfaSignInEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MfaSignIn } from '../../domain/mfa/mfa-sign-in.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import { signedInSession } from '../../platform/sessions/signed-in-session.ts';
import * as setup from './mfa-setup.service.ts';

export interface MfaRoutesDeps extends setup.MfaSetupDeps {
  sessions: SessionManager;
  mfaSignIn: MfaSignIn;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
}

const SIGNED_IN = ['customer', 'supplier', 'admin'] as const;

/**
 * Two-step sign-in: the second sign-in step and the user's own setup (docs/security.md G2). The keys and codes
 * in these answers are kept by no cache: the app answers `no-store` wherever a route sets no policy.
 */
export function registerMfaEnrolmentRoutes(app: FastifyInstance, deps: MfaRoutesDeps): void {
  const context = (request: FastifyRequest, user: SessionUser) => ({
    ...signedInSession(deps.sessions, request, user),
    ip: request.ip,
    origin: deps.publicOrigin,
    log: request.log,
  });

  registerEndpoint(app, verifyMfaSignInEndpoint, {
    // The pending sign-in's cookie is the credential here; there is no session yet.
    access: 'public',
    handler: async ({ body, request, reply }) =>
      deps.mfaSignIn.complete(request, reply, {
        code: body.code,
        origin: deps.publicOrigin,
      }),
  });

  registerEndpoint(app, getMfaStatusEndpoint, {
    access: SIGNED_IN,
    allowDuringMfaSetup: true,
    handler: async ({ user, request }) => {
      return setup.mfaStatus(deps.db, context(request, user).user.id);
    },
  });

  registerEndpoint(app, startMfaSetupEndpoint, {
    access: SIGNED_IN,
    allowDuringMfaSetup: true,
    handler: async ({ body, user, request }) => {
      return setup.startMfaSetup(deps, { ...context(request, user), password: body.password });
    },
  });

  registerEndpoint(app, enableMfaEndpoint, {
    access: SIGNED_IN,
    allowDuringMfaSetup: true,
    handler: async ({ body, user, request }) => {
      const codes = await setup.enableMfa(deps, { ...context(request, user), code: body.code });
      return { detail: MFA_MESSAGES.enabled, recovery_codes: codes };
    },
  });

  registerEndpoint(app, disableMfaEndpoint, {
    access: SIGNED_IN,
    handler: async ({ body, user, request }) => {
      await setup.disableMfa(deps, { ...context(request, user), password: body.password, code: body.code });
      return { detail: MFA_MESSAGES.disabled };
    },
  });

  registerEndpoint(app, regenerateMfaRecoveryCodesEndpoint, {
    access: SIGNED_IN,
    handler: async ({ body, user, request }) => {
      const codes = await setup.regenerateRecoveryCodes(deps, {
        ...context(request, user),
        password: body.password,
        code: body.code,
      });
      return { detail: MFA_MESSAGES.recoveryCodesReplaced, recovery_codes: codes };
    },
  });
}
