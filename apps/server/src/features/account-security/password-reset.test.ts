import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, mailsTo, resetTokenIn } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §6.4.3: a 30-minute single-use link, the same answer for every address, every session
// ended on reset; §6.3.7: the owner is told.
let offsetMs = 0;
const { app, database } = await buildTestApp(
  { PUBLIC_URL: 'http://localhost:3000' },
  { now: () => new Date(Date.now() + offsetMs) },
);
const ORIGIN = { origin: 'http://localhost:3000' };
const NEW_PASSWORD = 'quiet copper meadow 42';
let addressCount = 0;

function askForReset(email: string, remoteAddress = `10.2.0.${++addressCount}`) {
  return createTestClient(app).post(
    '/api/password/reset/request/',
    { email },
    { headers: ORIGIN, remoteAddress },
  );
}

function confirm(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return createTestClient(app).post(
    '/api/password/reset/confirm/',
    { token, new_password: password, confirm_password: confirmPassword },
    { headers: ORIGIN },
  );
}

async function resetLinkOf(email: string): Promise<string> {
  const mails = await mailsTo(database.db, email);
  const mail = mails.findLast((candidate) => candidate.subject === 'Choose a new SpecSource password');
  return resetTokenIn(mail?.text ?? '');
}

describe('password reset', () => {
  it('answers a known, an unknown and an inactive address alike; only the active account gets a link', async () => {
    const known = await createAccount(database.db);
    const inactive = await createAccount(database.db, { isActive: false });

    const answers = await Promise.all(
      [known.email, 'nobody-here@example.com', inactive.email].map((email) => askForReset(email)),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.resetRequested });
    const [mail] = await mailsTo(database.db, known.email);
    expect(mail?.subject).toBe('Choose a new SpecSource password');
    expect(mail?.text).toContain('http://localhost:3000/reset-password/?token=');
    expect(mail?.text).toContain('expires in 30 minutes');
    expect(await mailsTo(database.db, inactive.email)).toEqual([]);
    expect(await mailsTo(database.db, 'nobody-here@example.com')).toEqual([]);
  });

  it('sets the password with the link, once only, ends every session and tells the owner', async () => {
    const account = await createAccount(database.db);
    const laptop = await signedInClient(app, account);
    const phone = await signedInClient(app, account);
    await askForReset(account.email);
    const token = await resetLinkOf(account.email);

    const done = await confirm(token);

    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: ACCOUNT_SECURITY_MESSAGES.passwordReset });
    for (const client of [laptop, phone]) {
      expect((await client.get('/api/check-auth/')).json()).toEqual({});
    }
    await signedInClient(app, { email: account.email, password: NEW_PASSWORD });
    const old = await createTestClient(app).post('/api/api_login/', account);
    expect(old.json()).toEqual({ is_logged_in: 'not_logged_in' });
    const notice = (await mailsTo(database.db, account.email)).at(-1);
    expect(notice?.subject).toBe('Your SpecSource password was changed');
    expect(notice?.text).toContain('http://localhost:3000/forgot-password/');

    const again = await confirm(token, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'BAD_REQUEST',
      detail: ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid,
      field_errors: { token: [ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid] },
    });
    await signedInClient(app, { email: account.email, password: NEW_PASSWORD });
  });

  it('refuses a link after 30 minutes, and an older link once a newer one was sent', async () => {
    const account = await createAccount(database.db);
    await askForReset(account.email);
    const older = await resetLinkOf(account.email);
    await askForReset(account.email);
    const newer = await resetLinkOf(account.email);
    expect(newer).not.toBe(older);

    expect((await confirm(older)).statusCode).toBe(400);
    offsetMs += 31 * 60_000;
    try {
      const expired = await confirm(newer);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().field_errors).toEqual({ token: [ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid] });
    } finally {
      offsetMs -= 31 * 60_000;
    }
    await signedInClient(app, account);
  });

  it('applies the registration rules and the confirmation, and keeps the link for a better try', async () => {
    const account = await createAccount(database.db);
    await askForReset(account.email);
    const token = await resetLinkOf(account.email);

    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().field_errors).toEqual({ new_password: [MESSAGES.passwordTooCommon] });
    const mismatch = await confirm(token, NEW_PASSWORD, 'something else');
    expect(mismatch.json().field_errors).toEqual({ confirm_password: [MESSAGES.confirmPasswordMismatch] });
    const garbage = await confirm('short');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().field_errors).toHaveProperty('token');

    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('limits requests to 5 an hour per address and 10 an hour per IP, known or not, with 429', async () => {
    const account = await createAccount(database.db);
    for (let i = 0; i < 5; i++) {
      expect((await askForReset(account.email)).statusCode).toBe(200);
    }
    expect((await askForReset(account.email)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      await askForReset('limit-probe@example.com');
    }
    const unknown = await askForReset('limit-probe@example.com');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });

    for (let i = 0; i < 10; i++) {
      expect((await askForReset(`ip-probe-${i}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    const limited = await askForReset('ip-probe-last@example.com', '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
