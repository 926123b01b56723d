import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { users } from '../db/schema/index.ts';

// OWASP ASVS 5.0 §7.4.2: a deactivated account's sessions end at once — every lookup joins the user and
// requires it active — and §7.4.1: a logged-out cookie replayed is a visitor (see also auth.test.ts).
const { app, database } = await buildTestApp();
const supplier = seededAccount('supplier');

describe('session revocation', () => {
  it('ends every live session of an account the moment it is deactivated', async () => {
    const laptop = await signedInClient(app, supplier);
    const phone = await signedInClient(app, supplier);
    for (const client of [laptop, phone]) {
      expect((await client.get('/api/check-auth/')).json()).toMatchObject({ email: supplier.email });
    }
    await database.db.update(users).set({ isActive: false }).where(eq(users.email, supplier.email));
    try {
      for (const client of [laptop, phone]) {
        expect((await client.get('/api/check-auth/')).json()).toEqual({});
        expect((await client.get('/supplier/api/orders/')).statusCode).toBe(401);
      }
    } finally {
      await database.db.update(users).set({ isActive: true }).where(eq(users.email, supplier.email));
    }
  });
});
