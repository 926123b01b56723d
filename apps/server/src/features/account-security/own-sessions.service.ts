import {
  ACCOUNT_SECURITY_MESSAGES,
  type AccountSession,
  type EndSessionsBodySchema,
} from '@specsource/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { assertCurrentPassword } from '../../domain/accounts/assert-current-password.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sha256Hex } from '../../platform/security/tokens.ts';
import type { SessionManager, SessionUser } from '../../platform/sessions/session-manager.ts';
import {
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
} from '../../platform/sessions/sessions.repository.ts';
import type { PasswordServiceDeps } from './password.service.ts';

export interface OwnSessionsDeps extends PasswordServiceDeps {
  sessions: SessionManager;
}

/**
 * The id a session's owner sees: derived one-way from the stored id (itself the cookie token's hash), so the
 * page never shows a value the sessions table could be searched or matched with.
 */
export function publicSessionId(storedId: string): string {
  return sha256Hex(`account-session:${storedId}`).slice(0, 32);
}

/** OWASP ASVS 5.0 §7.5.2: the user's live sessions, with where and when each was used. */
export async function listOwnSessions(
  deps: OwnSessionsDeps,
  input: { user: SessionUser; currentSessionId: string | null },
): Promise<AccountSession[]> {
  const rows = await deps.sessions.listLive(input.user.id);
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    is_current: row.id === input.currentSessionId,
  }));
}

/**
 * OWASP ASVS 5.0 §7.5.2: ends one of the user's own sessions, or all but the current one, after the password
 * is typed again. Another user's session id is unknown here: the lookup only sees this user's sessions.
 */
export async function endOwnSessions(
  deps: OwnSessionsDeps,
  input: {
    user: SessionUser;
    currentSessionId: string;
    body: z.output<typeof EndSessionsBodySchema>;
    ip: string;
    log: FastifyBaseLogger;
  },
): Promise<{ ended: number; isCurrentEnded: boolean }> {
  const { user, body } = input;
  await assertCurrentPassword(deps, {
    user,
    password: body.password,
    field: 'password',
    ip: input.ip,
    log: input.log,
  });
  if (body.all_others) {
    const ended = await deleteOtherSessionsOfUser(deps.db, user.id, input.currentSessionId);
    input.log.info({ event: 'session_end', userId: user.id, scope: 'all_others', ended }, 'sessions ended');
    return { ended, isCurrentEnded: false };
  }
  const target = (await deps.sessions.listLive(user.id)).find(
    (row) => publicSessionId(row.id) === body.session_id,
  );
  if (!target || !(await deleteSessionOfUser(deps.db, user.id, target.id))) {
    const message = ACCOUNT_SECURITY_MESSAGES.sessionNotFound;
    throw new AppError('NOT_FOUND', message, { session_id: [message] });
  }
  input.log.info({ event: 'session_end', userId: user.id, scope: 'one' }, 'session ended by its owner');
  return { ended: 1, isCurrentEnded: target.id === input.currentSessionId };
}
