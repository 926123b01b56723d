import { ACCOUNT_SECURITY_MESSAGES, AccountSessionsResponseSchema } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { sessions } from '../../platform/db/schema/index.ts';

// OWASP ASVS 5.0 §7.5.2: users see their live sessions and end one or all others, after typing their password.
const { app, database } = await buildTestApp();

async function signInFrom(account: { email: string; password: string }, userAgent: string, ip: string) {
  const client = createTestClient(app);
  const response = await client.post('/api/api_login/', account, {
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.json()).toEqual({ is_logged_in: 'logged_in' });
  return client;
}

async function sessionsOf(client: TestClient) {
  const response = await client.get('/api/account/sessions/');
  expect(response.statusCode).toBe(200);
  return AccountSessionsResponseSchema.parse(response.json()).sessions;
}

function endSessions(client: TestClient, body: object, remoteAddress = '127.0.0.1') {
  return client.post('/api/account/sessions/end/', body, { remoteAddress });
}

describe('a user’s own sessions', () => {
  it('lists the live sessions with where and when, marks this one, and never shows a stored id', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop Browser/1.0', '10.4.0.1');
    await signInFrom(account, 'Phone Browser/2.0', '10.4.0.2');

    const listed = await sessionsOf(laptop);

    expect(listed).toHaveLength(2);
    expect(listed.map(({ user_agent, ip, is_current }) => ({ user_agent, ip, is_current }))).toEqual([
      { user_agent: 'Laptop Browser/1.0', ip: '10.4.0.1', is_current: true },
      { user_agent: 'Phone Browser/2.0', ip: '10.4.0.2', is_current: false },
    ]);
    const stored = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(stored.some(({ id }) => id.includes(session.id))).toBe(false);
      expect(Number.isNaN(Date.parse(session.last_seen_at))).toBe(false);
    }
  });

  it('ends one session by its id after the password: that client is signed out, this one is not', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop', '10.4.1.1');
    const phone = await signInFrom(account, 'Phone', '10.4.1.2');
    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.is_current);

    const response = await endSessions(laptop, { session_id: phoneSession?.id, password: account.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1, is_current_ended: false });
    expect((await phone.get('/api/check-auth/')).json()).toEqual({});
    expect((await phone.get('/api/account/sessions/')).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it('ends all other sessions at once and keeps this one', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop', '10.4.2.1');
    const others = [
      await signInFrom(account, 'Phone', '10.4.2.2'),
      await signInFrom(account, 'Tablet', '10.4.2.3'),
    ];

    const response = await endSessions(laptop, { all_others: true, password: account.password });

    expect(response.json()).toEqual({ ended: 2, is_current_ended: false });
    for (const client of others) {
      expect((await client.get('/api/check-auth/')).json()).toEqual({});
    }
    expect((await sessionsOf(laptop)).map((session) => session.is_current)).toEqual([true]);
  });

  it('ending its own session signs this browser out', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop', '10.4.3.1');
    const [own] = await sessionsOf(laptop);

    const response = await endSessions(laptop, { session_id: own?.id, password: account.password });

    expect(response.json()).toEqual({ ended: 1, is_current_ended: true });
    expect((await laptop.get('/api/check-auth/')).json()).toEqual({});
  });

  it('answers another user’s session id like an unknown one and leaves that session alive', async () => {
    const mallory = await createAccount(database.db);
    const victim = await createAccount(database.db);
    const attacker = await signInFrom(mallory, 'Attacker', '10.4.4.1');
    const victimClient = await signInFrom(victim, 'Victim', '10.4.4.2');
    const [victimSession] = await sessionsOf(victimClient);

    const foreign = await endSessions(attacker, {
      session_id: victimSession?.id,
      password: mallory.password,
    });
    const unknown = await endSessions(attacker, { session_id: 'f'.repeat(32), password: mallory.password });

    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toMatchObject({
      field_errors: { session_id: [ACCOUNT_SECURITY_MESSAGES.sessionNotFound] },
    });
    expect((await victimClient.get('/api/check-auth/')).json()).toMatchObject({ email: victim.email });
  });

  it('refuses a wrong password on the password field and counts it like a failed sign-in', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop', '10.4.5.1');
    const phone = await signInFrom(account, 'Phone', '10.4.5.2');
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await endSessions(laptop, { all_others: true, password: 'guess' }, '10.4.5.9');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field_errors).toEqual({
        password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong],
      });
    }

    const locked = await endSessions(laptop, { all_others: true, password: account.password }, '10.4.5.9');

    expect(locked.statusCode).toBe(429);
    expect((await phone.get('/api/check-auth/')).json()).toMatchObject({ email: account.email });
  });

  it('asks for exactly one of session_id and all_others, and refuses visitors', async () => {
    const account = await createAccount(database.db);
    const laptop = await signInFrom(account, 'Laptop', '10.4.6.1');

    for (const body of [
      { password: account.password },
      { password: account.password, all_others: true, session_id: 'f'.repeat(32) },
    ]) {
      const refused = await endSessions(laptop, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field_errors).toEqual({ session_id: [ACCOUNT_SECURITY_MESSAGES.chooseSessions] });
    }
    const visitor = createTestClient(app);
    expect((await visitor.get('/api/account/sessions/')).statusCode).toBe(401);
    expect((await endSessions(visitor, { all_others: true, password: 'x' })).statusCode).toBe(401);
  });
});
