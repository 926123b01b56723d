import { AuditEntrySchema, pageOf } from '@specsource/contracts';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';

const { app } = await buildTestApp();
const accounts = inject('seededAccounts');
const accountOf = (role: string) => {
  const account = accounts.find((candidate) => candidate.role === role);
  if (!account) {
    throw new Error(`no seeded ${role}`);
  }
  return account;
};

async function signedIn(role: 'admin' | 'customer' | 'supplier'): Promise<TestClient> {
  const client = createTestClient(app);
  const { email, password } = accountOf(role);
  await client.signIn(email, password);
  return client;
}

const AuditPageSchema = pageOf(AuditEntrySchema);
const admin = await signedIn('admin');

// Three changes through the real routes, so the rows are what admins' changes write.
for (const title of ['Audit test A', 'Audit test B']) {
  expect((await admin.post('/api/classification', { title })).statusCode).toBe(201);
}
expect((await admin.post('/api/units/', { title: 'audit-unit' })).statusCode).toBe(201);

describe('GET /api/admin/audit-log/', () => {
  it('lists changes newest first with the admin, the action and before → after', async () => {
    const page = AuditPageSchema.parse((await admin.get('/api/admin/audit-log/?search=audit')).json());
    expect(page.count).toBe(3);
    expect(page.results.map((row) => [row.entity, row.action, row.after])).toEqual([
      ['unit', 'create', expect.objectContaining({ title: 'audit-unit' })],
      ['classification', 'create', expect.objectContaining({ title: 'Audit test B' })],
      ['classification', 'create', expect.objectContaining({ title: 'Audit test A' })],
    ]);
    expect(page.results[0]).toMatchObject({
      actor: accountOf('admin').email,
      actor_role: 'admin',
      before: null,
    });
    expect(page.results[0]?.ip).toEqual(expect.any(String));
  });

  it('searches by entity and sorts by a column either way', async () => {
    const units = AuditPageSchema.parse((await admin.get('/api/admin/audit-log/?search=unit')).json());
    expect(units.results.every((row) => row.entity === 'unit' || JSON.stringify(row).includes('unit'))).toBe(
      true,
    );

    const byEntity = AuditPageSchema.parse(
      (await admin.get('/api/admin/audit-log/?search=audit&field=entity&order_by=desc')).json(),
    );
    expect(byEntity.results.map((row) => row.entity)).toEqual(['unit', 'classification', 'classification']);
  });

  it('pages by 10 with next and previous links', async () => {
    for (let index = 0; index < 10; index += 1) {
      await admin.post('/api/units/', { title: `paged-unit-${index}` });
    }
    const first = AuditPageSchema.parse((await admin.get('/api/admin/audit-log/?search=paged-unit')).json());
    expect(first.count).toBe(10);
    expect(first.next).toBeNull();
    const all = AuditPageSchema.parse((await admin.get('/api/admin/audit-log/?search=unit')).json());
    expect(all.count).toBe(11);
    expect(all.results).toHaveLength(10);
    expect(all.next).toBe('/api/admin/audit-log/?search=unit&page=2');
    const second = AuditPageSchema.parse((await admin.get(all.next ?? '')).json());
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('/api/admin/audit-log/?search=unit&page=1');
  });

  it('answers 400 naming the field for an unknown sort, 401 for visitors, 403 for other roles', async () => {
    const bad = await admin.get('/api/admin/audit-log/?field=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toEqual({ field: ['Sort by one of: created_at, entity, action, actor'] });

    expect((await createTestClient(app).get('/api/admin/audit-log/')).statusCode).toBe(401);
    for (const role of ['customer', 'supplier'] as const) {
      expect((await (await signedIn(role)).get('/api/admin/audit-log/')).statusCode).toBe(403);
    }
  });
});
