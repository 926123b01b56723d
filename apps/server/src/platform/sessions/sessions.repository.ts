import type { UserRole } from '@specsource/contracts';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../db/database.ts';
import { sessions, userMfa, users } from '../db/schema/index.ts';

export interface NewSession {
  id: string;
  userId: number;
  csrfSecret: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function createSessionRow(db: DatabaseOrTransaction, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSessionRow(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsOfUser(db: DatabaseOrTransaction, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but `keepId` (a password change keeps the session that made it). */
export async function deleteOtherSessionsOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  keepId: string,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Ends one session, only when it belongs to `userId`; whether a row was deleted. */
export async function deleteSessionOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** A user's sessions still live at `now` (not past the absolute expiry, not idle), oldest first. */
export async function findLiveSessionsOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
  idleCutoff: Date,
): Promise<SessionSummary[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

/** The signed-in user a live session stands for, as every route sees it. */
export interface SessionUser {
  id: number;
  role: UserRole;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  /** Two-step sign-in is on for the account. */
  hasMfa: boolean;
}

export interface LiveSession {
  sessionId: string;
  lastSeenAt: Date;
  user: SessionUser;
}

/**
 * The live session and its active user; expired (absolute or idle) sessions and inactive users give null.
 * Every signed-in request asks this, so it is prepared once per database handle: Drizzle builds its SQL once
 * and PostgreSQL parses and plans it once per connection.
 */
export function prepareFindLiveSession(db: Database) {
  const query = db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        role: users.role,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        companyName: users.companyName,
        hasMfa: sql<boolean>`${userMfa.enabledAt} is not null`,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userMfa, eq(userMfa.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
        eq(users.isActive, true),
      ),
    )
    .prepare('find_live_session');
  return async (id: string, now: Date, idleCutoff: Date): Promise<LiveSession | null> => {
    // Placeholders skip the columns' encoders: the instants go as the ISO text those would have sent.
    const [row] = await query.execute({ id, now: now.toISOString(), idleCutoff: idleCutoff.toISOString() });
    return row ?? null;
  };
}

export async function touchSession(db: DatabaseOrTransaction, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Housekeeping: sessions past their absolute expiry or idle for too long. */
export async function deleteDeadSessions(
  db: DatabaseOrTransaction,
  now: Date,
  idleCutoff: Date,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.lastSeenAt, idleCutoff)}`)
    .returning({ id: sessions.id });
  return deleted.length;
}
