import { MESSAGES } from '@specsource/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { SessionManager, SessionUser } from './session-manager.ts';

/**
 * The signed-in user and the stored id of this request's session, for account routes that act on "the
 * other sessions". The access check already found the session; this reads it again from the per-request
 * cache.
 */
export async function signedInSession(
  sessions: SessionManager,
  request: FastifyRequest,
): Promise<{ user: SessionUser; currentSessionId: string }> {
  const user = await sessions.current(request);
  const currentSessionId = sessions.currentSessionId(request);
  if (!user || !currentSessionId) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  }
  return { user, currentSessionId };
}
