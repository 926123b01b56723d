import { MESSAGES } from '@specsource/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { SessionManager, SessionUser } from './session-manager.ts';

/**
 * The signed-in user (the handler's, from the access check) and the stored id of this request's session, for
 * account routes that act on "the other sessions".
 */
export function signedInSession(
  sessions: SessionManager,
  request: FastifyRequest,
  user: SessionUser,
): { user: SessionUser; currentSessionId: string } {
  const currentSessionId = sessions.currentSessionId(request);
  if (!currentSessionId) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  }
  return { user, currentSessionId };
}
