import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, mailsTo } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §6.2.2, §6.2.3 (change with the current password), §7.4.3 (other sessions end) and §6.3.7
// (the owner is told).
const { app, database } = await buildTestApp();
const NEW_PASSWORD = 'quiet copper meadow 42';

function change(client: ReturnType<typeof createTestClient>, body: object, remoteAddress = '127.0.0.1') {
  return client.post('/api/password/change/', body, { remoteAddress });
}

describe('POST /api/password/change/', () => {
  it('changes the password: this session stays, every other one ends, and the owner gets a mail', async () => {
    const account = await createAccount(database.db);
    const laptop = await signedInClient(app, account);
    const phone = await signedInClient(app, account);

    const response = await change(laptop, {
      current_password: account.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.passwordChanged });
    expect((await laptop.get('/api/check-auth/')).json()).toMatchObject({ email: account.email });
    expect((await phone.get('/api/check-auth/')).json()).toEqual({});
    expect((await phone.get('/api/account/sessions/')).statusCode).toBe(401);
    const oldSignIn = await createTestClient(app).post('/api/api_login/', account);
    expect(oldSignIn.json()).toEqual({ is_logged_in: 'not_logged_in' });
    await signedInClient(app, { email: account.email, password: NEW_PASSWORD });
    const [mail] = await mailsTo(database.db, account.email);
    expect(mail?.subject).toBe('Your SpecSource password was changed');
    expect(mail?.text).toContain('was changed from your account page');
    expect(mail?.text).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password on current_password, and counts it against the sign-in limits', async () => {
    const account = await createAccount(database.db);
    const client = await signedInClient(app, account);
    const body = {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await change(client, body, '10.1.0.1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field_errors).toEqual({
        current_password: [ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong],
      });
    }

    const locked = await change(client, { ...body, current_password: account.password }, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const signIn = await createTestClient(app).post('/api/api_login/', account, {
      remoteAddress: '10.1.0.2',
    });
    expect(signIn.statusCode).toBe(429);
    expect(await mailsTo(database.db, account.email)).toEqual([]);
  });

  it.each([
    ['short1', 'new_password', MESSAGES.passwordTooShort],
    ['password123', 'new_password', MESSAGES.passwordTooCommon],
    ['Grace.Hopper-1906', 'new_password', MESSAGES.passwordContextSpecific],
    ['SpecSource2026!', 'new_password', MESSAGES.passwordContextSpecific],
  ])('refuses the new password %s with the registration rules on %s', async (password, field, message) => {
    const account = await createAccount(database.db);
    const client = await signedInClient(app, account);

    const refused = await change(client, {
      current_password: account.password,
      new_password: password,
      confirm_password: password,
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toMatchObject({ [field]: [message] });
    await signedInClient(app, account);
  });

  it('refuses a confirmation that does not match, and a visitor', async () => {
    const account = await createAccount(database.db);
    const client = await signedInClient(app, account);
    const body = {
      current_password: account.password,
      new_password: NEW_PASSWORD,
      confirm_password: 'other',
    };

    const mismatch = await change(client, body);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field_errors).toEqual({ confirm_password: [MESSAGES.confirmPasswordMismatch] });

    const visitor = await change(createTestClient(app), { ...body, confirm_password: NEW_PASSWORD });
    expect(visitor.statusCode).toBe(401);
    await signedInClient(app, account);
  });
});
