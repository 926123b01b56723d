import {
  isLaunchQuarterPast,
  PART_TYPE_MESSAGES,
  type PartTypeConfig,
  PartTypeConfigSchema,
  quarterLabel,
} from '@specsource/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { auditLog, partTypes, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const admin = seededAccount('admin');
const customer = seededAccount('customer');
const supplier = seededAccount('supplier');

const adminClient = await signedInClient(app, admin);

/** A coming-soon config like the seed's compressor, with `changes` merged section by section. */
function comingSoonConfig(changes: { [K in keyof PartTypeConfig]?: Partial<PartTypeConfig[K]> } = {}) {
  const config: PartTypeConfig = {
    features: {
      instantResults: false,
      firstPrinciples: false,
      matchResults: false,
      feedback: false,
      pricingEstimates: false,
    },
    loading: { title: 'We received your request!', subtitle: 'Live updates are coming soon...' },
    results: { showFirstPrinciples: false, showTopMatches: false, showNoMatchPanel: false, maxMatches: 3 },
    comingSoon: {
      enabled: true,
      title: 'Instant blower selection is coming soon',
      message: 'Your request goes to our blower suppliers.',
      actionText: 'Notify me at launch',
      // Ahead of whatever day the test runs on.
      estimatedLaunch: quarterLabel(new Date(), 2),
      features: ['Fan curve analysis'],
      notify: true,
    },
    meta: {
      displayName: 'Blower',
      pluralName: 'Blowers',
      databaseTotal: null,
      icon: 'blower',
      color: '#0c8599',
    },
  };
  return {
    features: { ...config.features, ...changes.features },
    loading: { ...config.loading, ...changes.loading },
    results: { ...config.results, ...changes.results },
    comingSoon: { ...config.comingSoon, ...changes.comingSoon },
    meta: { ...config.meta, ...changes.meta },
  };
}

async function lastAudit(entityId: number) {
  const [row] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'part_type'), eq(auditLog.entityId, String(entityId))))
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

describe('reading part types', () => {
  it('lists every type by name with its config and part count', async () => {
    const response = await adminClient.get('/api/part-types/');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ name: string; part_count: number; config: PartTypeConfig }>;
    expect(list.map((type) => [type.name, type.part_count])).toEqual([
      ['compressor', 1],
      ['motor', 1],
      ['pump', 1],
      ['valve', 1],
    ]);
    const pump = list.find((type) => type.name === 'pump');
    expect(pump?.config.features.instantResults).toBe(true);
    expect(pump?.config.results.maxMatches).toBe(3);
    const compressor = list.find((type) => type.name === 'compressor')?.config.comingSoon;
    expect(compressor).toMatchObject({
      enabled: true,
      estimatedLaunch: expect.stringMatching(/^Q[1-4] \d{4}$/),
    });
    // The demo's launch counts from the day it was seeded: never already past.
    expect(
      isLaunchQuarterPast(compressor?.estimatedLaunch ?? '', new Date().toISOString().slice(0, 10)),
    ).toBe(false);
  });

  it('keeps every seeded config valid under the contract schema', async () => {
    for (const row of await database.db.select().from(partTypes)) {
      expect(PartTypeConfigSchema.safeParse(row.config).success, row.name).toBe(true);
    }
  });

  it('finds one by name in any case, for visitors too (the wizard reads it)', async () => {
    const visitor = createTestClient(app);
    for (const name of ['motor', 'MOTOR', 'Motor']) {
      const response = await visitor.get(`/api/part-types/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'motor',
        config: { comingSoon: { enabled: true, notify: true } },
      });
    }
    const missing = await visitor.get('/api/part-types/rocket');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("No part type is called 'rocket'.");
  });
});

describe('changing part types', () => {
  it('creates, updates and deletes one, auditing each change with before and after', async () => {
    const created = await adminClient.post('/api/part-types/', {
      name: ' Blower ',
      config: comingSoonConfig(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: 'Blower', config: comingSoonConfig() });
    expect(await lastAudit(id)).toMatchObject({
      action: 'create',
      actorId: await adminId(),
      before: null,
      after: { id, name: 'Blower', config: comingSoonConfig() },
    });

    // The admin sets the launch date; the wizard's public read sees it at once.
    const later = quarterLabel(new Date(), 3);
    const config = comingSoonConfig({ comingSoon: { estimatedLaunch: later, features: ['A', 'B'] } });
    const updated = await adminClient.put(`/api/part-types/${id}`, { name: 'Blowers', config });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id, name: 'Blowers', config });
    expect((await createTestClient(app).get('/api/part-types/blowers')).json().config).toEqual(config);
    expect(await lastAudit(id)).toMatchObject({
      action: 'update',
      before: { name: 'Blower', config: { comingSoon: { estimatedLaunch: quarterLabel(new Date(), 2) } } },
      after: { name: 'Blowers', config: { comingSoon: { estimatedLaunch: later } } },
    });

    const deleted = await adminClient.request('DELETE', `/api/part-types/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ detail: "The part type 'Blowers' was deleted" });
    expect(await lastAudit(id)).toMatchObject({ action: 'delete', before: { name: 'Blowers' }, after: null });
    expect((await adminClient.get('/api/part-types/blowers')).statusCode).toBe(404);
  });

  it('refuses a name another type has, in any case, with 409 and a name field error', async () => {
    const duplicate = await adminClient.post('/api/part-types/', {
      name: 'PUMP',
      config: comingSoonConfig(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().field_errors).toEqual({ name: [PART_TYPE_MESSAGES.nameTaken] });

    const { id } = (
      await adminClient.post('/api/part-types/', { name: 'Fan', config: comingSoonConfig() })
    ).json();
    const rename = await adminClient.put(`/api/part-types/${id}`, {
      name: 'Valve',
      config: comingSoonConfig(),
    });
    expect(rename.statusCode).toBe(409);
    expect(await lastAudit(id)).toMatchObject({ action: 'create' });
    // Its own name in another case is no clash.
    const recased = await adminClient.put(`/api/part-types/${id}`, {
      name: 'FAN',
      config: comingSoonConfig(),
    });
    expect(recased.statusCode).toBe(200);
  });

  it('refuses to delete a type parts use, naming them', async () => {
    const { id } = (await adminClient.get('/api/part-types/valve')).json();
    const response = await adminClient.request('DELETE', `/api/part-types/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      "The part type 'valve' is used by the part: Valve. Give those parts another type first.",
    );
    expect((await adminClient.get('/api/part-types/valve')).statusCode).toBe(200);
  });

  it('answers 400 with a field error per broken rule', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ name: '', config: comingSoonConfig() }, 'name', PART_TYPE_MESSAGES.nameRequired],
      [{ name: '9 lives', config: comingSoonConfig() }, 'name', PART_TYPE_MESSAGES.nameInvalid],
      [{ name: 'Fan2' }, 'config', 'Invalid input: expected object, received undefined'],
      [
        { name: 'Fan2', config: comingSoonConfig({ results: { maxMatches: 0 } }) },
        'config.results.maxMatches',
        PART_TYPE_MESSAGES.maxMatchesInvalid,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ results: { maxMatches: 4 } }) },
        'config.results.maxMatches',
        PART_TYPE_MESSAGES.maxMatchesInvalid,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ comingSoon: { title: '  ' } }) },
        'config.comingSoon.title',
        PART_TYPE_MESSAGES.required,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ comingSoon: { estimatedLaunch: '' } }) },
        'config.comingSoon.estimatedLaunch',
        PART_TYPE_MESSAGES.launchEmpty,
      ],
      [
        // A launch already past is refused on saving (the quarter before this one has always ended).
        {
          name: 'Fan2',
          config: comingSoonConfig({ comingSoon: { estimatedLaunch: quarterLabel(new Date(), -1) } }),
        },
        'config.comingSoon.estimatedLaunch',
        PART_TYPE_MESSAGES.launchPast,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ comingSoon: { features: ['A', 'A'] } }) },
        'config.comingSoon.features',
        PART_TYPE_MESSAGES.featuresDuplicate,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ features: { instantResults: true } }) },
        'config.features.instantResults',
        PART_TYPE_MESSAGES.comingSoonWithInstantResults,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ meta: { color: 'teal' } }) },
        'config.meta.color',
        PART_TYPE_MESSAGES.colorInvalid,
      ],
      [
        { name: 'Fan2', config: comingSoonConfig({ meta: { databaseTotal: -1 } }) },
        'config.meta.databaseTotal',
        PART_TYPE_MESSAGES.databaseTotalInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminClient.post('/api/part-types/', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field_errors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    // Off, the coming-soon panel's texts may stay empty.
    const plain = comingSoonConfig({
      comingSoon: { enabled: false, title: '', message: '', actionText: '' },
    });
    expect((await adminClient.post('/api/part-types/', { name: 'Plain', config: plain })).statusCode).toBe(
      201,
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = { name: 'Ghost', config: comingSoonConfig() };
    expect((await adminClient.put('/api/part-types/999999', body)).statusCode).toBe(404);
    expect((await adminClient.request('DELETE', '/api/part-types/999999')).statusCode).toBe(404);
    const malformed = await adminClient.put('/api/part-types/abc', body);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field_errors).toEqual({ id: [PART_TYPE_MESSAGES.idInvalid] });
  });
});

describe('who may call what', () => {
  it('lets signed-in users list, anyone read one, and only admins change anything', async () => {
    const body = { name: 'Nope', config: comingSoonConfig() };
    const visitor = createTestClient(app);
    expect((await visitor.get('/api/part-types/')).statusCode).toBe(401);
    expect((await visitor.post('/api/part-types/', body)).statusCode).toBe(401);
    expect((await visitor.put('/api/part-types/1', body)).statusCode).toBe(401);
    expect((await visitor.request('DELETE', '/api/part-types/1')).statusCode).toBe(401);
    for (const account of [customer, supplier]) {
      const client = await signedInClient(app, account);
      expect((await client.get('/api/part-types/')).statusCode).toBe(200);
      expect((await client.get('/api/part-types/pump')).statusCode).toBe(200);
      const refused = [
        await client.post('/api/part-types/', body),
        await client.put('/api/part-types/1', body),
        await client.request('DELETE', '/api/part-types/1'),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    }
  });
});
