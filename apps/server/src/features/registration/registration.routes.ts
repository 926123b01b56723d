import {
  activateEndpoint,
  disposableEmailEndpoint,
  MESSAGES,
  registrationEndpoint,
  resendActivationEndpoint,
} from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { isDisposableEmail } from '../../domain/accounts/disposable-email.ts';
import type { MfaSignIn } from '../../domain/mfa/mfa-sign-in.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import {
  type AccountsServiceDeps,
  activateAccount,
  registerAccount,
  resendActivation as resendActivationMail,
} from './registration.service.ts';

export interface AccountsRoutesDeps extends AccountsServiceDeps {
  sessions: SessionManager;
  mfaSignIn: MfaSignIn;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
}

export function registerRegistrationRoutes(app: FastifyInstance, deps: AccountsRoutesDeps): void {
  // With PUBLIC_URL set (production) a forged Host header cannot redirect the e-mailed link elsewhere.

  registerEndpoint(app, registrationEndpoint, {
    access: 'public',
    handler: async ({ body, request }) => {
      await registerAccount(deps, { body, ip: request.ip, origin: deps.publicOrigin });
      return { detail: MESSAGES.activationSent };
    },
  });

  registerEndpoint(app, activateEndpoint, {
    access: 'public',
    handler: async ({ body, request, reply }) => {
      const { userId, nextPath } = await activateAccount(deps, {
        token: body.token,
        origin: deps.publicOrigin,
      }).catch((error: unknown) => {
        // OWASP ASVS 5.0 §16.3.1: a refused link is a failed sign-in (the token itself is never logged).
        request.log.warn({ event: 'authn_login_fail', via: 'activation' }, 'activation link refused');
        throw error;
      });
      // A new account has no second factor yet; one deactivated and activated again may have.
      if ((await deps.mfaSignIn.signInOrChallenge(request, reply, userId, nextPath)) === 'code-required') {
        return { is_logged_in: 'not_logged_in' as const, next: nextPath, mfa_required: true as const };
      }
      return { is_logged_in: 'logged_in' as const, next: nextPath };
    },
  });

  registerEndpoint(app, resendActivationEndpoint, {
    access: 'public',
    handler: async ({ body, request }) => {
      await resendActivationMail(deps, { email: body.email, ip: request.ip, origin: deps.publicOrigin });
      return { detail: MESSAGES.activationResent };
    },
  });

  // docs/spec/marketplace-spec.md §7 — the register form asks while the user types.
  registerEndpoint(app, disposableEmailEndpoint, {
    access: 'public',
    handler: async ({ query }) => ({
      result: isDisposableEmail(query.email) ? ('yes' as const) : ('no' as const),
    }),
  });
}
