import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../sessions/session-manager.ts';

// Who is making a request, kept for the route's handler so the session is read at most once. On a route for
// roles the access check has read it already; on a public route it is read only if the handler asks (most
// public routes, the health probe and the part pages among them, never do: no session query for them).
const users = new WeakMap<FastifyRequest, SessionUser | null>();
const readers = new WeakMap<FastifyRequest, () => Promise<SessionUser | null>>();
const reads = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Records the request's signed-in user (null: a visitor); the access check calls it on every route for roles. */
export function rememberRequestUser(request: FastifyRequest, user: SessionUser | null): void {
  users.set(request, user);
}

/** How to read the caller of a public route, should its handler ask; the access check leaves it unread. */
export function rememberUserReader(request: FastifyRequest, read: () => Promise<SessionUser | null>): void {
  readers.set(request, read);
}

/** The signed-in user the access check found, or null for a visitor or a public route's caller not read. */
export function requestUser(request: FastifyRequest): SessionUser | null {
  return users.get(request) ?? null;
}

/** A public route's caller: the session read on the first ask, once per request (null without a reader). */
export function publicRequestUser(request: FastifyRequest): Promise<SessionUser | null> {
  const known = users.get(request);
  if (known !== undefined) {
    return Promise.resolve(known);
  }
  let read = reads.get(request);
  if (!read) {
    const reader = readers.get(request);
    read = reader ? reader() : Promise.resolve(null);
    reads.set(request, read);
    read.then((user) => users.set(request, user)).catch(() => undefined);
  }
  return read;
}
