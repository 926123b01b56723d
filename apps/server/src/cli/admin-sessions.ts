import { count, eq } from 'drizzle-orm';
import { invalidateEmailTokens } from '../domain/accounts/activation-tokens.repository.ts';
import { recordAudit } from '../domain/audit/audit-log.repository.ts';
import { deleteMfa } from '../domain/mfa/mfa.repository.ts';
import { queueMfaMail } from '../domain/mfa/mfa-mail.ts';
import { findUserByEmail, type UserRow } from '../domain/users/users.repository.ts';
import type { Database, DatabaseOrTransaction } from '../platform/db/database.ts';
import { sessions, users } from '../platform/db/schema/index.ts';
import { deleteSessionsOfUser } from '../platform/sessions/sessions.repository.ts';

// OWASP ASVS 5.0 §7.4.5: an administrator can end one user's sessions, or everyone's, and deactivate an
// account. Sessions live only in the database (no token outlives its row), so deleting the rows ends them
// on every instance at the next request. Each change leaves an audit row; the actor is
// null, as for every change made from the command line.

export type AccountSessionsResult =
  | { outcome: 'ended'; user: UserRow; sessionsEnded: number }
  | { outcome: 'no_such_account' };

export type ResetMfaResult =
  | { outcome: 'reset'; user: UserRow; hadMfa: boolean; sessionsEnded: number }
  | { outcome: 'no_such_account' };

export type DeactivateResult =
  | { outcome: 'deactivated'; user: UserRow; wasActive: boolean; sessionsEnded: number }
  | { outcome: 'no_such_account' };

async function countSessions(db: DatabaseOrTransaction, userId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(sessions);
  const [row] = await (userId === undefined ? query : query.where(eq(sessions.userId, userId)));
  return row?.n ?? 0;
}

/** Deletes the sessions of one user (or of everyone) and says how many there were. */
async function deleteSessions(tx: DatabaseOrTransaction, userId?: number): Promise<number> {
  const sessionsEnded = await countSessions(tx, userId);
  await (userId === undefined ? tx.delete(sessions) : deleteSessionsOfUser(tx, userId));
  return sessionsEnded;
}

/** The audit row of ending sessions: `entityId` is the user's id, or `all`. */
function sessionsEndedEntry(entityId: number | 'all', sessionsEnded: number) {
  return {
    actorId: null,
    action: 'delete',
    entity: 'sessions',
    entityId,
    before: { sessions: sessionsEnded },
    after: { sessions: 0 },
    ip: null,
  } as const;
}

/** Ends every session of the account with this e-mail. */
export async function endSessionsOfAccount(db: Database, email: string): Promise<AccountSessionsResult> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      return { outcome: 'no_such_account' };
    }
    const sessionsEnded = await deleteSessions(tx, user.id);
    await recordAudit(tx, sessionsEndedEntry(user.id, sessionsEnded));
    return { outcome: 'ended', user, sessionsEnded };
  });
}

/** Ends every session of every user (e.g. after a suspected breach): everyone must sign in again. */
export async function endAllSessions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const sessionsEnded = await deleteSessions(tx);
    await recordAudit(tx, sessionsEndedEntry('all', sessionsEnded));
    return sessionsEnded;
  });
}

/**
 * Deactivates the account and ends its sessions in one transaction, so no session survives a deactivation
 * that committed. An inactive account cannot sign in (password or provider), and its unused activation links
 * are ended with it.
 */
export async function deactivateAccount(db: Database, email: string): Promise<DeactivateResult> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      return { outcome: 'no_such_account' };
    }
    await tx.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    // An unused activation link would otherwise switch the account back on.
    await invalidateEmailTokens(tx, user.id, 'activation', new Date());
    const sessionsEnded = await deleteSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: null,
      action: 'update',
      entity: 'user',
      entityId: user.id,
      before: { is_active: user.isActive, sessions: sessionsEnded },
      after: { is_active: false, sessions: 0 },
      ip: null,
    });
    return { outcome: 'deactivated', user, wasActive: user.isActive, sessionsEnded };
  });
}

/**
 * OWASP ASVS 5.0 §6.4.4: a user who lost both the authenticator and the recovery codes gets two-step sign-in
 * turned off by an administrator, after the administrator has confirmed who they are outside the app. Their
 * sessions end, the owner is mailed (so an attacker who talked an administrator into it is noticed) and an
 * audit row is left; they sign in with the password and set it up again.
 */
export async function resetMfaOfAccount(
  db: Database,
  email: string,
  origin: string,
): Promise<ResetMfaResult> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      return { outcome: 'no_such_account' };
    }
    const hadMfa = await deleteMfa(tx, user.id);
    const sessionsEnded = hadMfa ? await deleteSessions(tx, user.id) : 0;
    if (hadMfa) {
      const now = new Date();
      await queueMfaMail(tx, { user, event: 'disabled', origin, now });
      await recordAudit(tx, {
        actorId: null,
        action: 'delete',
        entity: 'user_mfa',
        entityId: user.id,
        before: { enabled: true, sessions: sessionsEnded },
        after: { enabled: false, sessions: 0 },
        ip: null,
      });
    }
    return { outcome: 'reset', user, hadMfa, sessionsEnded };
  });
}
