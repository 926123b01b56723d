import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { attributes, auditLog, classifications, units, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const admin = seededAccount('admin');
const customer = seededAccount('customer');
const supplier = seededAccount('supplier');

const adminClient = await signedInClient(app, admin);

async function seededId(table: typeof classifications | typeof units, title: string): Promise<number> {
  const [row] = await database.db.select({ id: table.id }).from(table).where(eq(table.title, title));
  if (!row) {
    throw new Error(`the seed has no '${title}'`);
  }
  return row.id;
}

async function lastAudit(entity: string, entityId: number) {
  const [row] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function adminId(): Promise<number> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin?.email ?? ''));
  return row?.id ?? 0;
}

describe('classifications', () => {
  it('creates, renames and deletes one, auditing each change with before and after', async () => {
    const created = await adminClient.post('/api/classification', { title: '  Seal  ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, title: 'Seal' });
    expect(await lastAudit('classification', id)).toMatchObject({
      action: 'create',
      actorId: await adminId(),
      before: null,
      after: { id, title: 'Seal' },
    });

    const renamed = await adminClient.put(`/api/classification/${id}`, { title: 'Sealing' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, title: 'Sealing' });
    expect(await lastAudit('classification', id)).toMatchObject({
      action: 'update',
      before: { id, title: 'Seal' },
      after: { id, title: 'Sealing' },
    });

    const list = await adminClient.get('/api/classification');
    expect(list.json()).toContainEqual({ id, title: 'Sealing' });

    const deleted = await adminClient.request('DELETE', `/api/classification/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit('classification', id)).toMatchObject({
      action: 'delete',
      before: { id, title: 'Sealing', attributes: [] },
      after: null,
    });
    expect((await adminClient.get('/api/classification')).json()).not.toContainEqual({
      id,
      title: 'Sealing',
    });
  });

  it('refuses a duplicate title (any case) with 409 and a title field error', async () => {
    const response = await adminClient.post('/api/classification', { title: 'duty POINT' });
    expect(response.statusCode).toBe(409);
    expect(response.json().field_errors).toEqual({ title: [TAXONOMY_MESSAGES.classificationTitleTaken] });
    const other = (await adminClient.post('/api/classification', { title: 'Other one' })).json();
    const rename = await adminClient.put(`/api/classification/${other.id}`, { title: 'Fluid' });
    expect(rename.statusCode).toBe(409);
    expect(await lastAudit('classification', other.id)).toMatchObject({ action: 'create' });
  });

  it('refuses to delete a classification a part uses, naming the part', async () => {
    const id = await seededId(classifications, 'Duty point');
    const response = await adminClient.request('DELETE', `/api/classification/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Pump');
    expect(await seededId(classifications, 'Duty point')).toBe(id);
  });

  it('deletes an unused classification together with its attributes', async () => {
    const { id } = (await adminClient.post('/api/classification', { title: 'Coating' })).json();
    const attribute = await adminClient.post('/api/attributes/', {
      classification_id: id,
      title: 'Finish',
      type: 'text',
    });
    expect(attribute.statusCode).toBe(201);
    const deleted = await adminClient.request('DELETE', `/api/classification/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await database.db.select().from(attributes).where(eq(attributes.classificationId, id))).toEqual(
      [],
    );
    expect((await lastAudit('classification', id))?.before).toMatchObject({
      attributes: [{ title: 'Finish', type: 'text' }],
    });
  });

  it('answers 400 naming the field for an empty or missing title, and 404 for an unknown id', async () => {
    for (const body of [{ title: '   ' }, {}, { title: 'x'.repeat(256) }]) {
      const response = await adminClient.post('/api/classification', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field_errors).toHaveProperty('title');
    }
    expect((await adminClient.put('/api/classification/999999', { title: 'Nothing' })).statusCode).toBe(404);
    expect((await adminClient.request('DELETE', '/api/classification/999999')).statusCode).toBe(404);
    expect((await adminClient.put('/api/classification/abc', { title: 'Nothing' })).statusCode).toBe(400);
  });
});

describe('attributes', () => {
  it("lists a classification's attributes as {id, title}, 404 for an unknown classification", async () => {
    const id = await seededId(classifications, 'Duty point');
    const response = await adminClient.get(`/api/attribute/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { title: string }) => row.title)).toEqual([
      'Differential head',
      'Flow rate',
    ]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'title']);
    expect((await adminClient.get('/api/attribute/999999')).statusCode).toBe(404);
  });

  it('creates, updates and deletes a number attribute with units and bounds, auditing each', async () => {
    const classificationId = await seededId(classifications, 'Duty point');
    const gpm = await seededId(units, 'gpm');
    const lps = await seededId(units, 'L/s');
    const created = await adminClient.post('/api/attributes/', {
      classification_id: classificationId,
      title: 'Rated speed',
      type: 'number',
      unit_ids: [lps, gpm],
      min_value: 0,
      max_value: 3600,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id,
      classification_id: classificationId,
      title: 'Rated speed',
      type: 'number',
      options: [],
      unit: [
        { id: lps, title: 'L/s' },
        { id: gpm, title: 'gpm' },
      ],
      min_value: 0,
      max_value: 3600,
      min_exclusive: false,
      max_exclusive: false,
      key: null,
      option_keys: [],
    });
    expect(await lastAudit('attribute', id)).toMatchObject({ action: 'create', before: null, after: { id } });

    const updated = await adminClient.put(`/api/attributes/${id}`, {
      classification_id: classificationId,
      title: 'Speed class',
      type: 'select',
      options: 'Low, Medium ,High',
      unit_ids: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Speed class',
      type: 'select',
      options: ['Low', 'Medium', 'High'],
      unit: [],
      min_value: null,
      max_value: null,
    });
    expect(await lastAudit('attribute', id)).toMatchObject({
      action: 'update',
      before: { title: 'Rated speed', max_value: 3600, unit: [{ title: 'L/s' }, { title: 'gpm' }] },
      after: { title: 'Speed class', options: ['Low', 'Medium', 'High'] },
    });
    expect((await adminClient.get(`/api/attributes/${id}`)).json()).toEqual(updated.json());

    const deleted = await adminClient.request('DELETE', `/api/attributes/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit('attribute', id)).toMatchObject({ action: 'delete', after: null });
    expect((await adminClient.get(`/api/attributes/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate title within the classification with 409', async () => {
    const classificationId = await seededId(classifications, 'Duty point');
    const response = await adminClient.post('/api/attributes/', {
      classification_id: classificationId,
      title: 'flow RATE',
      type: 'text',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().field_errors).toEqual({ title: [TAXONOMY_MESSAGES.attributeTitleTaken] });
  });

  it('refuses to delete an attribute a part uses, naming the part', async () => {
    const classificationId = await seededId(classifications, 'Duty point');
    const [flowRate] = await database.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(eq(attributes.classificationId, classificationId), eq(attributes.title, 'Flow rate')));
    const response = await adminClient.request('DELETE', `/api/attributes/${flowRate?.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('Pump');
  });

  it('answers 400 naming the field for bad input', async () => {
    const classificationId = await seededId(classifications, 'Duty point');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'A', type: 'colour' }, 'type', TAXONOMY_MESSAGES.typeInvalid],
      [{ title: '', type: 'text' }, 'title', TAXONOMY_MESSAGES.titleRequired],
      [{ title: 'A', type: 'select', options: [] }, 'options', TAXONOMY_MESSAGES.optionsRequired],
      [{ title: 'A', type: 'radio', options: 'a,a' }, 'options', TAXONOMY_MESSAGES.optionsDuplicate],
      [{ title: 'A', type: 'text', min_value: 1 }, 'min_value', TAXONOMY_MESSAGES.boundsOnlyForNumber],
      [
        { title: 'A', type: 'number', min_value: 5, max_value: 1 },
        'min_value',
        TAXONOMY_MESSAGES.minAboveMax,
      ],
      [{ title: 'A', type: 'number', unit_ids: [999999] }, 'unit_ids', TAXONOMY_MESSAGES.unitUnknown],
      [
        { title: 'A', type: 'text', classification_id: 999999 },
        'classification_id',
        TAXONOMY_MESSAGES.classificationNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminClient.post('/api/attributes/', {
        classification_id: classificationId,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field_errors?.[field], JSON.stringify(body)).toContain(message);
    }
    expect(
      (
        await adminClient.put('/api/attributes/999999', {
          classification_id: classificationId,
          title: 'A',
          type: 'text',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('units', () => {
  it('creates, renames and deletes one, auditing each', async () => {
    const created = await adminClient.post('/api/units/', { title: 'kPa' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await lastAudit('unit', id)).toMatchObject({ action: 'create', after: { id, title: 'kPa' } });
    const renamed = await adminClient.put(`/api/units/${id}`, { title: 'MPa' });
    expect(renamed.json()).toEqual({ id, title: 'MPa' });
    expect(await lastAudit('unit', id)).toMatchObject({ before: { title: 'kPa' }, after: { title: 'MPa' } });
    expect((await adminClient.get('/api/units/')).json()).toContainEqual({ id, title: 'MPa' });
    expect((await adminClient.request('DELETE', `/api/units/${id}`)).statusCode).toBe(200);
    expect(await lastAudit('unit', id)).toMatchObject({
      action: 'delete',
      before: { title: 'MPa' },
      after: null,
    });
  });

  it('treats titles case-sensitively: mm and Mm are different, a second gpm is 409', async () => {
    expect((await adminClient.post('/api/units/', { title: 'gpm' })).statusCode).toBe(409);
    expect((await adminClient.post('/api/units/', { title: 'GPM' })).statusCode).toBe(201);
  });

  it('refuses to delete a unit a part uses, naming the part; and one an attribute offers, naming it', async () => {
    const gpm = await seededId(units, 'gpm');
    const inUse = await adminClient.request('DELETE', `/api/units/${gpm}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toContain('Pump');

    const { id: unitId } = (await adminClient.post('/api/units/', { title: 'furlong' })).json();
    const { id: classificationId } = (await adminClient.post('/api/classification', { title: 'Odd' })).json();
    await adminClient.post('/api/attributes/', {
      classification_id: classificationId,
      title: 'Distance',
      type: 'number',
      unit_ids: [unitId],
    });
    const offered = await adminClient.request('DELETE', `/api/units/${unitId}`);
    expect(offered.statusCode).toBe(409);
    expect(offered.json().detail).toContain('Distance');
  });

  it('answers 400 for an empty title and 404 for an unknown id', async () => {
    const response = await adminClient.post('/api/units/', { title: ' ' });
    expect(response.json().field_errors).toEqual({ title: [TAXONOMY_MESSAGES.titleRequired] });
    expect((await adminClient.put('/api/units/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await adminClient.request('DELETE', '/api/units/999999')).statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  it('lets any signed-in user read the spec lists, and only admins change anything', async () => {
    const dutyPoint = await seededId(classifications, 'Duty point');
    const visitor = createTestClient(app);
    expect((await visitor.get('/api/classification')).statusCode).toBe(401);
    expect((await visitor.post('/api/units/', { title: 'x' })).statusCode).toBe(401);
    for (const account of [customer, supplier]) {
      const client = await signedInClient(app, account);
      expect((await client.get('/api/classification')).statusCode).toBe(200);
      expect((await client.get(`/api/attribute/${dutyPoint}`)).statusCode).toBe(200);
      const refused = [
        await client.post('/api/classification', { title: 'Nope' }),
        await client.put(`/api/classification/${dutyPoint}`, { title: 'Nope' }),
        await client.request('DELETE', `/api/classification/${dutyPoint}`),
        await client.post('/api/attributes/', { classification_id: dutyPoint, title: 'Nope', type: 'text' }),
        await client.get('/api/attributes/1'),
        await client.put('/api/attributes/1', { classification_id: dutyPoint, title: 'Nope', type: 'text' }),
        await client.request('DELETE', '/api/attributes/1'),
        await client.get('/api/units/'),
        await client.post('/api/units/', { title: 'Nope' }),
        await client.put('/api/units/1', { title: 'Nope' }),
        await client.request('DELETE', '/api/units/1'),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 403));
    }
  });
});

describe('GET /api/attribute-keys/', () => {
  it('lists the keys the pump search reads with the option keys the engine knows, for admins only', async () => {
    const response = await adminClient.get('/api/attribute-keys/');
    expect(response.statusCode).toBe(200);
    const byKey = new Map(response.json().map((info: { key: string }) => [info.key, info]));
    expect(byKey.get('flow_rate')).toEqual({
      key: 'flow_rate',
      label: 'Flow rate',
      types: ['number'],
      units: ['gpm', 'm3/h', 'L/s', 'L/min', 'm3/s'],
      option_keys: null,
    });
    expect(byKey.get('fluid')).toMatchObject({
      option_keys: {
        choices: expect.arrayContaining(['water', 'seawater', 'hydraulic-oil-vg46', 'condensate']),
      },
    });
    expect(byKey.get('materials')).toMatchObject({
      option_keys: {
        choices: [
          'cast-iron',
          'ductile-iron',
          'bronze-fitted',
          'all-bronze',
          'stainless-316',
          'duplex',
          'carbon-steel',
        ],
      },
    });
    expect(byKey.get('electrical_supply')).toMatchObject({
      option_keys: { choices: null, hint: expect.stringContaining('460v-3ph-60hz') },
    });
    const asCustomer = await signedInClient(app, customer);
    expect((await asCustomer.get('/api/attribute-keys/')).statusCode).toBe(403);
  });
});
