import { PART_SUPPLIER_MESSAGES } from '@specsource/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { auditLog, partSuppliers, parts, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const admin = seededAccount('admin');
const customer = seededAccount('customer');
const supplier = seededAccount('supplier');

const adminClient = await signedInClient(app, admin);

async function userId(username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) {
    throw new Error(`no user '${username}'`);
  }
  return row.id;
}

const keystone = { id: await userId('keystone-pump'), username: 'keystone-pump' };
const harbor = { id: await userId('harbor-industrial'), username: 'harbor-industrial' };
const customerId = await userId('priya.nair');

let partCount = 0;
async function newPart(): Promise<{ id: number; title: string }> {
  partCount += 1;
  const [row] = await db
    .insert(parts)
    .values({ slug: `blower-${partCount}`, title: `Blower ${partCount}` })
    .returning({ id: parts.id, title: parts.title });
  if (!row) {
    throw new Error('no part inserted');
  }
  return row;
}

async function newSupplier(username: string, isActive: boolean): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ role: 'supplier', username, email: `${username}@example.com`, isActive })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

async function assignedIds(partId: number): Promise<number[]> {
  const rows = await db
    .select({ supplierId: partSuppliers.supplierId })
    .from(partSuppliers)
    .where(eq(partSuppliers.partId, partId))
    .orderBy(asc(partSuppliers.supplierId));
  return rows.map((row) => row.supplierId);
}

async function auditRows(partId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'part_suppliers'), eq(auditLog.entityId, String(partId))))
    .orderBy(desc(auditLog.id));
}

const save = (partId: number, suppliers: unknown[]) =>
  adminClient.post('/api/part/supplier/', { part_id: partId, suppliers });

describe('GET /api/part/supplier/', () => {
  it('answers the part, its assigned suppliers and every active supplier account, by username', async () => {
    const inactive = await newSupplier('aaa-dormant', false);
    const [pump] = await db.select({ id: parts.id }).from(parts).where(eq(parts.slug, 'pump'));
    const response = await adminClient.get(`/api/part/supplier/?part_id=${pump?.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.part).toEqual({ id: pump?.id, title: 'Pump' });
    expect(body.part_suppliers.map((row: { supplier: unknown }) => row.supplier)).toEqual([harbor, keystone]);
    expect(body.part_suppliers[0].id).toEqual(expect.any(Number));
    expect(body.suppliers).toEqual([harbor, keystone]);
    expect(body.suppliers.map((row: { id: number }) => row.id)).not.toContain(inactive);
  });

  it('answers 404 for an unknown part and 400 for a missing or malformed part_id', async () => {
    const missing = await adminClient.get('/api/part/supplier/?part_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(PART_SUPPLIER_MESSAGES.partNotFound);
    for (const query of ['', '?part_id=abc', '?part_id=0']) {
      const response = await adminClient.get(`/api/part/supplier/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field_errors, query).toEqual({
        part_id: [PART_SUPPLIER_MESSAGES.partIdInvalid],
      });
    }
  });

  it('sits beside GET /api/part/:slug without shadowing it', async () => {
    const visitor = createTestClient(app);
    expect((await visitor.get('/api/part/pump')).statusCode).toBe(200);
    expect((await visitor.get('/api/part/supplier/?part_id=1')).statusCode).toBe(401);
  });
});

describe('POST /api/part/supplier/', () => {
  it('assigns two suppliers, then removing one deletes its row; each change is audited', async () => {
    const part = await newPart();
    const assigned = await save(part.id, [keystone.id, harbor.id]);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().part).toEqual(part);
    expect(assigned.json().part_suppliers.map((row: { supplier: unknown }) => row.supplier)).toEqual([
      harbor,
      keystone,
    ]);
    expect(await assignedIds(part.id)).toEqual([keystone.id, harbor.id].sort((a, b) => a - b));

    const reduced = await save(part.id, [String(harbor.id)]);
    expect(reduced.statusCode).toBe(200);
    expect(reduced.json().part_suppliers.map((row: { supplier: unknown }) => row.supplier)).toEqual([harbor]);
    expect(await assignedIds(part.id)).toEqual([harbor.id]);

    const [second, first] = await auditRows(part.id);
    expect(first).toMatchObject({
      action: 'replace',
      before: [],
      after: [keystone.id, harbor.id].sort((a, b) => a - b),
    });
    expect(second).toMatchObject({
      action: 'replace',
      before: [keystone.id, harbor.id].sort((a, b) => a - b),
      after: [harbor.id],
    });

    // Saving the same choice changes nothing and writes no audit row; an empty choice clears them all.
    expect((await save(part.id, [harbor.id])).statusCode).toBe(200);
    expect(await auditRows(part.id)).toHaveLength(2);
    expect((await save(part.id, [])).json().part_suppliers).toEqual([]);
    expect(await assignedIds(part.id)).toEqual([]);
  });

  it('refuses accounts that are not active suppliers with a field error, changing nothing', async () => {
    const part = await newPart();
    await save(part.id, [keystone.id]);
    const dormant = await newSupplier('dormant-supply', false);
    for (const id of [customerId, dormant, 999999]) {
      const response = await save(part.id, [keystone.id, id]);
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json().field_errors).toEqual({ suppliers: [PART_SUPPLIER_MESSAGES.notSuppliers] });
    }
    expect(await assignedIds(part.id)).toEqual([keystone.id]);
    expect(await auditRows(part.id)).toHaveLength(1);
  });

  it('keeps a supplier deactivated after it was assigned, so the part can still be saved', async () => {
    const part = await newPart();
    const leaving = await newSupplier('leaving-supply', true);
    await save(part.id, [leaving]);
    await db.update(users).set({ isActive: false }).where(eq(users.id, leaving));
    const response = await save(part.id, [leaving, harbor.id]);
    expect(response.statusCode).toBe(200);
    expect(await assignedIds(part.id)).toEqual([leaving, harbor.id].sort((a, b) => a - b));
  });

  it('answers 400 for a malformed body and 404 for an unknown part', async () => {
    const part = await newPart();
    const cases: Array<[unknown, string, string]> = [
      [{ suppliers: [] }, 'part_id', PART_SUPPLIER_MESSAGES.partIdInvalid],
      [{ part_id: part.id }, 'suppliers', PART_SUPPLIER_MESSAGES.suppliersInvalid],
      [
        { part_id: part.id, suppliers: [harbor.id, harbor.id] },
        'suppliers',
        PART_SUPPLIER_MESSAGES.suppliersDuplicate,
      ],
      [{ part_id: part.id, suppliers: ['x'] }, 'suppliers.0', PART_SUPPLIER_MESSAGES.supplierIdInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminClient.post('/api/part/supplier/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field_errors, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    const missing = await save(999999, [harbor.id]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(PART_SUPPLIER_MESSAGES.partNotFound);
  });
});

describe('who may call what', () => {
  it('answers 401 to visitors and 403 to customers and suppliers', async () => {
    const part = await newPart();
    const visitor = createTestClient(app);
    expect((await visitor.get(`/api/part/supplier/?part_id=${part.id}`)).statusCode).toBe(401);
    expect((await visitor.post('/api/part/supplier/', { part_id: part.id, suppliers: [] })).statusCode).toBe(
      401,
    );
    for (const account of [customer, supplier]) {
      const client = await signedInClient(app, account);
      expect((await client.get(`/api/part/supplier/?part_id=${part.id}`)).statusCode).toBe(403);
      const post = await client.post('/api/part/supplier/', { part_id: part.id, suppliers: [harbor.id] });
      expect(post.statusCode).toBe(403);
    }
    expect(await assignedIds(part.id)).toEqual([]);
  });
});
