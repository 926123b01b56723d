import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';

const { app } = await buildTestApp();
const accounts = inject('seededAccounts');

// Routes guarded by each role, added the way a feature adds its own.
app.get('/api/test/admin-only', { config: { access: ['admin'] } }, async () => ({ ok: true }));
app.get('/api/test/suppliers', { config: { access: ['supplier', 'admin'] } }, async () => ({ ok: true }));
app.get('/api/test/customers', { config: { access: ['customer'] } }, async () => ({ ok: true }));

async function clientFor(role: 'admin' | 'supplier' | 'customer' | 'visitor') {
  const client = createTestClient(app);
  if (role !== 'visitor') {
    const account = accounts.find((candidate) => candidate.role === role);
    if (!account) {
      throw new Error(`no seeded ${role}`);
    }
    await client.signIn(account.email, account.password);
  }
  return client;
}

describe('role matrix', () => {
  const expectations = {
    '/api/test/admin-only': { visitor: 401, customer: 403, supplier: 403, admin: 200 },
    '/api/test/suppliers': { visitor: 401, customer: 403, supplier: 200, admin: 200 },
    '/api/test/customers': { visitor: 401, customer: 200, supplier: 403, admin: 403 },
  } as const;

  for (const [url, byRole] of Object.entries(expectations)) {
    for (const [role, status] of Object.entries(byRole)) {
      it(`${role} → ${url} answers ${status}`, async () => {
        const client = await clientFor(role as keyof typeof byRole);
        const response = await client.get(url);
        expect(response.statusCode).toBe(status);
        if (status !== 200) {
          expect(response.json().code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        }
      });
    }
  }
});

describe('every API route declares who may call it', () => {
  it('lists every registered API route with an access rule', async () => {
    await app.ready();
    expect(app.registeredRoutes.length).toBeGreaterThan(5);
    for (const route of app.registeredRoutes) {
      expect(route.access === 'public' || Array.isArray(route.access), `${route.method} ${route.url}`).toBe(
        true,
      );
    }
    const urls = app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/api_login/', 'GET /api/check-auth/', 'GET /api/part/']),
    );
  });

  it('refuses to start with a route that declares none', async () => {
    const { app: other } = await buildTestApp();
    expect(() => other.get('/api/test/unguarded', async () => ({}))).toThrow(/declares no access rule/);
  });
});
