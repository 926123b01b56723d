import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../sessions/session-manager.ts';

// Who is making a request, kept on the request for the route's handler so the session is read at most once. On a
// route for roles the access check has read it already; on a public route it is read only if the handler asks
// (most public routes, the health probe and the part pages among them, never do: no session query for them).
// Request decorators, Fastify's own way to carry per-request state: the properties sit on every request object
// from its start (one shape, no per-request closure or side table), and the reader is shared by all of them.

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user the access check found; null for a visitor, or on a public route until it is read. */
    callerUser: SessionUser | null;
    /** A public route's session read, once started (publicRequestUser). */
    callerUserRead: Promise<SessionUser | null> | null;
    /** Reads this request's session; absent where no access check was registered (then nobody is signed in). */
    readCallerUser?: () => Promise<SessionUser | null>;
  }
}

/** Gives every request of `app` its caller slots and the session reader a public route's handler may call. */
export function decorateRequestUser(
  app: FastifyInstance,
  read: (request: FastifyRequest) => Promise<SessionUser | null>,
) {
  app.decorateRequest('callerUser', null);
  app.decorateRequest('callerUserRead', null);
  app.decorateRequest('readCallerUser', function (this: FastifyRequest) {
    return read(this);
  });
}

/** Records the request's signed-in user (null: a visitor); the access check calls it on every route for roles. */
export function rememberRequestUser(request: FastifyRequest, user: SessionUser | null): void {
  request.callerUser = user;
}

/** The signed-in user the access check found, or null for a visitor or a public route's caller not read. */
export function requestUser(request: FastifyRequest): SessionUser | null {
  // `?? null`: an app without the access check has no decorators, and its requests no such property.
  return request.callerUser ?? null;
}

/** A public route's caller: the session read on the first ask, once per request (null without a reader). */
export function publicRequestUser(request: FastifyRequest): Promise<SessionUser | null> {
  const known = requestUser(request);
  if (known !== null) {
    return Promise.resolve(known);
  }
  if (!request.callerUserRead) {
    const read = request.readCallerUser ? request.readCallerUser() : Promise.resolve(null);
    request.callerUserRead = read;
    read
      .then((user) => {
        request.callerUser = user;
      })
      .catch(() => undefined);
  }
  return request.callerUserRead;
}
