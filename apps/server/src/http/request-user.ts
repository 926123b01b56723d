import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../sessions/session-manager.ts';

// Who the access check found making a request, kept for the route's handler so the session is read once.
const users = new WeakMap<FastifyRequest, SessionUser | null>();

/** Records the request's signed-in user (null: a visitor); the access check calls it on every API route. */
export function rememberRequestUser(request: FastifyRequest, user: SessionUser | null): void {
  users.set(request, user);
}

/** The signed-in user the access check found, or null for a visitor (or an app without the access check). */
export function requestUser(request: FastifyRequest): SessionUser | null {
  return users.get(request) ?? null;
}
