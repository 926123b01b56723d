import { MESSAGES, MFA_MESSAGES } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { Access } from '../http/register-endpoint.ts';
import { decorateRequestUser, rememberRequestUser } from '../http/request-user.ts';
import type { SessionManager } from '../sessions/session-manager.ts';

// Routes outside these prefixes are the web app's static files, public by nature.
const GUARDED_PREFIXES = ['/api/', '/aiapi/', '/supplier/api/', '/accounts/', '/user_exists', '/metrics'];
// The OpenAPI UI's own asset routes are registered by @fastify/swagger-ui; the document is public.
const DOCS_PREFIX = '/api/docs';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

function isGuardedPath(url: string): boolean {
  return !url.startsWith(DOCS_PREFIX) && GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Every API route declares who may call it (`config.access`: 'public' or a list of roles); one that does not
 * stops the app from starting. The check runs on the server for every call.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionManager): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  decorateRequestUser(app, (request) => sessions.current(request));

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) {
      return;
    }
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (access === undefined) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access rule (config.access)`);
    }
    for (const method of methods) {
      routes.push({ method, url: route.url, access });
    }
  });

  // Before validation: a visitor or the wrong role learns nothing about a route's body from its 400s.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) {
      return;
    }
    if (access === 'public') {
      // Read only if the handler asks (registerEndpoint's `user` on a public route, through the request's
      // readCallerUser): the health probe answers from its database ping alone, and a part page needs no session query.
      return;
    }
    const user = await sessions.current(request);
    // The handler gets this user (registerEndpoint), so the session is read once per request.
    rememberRequestUser(request, user);
    // OWASP ASVS 5.0 §16.3.2: refusals are logged with who asked for which route.
    const route = `${request.method} ${request.routeOptions.url}`;
    if (!user) {
      if (await sessions.isHeldForMfaSetup(request)) {
        request.log.info(
          { event: 'authz_fail', reason: 'mfa_setup_required', route },
          'two-step sign-in required',
        );
        throw new AppError('FORBIDDEN', MFA_MESSAGES.setupRequired);
      }
      request.log.info({ event: 'authz_fail', userId: null, route }, 'sign-in required');
      throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
    }
    if (!access.includes(user.role)) {
      request.log.warn({ event: 'authz_fail', userId: user.id, role: user.role, route }, 'role refused');
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
  });

  return routes;
}
