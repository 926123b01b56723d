import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §6.2.8: the password is checked exactly as typed (no trimming, no case folding, no
// truncation). §6.3.4: every password pathway (sign-in, the wizard's /user_exists/ check and contact step)
// shares one check and its failed-attempt limits, so none is a way around another.
const { app } = await buildTestApp();
const customer = seededAccount('customer');
const supplier = seededAccount('supplier');

function login(email: string, password: string, remoteAddress: string) {
  return createTestClient(app).post('/api/api_login/', { email, password }, { remoteAddress });
}

describe('the password as typed (§6.2.8)', () => {
  it('refuses the right password with a space added or in another case, and takes it exactly', async () => {
    for (const variant of [
      ` ${customer.password}`,
      `${customer.password} `,
      customer.password.toUpperCase(),
    ]) {
      expect((await login(customer.email, variant, '10.5.0.1')).json(), variant).toEqual({
        is_logged_in: 'not_logged_in',
      });
    }
    expect((await login(customer.email, customer.password, '10.5.0.2')).json()).toEqual({
      is_logged_in: 'logged_in',
    });
  });
});

describe('one limit across password pathways (§6.3.4)', () => {
  it('locks sign-in after 5 wrong passwords sent to the wizard’s /user_exists/ check', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await createTestClient(app).post(
        '/user_exists/',
        { username: supplier.email, password: `wrong-password-${i}` },
        { remoteAddress: `10.5.1.${i}` },
      );
      expect(response.json()).toEqual({ success: 'failed' });
    }
    const locked = await login(supplier.email, supplier.password, '10.5.2.1');
    expect(locked.statusCode).toBe(429);
  });
});
