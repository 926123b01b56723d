import type { UserRole } from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import {
  createSessionRow,
  deleteSessionRow,
  deleteSessionsOfUser,
  findLiveSessionsOfUser,
  prepareFindLiveSession,
  type SessionSummary,
  type SessionUser,
  touchSession,
} from './sessions.repository.ts';

export type { SessionUser } from './sessions.repository.ts';

export interface SessionSettings {
  /** Cookie `Secure` and the `__Host-` prefix: only when the public address is https. */
  isSecure: boolean;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  /** Roles that must use two-step sign-in (MFA_REQUIRED_ROLES); empty: it is optional for everyone. */
  mfaRequiredRoles?: readonly UserRole[];
}

export interface SessionManager {
  readonly cookieName: string;
  /**
   * The signed-in user of this request, or null; looked up once per request. A user who must still set up
   * two-step sign-in counts as nobody, except on routes marked `allowDuringMfaSetup`.
   */
  current(request: FastifyRequest): Promise<SessionUser | null>;
  /** True when this request's session belongs to a user who must set up two-step sign-in first. */
  isHeldForMfaSetup(request: FastifyRequest): Promise<boolean>;
  /** Whether this user's role requires two-step sign-in and it is not on. */
  mustSetUpMfa(user: SessionUser): boolean;
  /** Starts a new session (a new id every time, so a planted id is worthless) and sets the cookie. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** Deletes the session on the server and clears the cookie. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (password change, deactivation). */
  signOutEverywhere(userId: number): Promise<void>;
  /** The stored id of the session this request carries (its cookie's hash), or null without a cookie. */
  currentSessionId(request: FastifyRequest): string | null;
  /** A user's live sessions (the idle and absolute limits applied), oldest first. */
  listLive(userId: number): Promise<SessionSummary[]>;
}

// Refreshing last_seen_at on every request would write on every read; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Server-side sessions in the database (so they hold across instances). The cookie carries a random token;
 * the table stores only its SHA-256, so a leaked table cannot be replayed.
 */
export function createSessionManager(
  db: Database,
  settings: SessionSettings,
  now = () => new Date(),
): SessionManager {
  const cookieName = settings.isSecure ? '__Host-sid' : 'sid';
  const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const findLiveSession = prepareFindLiveSession(db);

  async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) {
      return null;
    }
    const at = now();
    const row = await findLiveSession(sha256Hex(token), at, new Date(at.getTime() - settings.idleTimeoutMs));
    if (!row) {
      return null;
    }
    if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, row.sessionId, at);
    }
    return row.user;
  }

  function setCookie(reply: FastifyReply, token: string, maxAgeS: number): void {
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.isSecure,
      maxAge: maxAgeS,
    });
  }

  function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = lookUp(request);
      resolved.set(request, pending);
    }
    return pending;
  }

  const mfaRequiredRoles = settings.mfaRequiredRoles ?? [];
  const mustSetUpMfa = (user: SessionUser) => !user.hasMfa && mfaRequiredRoles.includes(user.role);

  // OWASP ASVS 5.0 §6.3.3: where the deployment requires a second factor, a session made with one factor
  // reaches only the setup; every other route, public ones included, sees a visitor.
  async function current(request: FastifyRequest): Promise<SessionUser | null> {
    const user = await sessionUser(request);
    if (user && mustSetUpMfa(user) && request.routeOptions.config?.allowDuringMfaSetup !== true) {
      return null;
    }
    return user;
  }

  return {
    cookieName,
    current,
    mustSetUpMfa,
    async isHeldForMfaSetup(request) {
      const user = await sessionUser(request);
      return user !== null && mustSetUpMfa(user);
    },
    async signIn(request, reply, userId) {
      const previous = request.cookies[cookieName];
      if (previous) {
        await deleteSessionRow(db, sha256Hex(previous));
      }
      const token = randomToken();
      const at = now();
      await createSessionRow(db, {
        id: sha256Hex(token),
        userId,
        csrfSecret: randomToken(16),
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + settings.absoluteTimeoutMs),
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      setCookie(reply, token, Math.floor(settings.absoluteTimeoutMs / 1000));
      resolved.delete(request);
      // OWASP ASVS 5.0 §16.3.1: every way in (password, activation link, wizard, Google, Microsoft) ends here.
      request.log.info({ event: 'session_created', userId }, 'signed in');
    },
    async signOut(request, reply) {
      const token = request.cookies[cookieName];
      if (token) {
        const user = await sessionUser(request);
        await deleteSessionRow(db, sha256Hex(token));
        request.log.info({ event: 'session_end', userId: user?.id ?? null }, 'signed out');
      }
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: settings.isSecure,
      });
      resolved.set(request, Promise.resolve(null));
    },
    async signOutEverywhere(userId) {
      await deleteSessionsOfUser(db, userId);
    },
    currentSessionId(request) {
      const token = request.cookies[cookieName];
      return token && token.length <= 128 ? sha256Hex(token) : null;
    },
    listLive(userId) {
      const at = now();
      return findLiveSessionsOfUser(db, userId, at, new Date(at.getTime() - settings.idleTimeoutMs));
    },
  };
}
