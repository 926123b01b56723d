import { CatalogueImportResultSchema, CatalogueSummarySchema, PumpDetailSchema } from '@specsource/contracts';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { exportCatalogueFile } from '../../domain/catalogue/import/catalogue-file.ts';
import { auditLog, users } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp({}, { catalogueRefreshIntervalMs: 0 });
const accounts = inject('seededAccounts');
const accountOf = (role: string) => {
  const account = accounts.find((candidate) => candidate.role === role);
  if (!account) {
    throw new Error(`no seeded ${role}`);
  }
  return account;
};

async function signedIn(role: 'admin' | 'supplier') {
  const client = createTestClient(app);
  const { email, password } = accountOf(role);
  await client.signIn(email, password);
  return client;
}

const newPump = {
  ...generateDemoCatalogue({ count: 1 })[0],
  id: 'api-test-pump',
  model: 'API-1',
} as ReturnType<typeof generateDemoCatalogue>[number];
const IMPORT = '/api/admin/catalogue/import';

function multipart(fileName: string, content: string) {
  const boundary = '----specsource-test-boundary';
  const payload = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/octet-stream',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /api/catalogue/summary and /api/pumps/:id (public)', () => {
  it('counts the specifications by maker and type for the loading title', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/catalogue/summary' });
    expect(response.statusCode).toBe(200);
    const summary = CatalogueSummarySchema.parse(response.json());
    expect(summary.spec_count).toBe(app.catalogue.count());
    expect(summary.spec_count).toBeGreaterThan(2_000);
    expect(summary.manufacturers.find((maker) => maker.name === 'Wilo')).toMatchObject({ is_demo: false });
    expect(summary.manufacturers.some((maker) => maker.is_demo)).toBe(true);
    expect(summary.types.reduce((n, type) => n + type.pump_count, 0)).toBe(summary.spec_count);
  });

  it('answers one pump with its curve, 404 for an unknown id and 400 for an impossible one', async () => {
    const pump = [...app.catalogue.current().pumps][0];
    const response = await app.inject({ method: 'GET', url: `/api/pumps/${pump?.id}` });
    expect(response.statusCode).toBe(200);
    const detail = PumpDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ id: pump?.id, is_demo: true, product_url: null });
    expect(detail.curve).toHaveLength(pump?.curve.length ?? 0);

    const missing = await app.inject({ method: 'GET', url: '/api/pumps/no-such-pump' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await app.inject({ method: 'GET', url: `/api/pumps/${encodeURIComponent('bad id!')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toHaveProperty('id');
  });
});

describe('POST /api/admin/catalogue/import', () => {
  const body = { format: 'json', content: exportCatalogueFile([newPump], 'json') };

  it('is for admins only: 401 for visitors, 403 for suppliers', async () => {
    const visitor = createTestClient(app);
    expect((await visitor.post(`${IMPORT}?dry_run=true`, body)).statusCode).toBe(401);
    const supplier = await signedIn('supplier');
    expect((await supplier.post(`${IMPORT}?dry_run=true`, body)).statusCode).toBe(403);
    expect((await supplier.get('/api/admin/catalogue/export')).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad body or flag', async () => {
    const admin = await signedIn('admin');
    const badFormat = await admin.post(IMPORT, { format: 'xlsx', content: 'x' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().field_errors).toHaveProperty('format');
    const badFlag = await admin.post(`${IMPORT}?dry_run=maybe`, body);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().field_errors).toHaveProperty('dry_run');
  });

  it('reports every problem as data and writes nothing', async () => {
    const admin = await signedIn('admin');
    const content = exportCatalogueFile([newPump], 'csv').replace(
      /\n([^\n]*),([\d.]+),([\d.]*),([\d.]*)\n$/,
      '\n$1,97,$3,$4\n',
    );
    const response = await admin.post(IMPORT, { format: 'csv', content });
    expect(response.statusCode).toBe(200);
    const result = CatalogueImportResultSchema.parse(response.json());
    expect(result).toMatchObject({ status: 'invalid', problem_count: 1 });
    expect(result.problems[0]).toMatchObject({ column: 'efficiency_pct', message: 'efficiency over 95 %' });
    expect(app.catalogue.current().pumpById(newPump.id)).toBeUndefined();
  });

  it('dry run counts without writing; a real import refreshes the in-memory catalogue', async () => {
    const admin = await signedIn('admin');
    const before = app.catalogue.count();
    const dry = CatalogueImportResultSchema.parse((await admin.post(`${IMPORT}?dry_run=true`, body)).json());
    expect(dry).toMatchObject({ status: 'valid', counts: { added: 1, catalogue_total: before + 1 } });
    expect(app.catalogue.count()).toBe(before);

    const done = CatalogueImportResultSchema.parse((await admin.post(IMPORT, body)).json());
    expect(done.status).toBe('imported');
    expect(app.catalogue.count()).toBe(before + 1);
    // The import is audited with its admin and what it did (dry runs are not).
    const [adminRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, accountOf('admin').email));
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'pump_catalogue'))
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: adminRow?.id,
      action: 'import',
      before: { pump_count: before },
      after: { format: 'json', replace: false, counts: { added: 1 } },
    });
    const page = await app.inject({ method: 'GET', url: `/api/pumps/${newPump.id}` });
    expect(page.json()).toMatchObject({ id: newPump.id, model: 'API-1' });
  });

  it('takes a multipart upload, the format from the file name', async () => {
    const admin = await signedIn('admin');
    const updated = { ...newPump, leadTimeWeeks: 11 };
    const upload = multipart('update.csv', exportCatalogueFile([updated], 'csv'));
    const response = await admin.post(IMPORT, upload.payload, { headers: upload.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'imported', format: 'csv', counts: { updated: 1 } });
    expect(app.catalogue.current().pumpById(newPump.id)?.leadTimeWeeks).toBe(11);

    const empty = await admin.post(IMPORT, '', { headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/admin/catalogue/export', () => {
  it('answers the catalogue as a CSV or JSON file in the import format', async () => {
    const admin = await signedIn('admin');
    const csv = await admin.get('/api/admin/catalogue/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="pump-catalogue-.*\.csv"$/);
    expect(csv.body).toBe(exportCatalogueFile([...app.catalogue.current().pumps], 'csv'));

    const json = await admin.get('/api/admin/catalogue/export?format=json');
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json().pumps).toHaveLength(app.catalogue.count());

    const bad = await admin.get('/api/admin/catalogue/export?format=xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toHaveProperty('format');
  });
});
