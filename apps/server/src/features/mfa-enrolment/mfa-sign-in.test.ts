import { MESSAGES, MFA_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, mailsTo } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { enableMfaFor } from '../../../test/mfa-fixtures.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { createTotpClock } from '../../../test/totp-clock.ts';
import { totpAt } from '../../domain/mfa/totp.ts';
import { runHousekeeping } from '../../housekeeping/housekeeping.ts';
import { mfaChallenges } from '../../platform/db/schema/index.ts';

// docs/security.md G2: with two-step sign-in a right password starts a pending sign-in and the session
// exists only after a code (OWASP ASVS 5.0 §6.3.3, §6.5.1 single use, NIST SP 800-63B §5.2.2 limits).

const clock = createTotpClock(Date.UTC(2026, 10, 25, 12, 0, 0));
const { now, nextCode } = clock;
const { app, database } = await buildTestApp({}, { now });
const { db } = database;

async function mfaAccount(recoveryCodes = 2) {
  const account = await createAccount(db);
  return { ...account, ...(await enableMfaFor(db, account.id, recoveryCodes)) };
}

async function passwordStep(account: { email: string; password: string }, remoteAddress = '127.0.0.1') {
  const client = createTestClient(app);
  const response = await client.post('/api/api_login/', account, { remoteAddress });
  return { client, response };
}

const verify = (client: TestClient, code: string) => client.post('/api/login/mfa/', { code });
const whoIs = async (client: TestClient) => (await client.get('/api/check-auth/')).json();

describe('the password step of an account with two-step sign-in', () => {
  it('signs nobody in: it answers mfa_required and a short-lived httpOnly cookie', async () => {
    const account = await mfaAccount();
    const { client, response } = await passwordStep(account);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_logged_in: 'not_logged_in', mfa_required: true });
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((header) => header?.startsWith('mfa_challenge='));
    expect(cookie).toMatch(/Max-Age=300; Path=\/; HttpOnly; SameSite=Lax/);
    expect(client.cookies.has('sid')).toBe(false);
    expect(await whoIs(client)).toEqual({});
  });

  it('keeps a wrong password as before: no pending sign-in, no hint that the account has a second step', async () => {
    const account = await mfaAccount();
    const { client, response } = await passwordStep({ email: account.email, password: 'not the password' });
    expect(response.json()).toEqual({ is_logged_in: 'not_logged_in' });
    expect(client.cookies.has('mfa_challenge')).toBe(false);
  });
});

describe('POST /api/login/mfa/', () => {
  it('signs in with the code of the current step, and answers no next for a password sign-in', async () => {
    const account = await mfaAccount();
    const { client } = await passwordStep(account);

    const response = await verify(client, nextCode(account.secret));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_logged_in: 'logged_in' });
    expect(await whoIs(client)).toMatchObject({ email: account.email });
    expect(client.cookies.has('mfa_challenge')).toBe(false);
  });

  it('accepts the step before and after (clock drift) but not two away', async () => {
    const account = await mfaAccount();
    clock.advance(5 * 30_000);
    const at = now().getTime();
    const behind = totpAt(account.secret, new Date(at - 30_000));
    const ahead = totpAt(account.secret, new Date(at + 30_000));
    const twoAway = totpAt(account.secret, new Date(at + 60_000));

    const first = await passwordStep(account);
    expect((await verify(first.client, behind)).statusCode).toBe(200);
    const second = await passwordStep(account);
    expect((await verify(second.client, twoAway)).statusCode).toBe(400);
    expect((await verify(second.client, ahead)).statusCode).toBe(200);
  });

  it('refuses a code used once already, also on a new sign-in (no replay)', async () => {
    const account = await mfaAccount();
    const code = nextCode(account.secret);
    const first = await passwordStep(account);
    expect((await verify(first.client, code)).statusCode).toBe(200);

    const second = await passwordStep(account);
    const replay = await verify(second.client, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 'VALIDATION',
      detail: MFA_MESSAGES.codeWrong,
      field_errors: { code: [MFA_MESSAGES.codeWrong] },
    });
    expect(await whoIs(second.client)).toEqual({});
  });

  it('takes a recovery code once (any case, spaces or dashes), says how many are left and mails the owner', async () => {
    const account = await mfaAccount(3);
    const [code] = account.recoveryCodes as [string];
    const typed = ` ${code.replace('-', ' ').toLowerCase()} `;
    const first = await passwordStep(account);

    const response = await verify(first.client, typed);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_logged_in: 'logged_in', recovery_codes_left: 2 });
    expect((await mailsTo(db, account.email)).map((mail) => mail.subject)).toEqual([
      'A SpecSource recovery code was used',
    ]);
    const second = await passwordStep(account);
    expect((await verify(second.client, code)).statusCode).toBe(400);
    expect((await verify(second.client, account.recoveryCodes[1] as string)).json()).toMatchObject({
      recovery_codes_left: 1,
    });
  });

  it('ends the pending sign-in after 5 wrong codes: even the right code then needs the password again', async () => {
    const account = await mfaAccount();
    const { client } = await passwordStep(account);
    for (let attempt = 1; attempt < 5; attempt++) {
      expect((await verify(client, '000000')).json().field_errors).toEqual({
        code: [MFA_MESSAGES.codeWrong],
      });
    }
    const fifth = await verify(client, 'ABCDE-FGHIJ');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ code: 'BAD_REQUEST', detail: MFA_MESSAGES.tooManyAttempts });

    const late = await verify(client, nextCode(account.secret));
    expect(late.json()).toEqual({ code: 'BAD_REQUEST', detail: MFA_MESSAGES.challengeExpired });
    expect(await whoIs(client)).toEqual({});
  });

  it('limits wrong codes per account across pending sign-ins: the 11th try in 15 minutes is 429', async () => {
    const account = await mfaAccount();
    for (let round = 0; round < 2; round++) {
      const { client } = await passwordStep(account);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await verify(client, '111111')).statusCode).toBe(400);
      }
    }
    const { client } = await passwordStep(account);
    const limited = await verify(client, nextCode(account.secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets a pending sign-in lapse after 5 minutes, and housekeeping removes it', async () => {
    const account = await mfaAccount();
    const { client } = await passwordStep(account);
    clock.advance(5 * 60_000 + 1_000);

    const late = await verify(client, totpAt(account.secret, now()));
    expect(late.json()).toEqual({ code: 'BAD_REQUEST', detail: MFA_MESSAGES.challengeExpired });
    const pending = () => db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, account.id));
    expect(await pending()).toHaveLength(1);
    await runHousekeeping({ db, log: app.log, idleTimeoutMs: 60_000, now });
    expect(await pending()).toEqual([]);
  });

  it('answers a browser without a pending sign-in with the sign-in-again message, and 400 for bad input', async () => {
    const client = createTestClient(app);
    expect((await verify(client, '123456')).json()).toEqual({
      code: 'BAD_REQUEST',
      detail: MFA_MESSAGES.challengeExpired,
    });
    const empty = await client.post('/api/login/mfa/', { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ code: [MFA_MESSAGES.codeRequired] });
  });

  it('lets one of two racing requests with the same code through', async () => {
    const account = await mfaAccount();
    const { client } = await passwordStep(account);
    const code = nextCode(account.secret);
    const answers = await Promise.all([verify(client, code), verify(client, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('accounts without two-step sign-in', () => {
  it('sign in with the password alone, as before', async () => {
    const account = await createAccount(db);
    const { client, response } = await passwordStep(account);
    expect(response.json()).toEqual({ is_logged_in: 'logged_in' });
    expect(client.cookies.has('mfa_challenge')).toBe(false);
  });
});
