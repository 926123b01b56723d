import { ACCOUNT_SECURITY_MESSAGES, MFA_MESSAGES, MFA_RECOVERY_CODE_COUNT } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, mailsTo } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { createTotpClock } from '../../../test/totp-clock.ts';
import { totpAt } from '../../domain/mfa/totp.ts';

// docs/security.md G2: turning two-step sign-in on (password, then the first code of a new key), off and new
// recovery codes (both factors again, OWASP ASVS 5.0 §7.5.1), each mailed to the owner (§6.3.7).

const clock = createTotpClock(Date.UTC(2026, 10, 25, 9, 0, 0));
const { now, nextCode } = clock;
const { app, database } = await buildTestApp({}, { now });
const { db } = database;

const status = async (client: TestClient) => (await client.get('/api/account/mfa/')).json();

/** A signed-in account that went through the setup; answers its key and recovery codes. */
async function enrolled() {
  const account = await createAccount(db);
  const client = await signedInClient(app, account);
  const { secret } = (await client.post('/api/account/mfa/setup/', { password: account.password })).json();
  const enabled = await client.post('/api/account/mfa/enable/', { code: nextCode(secret) });
  expect(enabled.statusCode).toBe(200);
  return {
    account,
    client,
    secret: secret as string,
    recoveryCodes: enabled.json().recovery_codes as string[],
  };
}

describe('turning two-step sign-in on', () => {
  it('shows a new key after the password, turns on with its first code and answers the recovery codes once', async () => {
    const account = await createAccount(db);
    const client = await signedInClient(app, account);
    const phone = await signedInClient(app, account);
    expect(await status(client)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

    const setup = await client.post('/api/account/mfa/setup/', { password: account.password });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri, expires_at } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/SpecSource:${encodeURIComponent(account.email)}?issuer=SpecSource&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(expires_at).toBe(new Date(now().getTime() + 15 * 60_000).toISOString());
    // Only waiting: sign-in still takes the password alone until the first code is confirmed.
    expect((await createTestClient(app).post('/api/api_login/', account)).json()).toEqual({
      is_logged_in: 'logged_in',
    });

    const wrong = await client.post('/api/account/mfa/enable/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field_errors).toEqual({ code: [MFA_MESSAGES.codeWrong] });

    const enabled = await client.post('/api/account/mfa/enable/', { code: nextCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const { detail, recovery_codes } = enabled.json();
    expect(detail).toBe(MFA_MESSAGES.enabled);
    expect(recovery_codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(recovery_codes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    for (const code of recovery_codes) {
      expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    }
    expect(await status(client)).toEqual({
      enabled: true,
      enabled_at: now().toISOString(),
      recovery_codes_left: 10,
    });
    // The session that turned it on stays; the one signed in with the password alone ends.
    expect(await (await phone.get('/api/check-auth/')).json()).toEqual({});
    expect((await createTestClient(app).post('/api/api_login/', account)).json()).toEqual({
      is_logged_in: 'not_logged_in',
      mfa_required: true,
    });
    const mails = await mailsTo(db, account.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Two-step sign-in is on for your SpecSource account']);
    expect(mails[0]?.text).not.toContain(secret);
  });

  it('refuses the setup without the right password (counted as a failed sign-in) and for visitors', async () => {
    const account = await createAccount(db);
    const client = await signedInClient(app, account);
    const refused = await client.post('/api/account/mfa/setup/', { password: 'not it' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({
      password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong],
    });
    const visitor = await createTestClient(app).post('/api/account/mfa/setup/', {
      password: account.password,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await createTestClient(app).get('/api/account/mfa/')).statusCode).toBe(401);
  });

  it('refuses a first code after the key waited 15 minutes, and a setup when it is on already', async () => {
    const account = await createAccount(db);
    const client = await signedInClient(app, account);
    const { secret } = (await client.post('/api/account/mfa/setup/', { password: account.password })).json();
    clock.advance(15 * 60_000);
    const late = await client.post('/api/account/mfa/enable/', { code: totpAt(secret, now()) });
    expect(late.json()).toEqual({ code: 'BAD_REQUEST', detail: MFA_MESSAGES.setupMissing });

    const { client: onAlready, account: other } = await enrolled();
    const again = await onAlready.post('/api/account/mfa/setup/', { password: other.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MFA_MESSAGES.alreadyEnabled);
  });

  it('a new setup replaces a key that never got its code', async () => {
    const account = await createAccount(db);
    const client = await signedInClient(app, account);
    const first = (await client.post('/api/account/mfa/setup/', { password: account.password })).json();
    const second = (await client.post('/api/account/mfa/setup/', { password: account.password })).json();
    expect(second.secret).not.toBe(first.secret);
    expect((await client.post('/api/account/mfa/enable/', { code: nextCode(first.secret) })).statusCode).toBe(
      400,
    );
    expect(
      (await client.post('/api/account/mfa/enable/', { code: totpAt(second.secret, now()) })).statusCode,
    ).toBe(200);
  });

  it('refuses codes that are not 6 digits on the code field', async () => {
    const account = await createAccount(db);
    const client = await signedInClient(app, account);
    const refused = await client.post('/api/account/mfa/enable/', { code: 'ABCDE-FGHIJ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({ code: [MFA_MESSAGES.totpRequired] });
  });
});

describe('turning it off and new recovery codes', () => {
  it('turns off with the password and a code; sign-in takes the password alone again', async () => {
    const { account, client, secret } = await enrolled();
    const noCode = await client.post('/api/account/mfa/disable/', {
      password: account.password,
      code: '123456',
    });
    expect(noCode.json().field_errors).toEqual({ code: [MFA_MESSAGES.codeWrong] });
    const noPassword = await client.post('/api/account/mfa/disable/', {
      password: 'not it',
      code: nextCode(secret),
    });
    expect(noPassword.json().field_errors).toEqual({
      password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong],
    });

    const off = await client.post('/api/account/mfa/disable/', {
      password: account.password,
      code: nextCode(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ detail: MFA_MESSAGES.disabled });
    expect(await status(client)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect((await createTestClient(app).post('/api/api_login/', account)).json()).toEqual({
      is_logged_in: 'logged_in',
    });
    expect((await mailsTo(db, account.email)).map((mail) => mail.subject)).toContain(
      'Two-step sign-in is off for your SpecSource account',
    );
    const twice = await client.post('/api/account/mfa/disable/', {
      password: account.password,
      code: '123456',
    });
    expect(twice.json()).toEqual({ code: 'BAD_REQUEST', detail: MFA_MESSAGES.notEnabled });
  });

  it('replaces the recovery codes: a recovery code proves it, the old ones stop working, the new ones work', async () => {
    const { account, client, recoveryCodes } = await enrolled();
    const [used, unused] = recoveryCodes as [string, string];
    const replaced = await client.post('/api/account/mfa/recovery-codes/', {
      password: account.password,
      code: used,
    });
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json().recovery_codes as string[];
    expect(replaced.json().detail).toBe(MFA_MESSAGES.recoveryCodesReplaced);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(unused);

    const signIn = createTestClient(app);
    await signIn.post('/api/api_login/', account);
    expect((await signIn.post('/api/login/mfa/', { code: unused })).statusCode).toBe(400);
    expect((await signIn.post('/api/login/mfa/', { code: fresh[0] })).json()).toEqual({
      is_logged_in: 'logged_in',
      recovery_codes_left: 9,
    });
    expect((await mailsTo(db, account.email)).map((mail) => mail.subject)).toContain(
      'New SpecSource recovery codes',
    );
  });
});
