import {
  MFA_CHALLENGE_MAX_ATTEMPTS,
  MFA_CHALLENGE_MINUTES,
  MFA_MESSAGES,
  type MfaSignInResponse,
} from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';
import { randomToken, sha256Hex } from '../../platform/security/tokens.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  countUnusedRecoveryCodes,
  createChallenge,
  deleteChallenge,
  findLiveChallenge,
  findMfaKey,
  isMfaEnabled,
  takeChallengeAttempt,
} from './mfa.repository.ts';
import { queueMfaMail } from './mfa-mail.ts';
import {
  claimSecondFactor,
  matchSecondFactor,
  reserveSecondFactorCheck,
  wrongCodeError,
} from './second-factor.ts';

export interface MfaSignInDeps {
  db: Database;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Cookie `Secure` and the `__Host-` prefix: only when the public address is https. */
  isSecure: boolean;
  onMailQueued: () => void;
}

export interface MfaSignIn {
  /**
   * Every way in with a proven first factor calls this instead of signing in directly. Without two-step
   * sign-in it signs in and answers 'signed-in'; with it, it starts the second step (a short-lived cookie
   * naming a pending sign-in) and answers 'code-required', and no session exists yet.
   */
  signInOrChallenge(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    nextPath?: string | null,
  ): Promise<'signed-in' | 'code-required'>;
  /** The second step: a right code ends the pending sign-in and starts the session. */
  complete(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { code: string; origin: string },
  ): Promise<MfaSignInResponse>;
}

const MINUTE_MS = 60_000;

export function createMfaSignIn(deps: MfaSignInDeps): MfaSignIn {
  const cookieName = deps.isSecure ? '__Host-mfa_challenge' : 'mfa_challenge';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: deps.isSecure };

  const challengeGone = (reply: FastifyReply, detail: string) => {
    reply.clearCookie(cookieName, cookieOptions);
    return new AppError('BAD_REQUEST', detail);
  };

  return {
    async signInOrChallenge(request, reply, userId, nextPath = null) {
      if (!(await isMfaEnabled(deps.db, userId))) {
        await deps.sessions.signIn(request, reply, userId);
        return 'signed-in';
      }
      const token = randomToken();
      const at = deps.now();
      await createChallenge(deps.db, {
        id: sha256Hex(token),
        userId,
        nextPath,
        createdAt: at,
        expiresAt: new Date(at.getTime() + MFA_CHALLENGE_MINUTES * MINUTE_MS),
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: MFA_CHALLENGE_MINUTES * 60 });
      request.log.info({ event: 'authn_mfa_required', userId }, 'second sign-in step started');
      return 'code-required';
    },

    async complete(request, reply, input) {
      const token = request.cookies[cookieName];
      const challengeId = token && token.length <= 128 ? sha256Hex(token) : null;
      const at = deps.now();
      const challenge = challengeId ? await findLiveChallenge(deps.db, challengeId, at) : null;
      if (!challengeId || !challenge) {
        throw challengeGone(reply, MFA_MESSAGES.challengeExpired);
      }
      const { userId } = challenge;
      // Both limits take their slot before the code is checked: the account's wrong codes, then this pending
      // sign-in's attempts (codes sent together cannot all be checked against one count).
      const reservation = await reserveSecondFactorCheck(deps.rateLimiter, userId);
      const attempts = await takeChallengeAttempt(deps.db, challengeId, MFA_CHALLENGE_MAX_ATTEMPTS);
      if (attempts === null) {
        await reservation.giveBack();
        await deleteChallenge(deps.db, challengeId);
        throw challengeGone(reply, MFA_MESSAGES.tooManyAttempts);
      }
      const key = await findMfaKey(deps.db, userId);
      const match = await matchSecondFactor(deps.db, key, { userId, code: input.code, now: at });
      // null: the code is wrong, or another request used it first.
      const result = match
        ? await deps.db.transaction(async (tx) => {
            if (!(await claimSecondFactor(tx, userId, match, at))) {
              return null;
            }
            // Single use: a second request with the same cookie finds nothing.
            if (!(await deleteChallenge(tx, challengeId))) {
              throw challengeGone(reply, MFA_MESSAGES.challengeExpired);
            }
            if (match.via !== 'recovery_code') {
              return { recoveryCodesLeft: undefined };
            }
            const user = await findUserById(tx, userId);
            if (user) {
              await queueMfaMail(tx, { user, event: 'recovery_code_used', origin: input.origin, now: at });
            }
            return { recoveryCodesLeft: await countUnusedRecoveryCodes(tx, userId) };
          })
        : null;
      if (result === null) {
        request.log.warn({ event: 'authn_mfa_fail', userId, attempts }, 'second sign-in step refused');
        if (attempts >= MFA_CHALLENGE_MAX_ATTEMPTS) {
          await deleteChallenge(deps.db, challengeId);
          throw challengeGone(reply, MFA_MESSAGES.tooManyAttempts);
        }
        throw wrongCodeError();
      }
      await reservation.giveBack();
      if (result.recoveryCodesLeft !== undefined) {
        deps.onMailQueued();
      }
      reply.clearCookie(cookieName, cookieOptions);
      await deps.sessions.signIn(request, reply, userId);
      request.log.info({ event: 'authn_mfa_success', userId, via: match?.via }, 'second sign-in step passed');
      return {
        is_logged_in: 'logged_in',
        ...(challenge.nextPath ? { next: challenge.nextPath } : {}),
        ...(result.recoveryCodesLeft !== undefined ? { recovery_codes_left: result.recoveryCodesLeft } : {}),
      };
    },
  };
}
