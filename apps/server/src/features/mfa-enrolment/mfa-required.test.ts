import { MFA_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { enableMfaFor } from '../../../test/mfa-fixtures.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { totpAt } from '../../domain/mfa/totp.ts';
import { users } from '../../platform/db/schema/index.ts';

// OWASP ASVS 5.0 §6.3.3 (docs/security.md G2): with MFA_REQUIRED_ROLES a user of such a role signs in with
// the password, but until two-step sign-in is on the session reaches only its setup, who-am-I and sign-out.

const { app, database } = await buildTestApp({ MFA_REQUIRED_ROLES: 'admin' });
const { db } = database;

/** A fresh account of the required role (the seeded admin is shared, so its factor is left alone). */
async function makeAdmin(userId: number): Promise<void> {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

describe('MFA_REQUIRED_ROLES=admin', () => {
  it('holds an admin without it at the setup: check-auth says so, other routes answer 403 or see a visitor', async () => {
    const admin = await signedInClient(app, seededAccount('admin'));

    expect((await admin.get('/api/check-auth/')).json()).toMatchObject({
      role: 'admin',
      mfa_setup_required: true,
    });
    const refused = await admin.get('/api/admin/audit-log/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', detail: MFA_MESSAGES.setupRequired });
    expect((await admin.get('/api/account/sessions/')).statusCode).toBe(403);
    expect((await admin.get('/api/account/mfa/')).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
  });

  it('lets the held admin set it up; from then on every route works and check-auth drops the flag', async () => {
    const account = await createAccount(db);
    await makeAdmin(account.id);
    const client = await signedInClient(app, account);

    const { secret } = (await client.post('/api/account/mfa/setup/', { password: account.password })).json();
    const enabled = await client.post('/api/account/mfa/enable/', { code: totpAt(secret, new Date()) });
    expect(enabled.statusCode).toBe(200);

    const me = (await client.get('/api/check-auth/')).json();
    expect(me).toMatchObject({ role: 'admin', email: account.email });
    expect(me).not.toHaveProperty('mfa_setup_required');
    expect((await client.get('/api/account/sessions/')).statusCode).toBe(200);
    const toggled = await client.post('/api/account/mfa/disable/', {
      password: account.password,
      code: 'AAAAA-AAAAA',
    });
    expect(toggled.statusCode).toBe(400);
  });

  it('lets the held admin sign out', async () => {
    const admin = await signedInClient(app, seededAccount('admin'));
    expect((await admin.post('/api/logout/')).statusCode).toBe(200);
    expect((await admin.get('/api/check-auth/')).json()).toEqual({});
    expect((await admin.get('/api/admin/audit-log/')).statusCode).toBe(401);
  });

  it('does not hold other roles, nor an admin who has it on', async () => {
    const customer = await signedInClient(app, seededAccount('customer'));
    expect((await customer.get('/api/check-auth/')).json()).not.toHaveProperty('mfa_setup_required');
    expect((await customer.get('/api/account/sessions/')).statusCode).toBe(200);

    const account = await createAccount(db);
    const { secret } = await enableMfaFor(db, account.id);
    await makeAdmin(account.id);
    const client = createTestClient(app);
    expect((await client.post('/api/api_login/', account)).json()).toEqual({
      is_logged_in: 'not_logged_in',
      mfa_required: true,
    });
    await client.post('/api/login/mfa/', { code: totpAt(secret, new Date(Date.now() + 30_000)) });
    expect((await client.get('/api/check-auth/')).json()).toMatchObject({ role: 'admin' });
    expect((await client.get('/api/admin/audit-log/')).statusCode).toBe(200);
  });
});
