import { PART_CSV_COLUMNS, PartCsvImportResultSchema, PartStructureSchema } from '@specsource/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createTestClient, type TestClient } from '../../../../test/test-client.ts';
import { createEmptyTestDatabase } from '../../../../test/test-database.ts';
import '../../../../test/provided-context.ts';
import { buildApp } from '../../../app.ts';
import { createUser } from '../../../domain/users/users.repository.ts';
import { loadConfig } from '../../../platform/config/env.ts';
import { auditLog, classifications, parts, partTypes, units } from '../../../platform/db/schema/index.ts';
import { hashPassword } from '../../../platform/security/password.ts';
import { partTypesSeed } from '../../../seed/part-types-data.ts';

const { app, database } = await buildTestApp();
const accounts = inject('seededAccounts');
const accountOf = (role: string) => {
  const account = accounts.find((candidate) => candidate.role === role);
  if (!account) {
    throw new Error(`no seeded ${role}`);
  }
  return account;
};

async function signedIn(target: typeof app, email: string, password: string): Promise<TestClient> {
  const client = createTestClient(target);
  await client.signIn(email, password);
  return client;
}

const admin = await signedIn(app, accountOf('admin').email, accountOf('admin').password);
const IMPORT = '/api/admin/parts/import';
const EXPORT = '/api/admin/parts/export';
// The columns of a file written before keys and exclusive bounds existed: such a file still imports.
const HEADER = PART_CSV_COLUMNS.slice(0, PART_CSV_COLUMNS.indexOf('attribute_max') + 1).join(',');

async function importCsv(client: TestClient, content: string, dryRun = false) {
  const response = await client.post(`${IMPORT}?dry_run=${dryRun}`, { content });
  expect(response.statusCode).toBe(200);
  return PartCsvImportResultSchema.parse(response.json());
}

async function structureOf(slug: string) {
  const response = await app.inject({ method: 'GET', url: `/api/part/${slug}` });
  expect(response.statusCode).toBe(200);
  const part = PartStructureSchema.parse(response.json());
  return {
    title: part.title,
    part_type: part.part_type,
    cards: part.partclassification_set.map((card) => [
      card.classification.title,
      card.is_optional,
      card.partclassificationattribute_set.map((link) => [
        link.attribute.title,
        link.is_optional,
        link.attribute.type,
        link.attribute.unit.map((unit) => unit.title),
      ]),
    ]),
  };
}

const count = async (table: typeof parts | typeof classifications | typeof units) =>
  (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]?.n ?? 0;

const BLOWER = [
  HEADER,
  'Ring blower,,For aeration basins,,Blower duty,false,Air flow,false,number,,m3/h|cfm,0,',
  'Ring blower,,,,Site,true,Supply voltage,false,select,230 V|400 V,,,',
  'Ring blower,,,,Blower duty,,Outlet pressure,true,number,,mbar-csv,,',
].join('\n');

describe('GET /api/admin/parts/export', () => {
  it('answers every part as a CSV attachment: one row per attribute, every column on every row', async () => {
    const response = await admin.get(EXPORT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="parts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const pumpRows = rows.filter((row) => row.part_slug === 'pump');
    expect(pumpRows.length).toBeGreaterThan(3);
    expect(pumpRows.every((row) => row.part_title === 'Pump' && row.part_type === 'pump')).toBe(true);
    expect(Object.keys(rows[0] ?? {})).toEqual([...PART_CSV_COLUMNS]);
  });

  it('imports back onto the same catalogue as updates that change nothing', async () => {
    const exported = (await admin.get(EXPORT)).body;
    const before = await structureOf('pump');
    const partCount = await count(parts);

    const result = await importCsv(admin, exported);
    expect(result).toMatchObject({ status: 'imported', problem_count: 0 });
    expect(result.counts).toMatchObject({
      parts: partCount,
      parts_created: 0,
      parts_updated: partCount,
      classifications_created: 0,
      attributes_created: 0,
      units_created: 0,
    });
    expect(await structureOf('pump')).toEqual(before);
    expect((await admin.get(EXPORT)).body).toBe(exported);
  });

  it('recreates parts and their taxonomy in an empty catalogue', async () => {
    const exported = (await admin.get(EXPORT)).body;
    const empty = await createEmptyTestDatabase();
    await empty.db
      .insert(partTypes)
      .values(partTypesSeed(new Date()).map(({ name, config }) => ({ name, config })));
    const password = 'empty-catalogue-admin-2026';
    await createUser(empty.db, {
      role: 'admin',
      username: 'empty-admin',
      email: 'empty-admin@example.com',
      passwordHash: await hashPassword(password),
      isActive: true,
      emailVerified: true,
    });
    const emptyApp = await buildApp(
      // No search workers, as in every test app (test/build-test-app.ts): this one imports a CSV, and is closed
      // at once.
      loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', SEARCH_WORKERS: '0' }, '0.0.0-test'),
      {
        database: empty,
      },
    );
    afterAll(async () => {
      await emptyApp.close();
      await empty.close();
    });
    const emptyAdmin = await signedIn(emptyApp, 'empty-admin@example.com', password);

    const result = await importCsv(emptyAdmin, exported);
    expect(result.status).toBe('imported');
    expect(result.counts.parts_created).toBe(await count(parts));
    expect(result.counts.classifications_created).toBeGreaterThan(0);
    expect((await emptyAdmin.get(EXPORT)).body).toBe(exported);
  });
});

describe('POST /api/admin/parts/import', () => {
  it('a dry run counts what would change and writes nothing', async () => {
    const before = { parts: await count(parts), classifications: await count(classifications) };
    const result = await importCsv(admin, BLOWER, true);
    expect(result).toEqual({
      status: 'valid',
      dry_run: true,
      counts: {
        rows: 3,
        parts: 1,
        parts_created: 1,
        parts_updated: 0,
        classifications_created: 2,
        attributes_created: 3,
        // m3/h and cfm are seeded units.
        units_created: 1,
      },
      problem_count: 0,
      problems: [],
    });
    expect({ parts: await count(parts), classifications: await count(classifications) }).toEqual(before);
  });

  it('creates a part with new classifications, attributes and units in file order, audited', async () => {
    const result = await importCsv(admin, BLOWER);
    expect(result.status).toBe('imported');
    expect(await structureOf('ring-blower')).toEqual({
      title: 'Ring blower',
      part_type: null,
      cards: [
        [
          'Blower duty',
          false,
          [
            ['Air flow', false, 'number', ['m3/h', 'cfm']],
            ['Outlet pressure', true, 'number', ['mbar-csv']],
          ],
        ],
        ['Site', true, [['Supply voltage', false, 'select', []]]],
      ],
    });
    const entities = await database.db
      .select({ entity: auditLog.entity, n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(eq(auditLog.action, 'create'))
      .groupBy(auditLog.entity);
    expect(Object.fromEntries(entities.map((row) => [row.entity, row.n]))).toMatchObject({
      part: 1,
      classification: 2,
      attribute: 3,
      unit: 1,
    });
  });

  it('renames a part found by its slug; the old slug keeps redirecting', async () => {
    const csv = [HEADER, 'Ring blower (side channel),ring-blower,,,Blower duty,,Air flow,,,,,,'].join('\n');
    const result = await importCsv(admin, csv);
    expect(result.counts).toMatchObject({ parts_updated: 1, parts_created: 0 });
    const old = await app.inject({ method: 'GET', url: '/api/part/ring-blower' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/part/ring-blower-side-channel');
    expect((await structureOf('ring-blower-side-channel')).cards).toEqual([
      ['Blower duty', false, [['Air flow', false, 'number', ['m3/h', 'cfm']]]],
    ]);
  });

  it('refuses a file with any problem, naming row and column, and writes nothing', async () => {
    const before = { parts: await count(parts), classifications: await count(classifications) };
    const csv = [
      HEADER,
      'Mixer,,,,Mixer duty,,Speed,,number,,rpm-csv,,',
      'Mixer,,,agitator,Mixer duty,,Impeller,,select,,,,',
    ].join('\n');
    const result = await importCsv(admin, csv);
    expect(result.status).toBe('invalid');
    expect(result.problems).toEqual([
      {
        row: 2,
        column: 'part_type',
        message: expect.stringMatching(/^No part type is called 'agitator'\. Use one of: /),
      },
      {
        row: 3,
        column: 'attribute_options',
        message: 'Give at least one option for a radio, select or searchable select attribute',
      },
    ]);
    expect({ parts: await count(parts), classifications: await count(classifications) }).toEqual(before);
    const [unit] = await database.db.select().from(units).where(eq(units.title, 'rpm-csv'));
    expect(unit).toBeUndefined();
  });

  it('reports a broken header before anything else', async () => {
    const result = await importCsv(admin, 'part_title,classification\nPump,Performance\n');
    expect(result).toMatchObject({
      status: 'invalid',
      problems: [{ row: 1, column: 'attribute', message: "The column 'attribute' is required" }],
    });
  });

  it('takes a multipart upload', async () => {
    const boundary = '----parts-csv-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="parts.csv"',
      'Content-Type: text/csv',
      '',
      [HEADER, 'Dosing skid,,,,Dosing,,Dose rate,,number,,L/h,,'].join('\n'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await admin.post(`${IMPORT}?dry_run=true`, payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'valid', counts: { parts_created: 1 } });
  });

  it('answers 400 naming the field for no file, an empty one or a bad flag', async () => {
    const noFile = await admin.post(IMPORT);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().field_errors).toEqual({ file: ['Choose a CSV file to import'] });
    const empty = await admin.post(IMPORT, { content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ content: ['The file content is required'] });
    const flag = await admin.post(`${IMPORT}?dry_run=maybe`, { content: HEADER });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().field_errors).toEqual({ dry_run: ["dry_run is 'true' or 'false'"] });
  });

  it('is for admins only: 401 for visitors, 403 for customers and suppliers', async () => {
    expect((await createTestClient(app).post(IMPORT, { content: BLOWER })).statusCode).toBe(401);
    expect((await createTestClient(app).get(EXPORT)).statusCode).toBe(401);
    for (const role of ['customer', 'supplier']) {
      const client = await signedIn(app, accountOf(role).email, accountOf(role).password);
      expect((await client.post(IMPORT, { content: BLOWER })).statusCode).toBe(403);
      expect((await client.get(EXPORT)).statusCode).toBe(403);
    }
    const [blowerParts] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(parts)
      .where(and(eq(parts.title, 'Ring blower')));
    expect(blowerParts?.n).toBe(0);
  });
});
