import { type AdminPartRow, AdminPartRowSchema, pageOf } from '@specsource/contracts';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { parts } from '../../platform/db/schema/index.ts';

const { app, database } = await buildTestApp();
const admin = inject('seededAccounts').find((account) => account.role === 'admin');
if (!admin) {
  throw new Error('the seed must create an admin');
}
const adminClient = createTestClient(app);
await adminClient.signIn(admin.email, admin.password);

const PageSchema = pageOf(AdminPartRowSchema);

async function list(query = '') {
  const response = await adminClient.get(`/api/admin/parts/${query}`);
  expect(response.statusCode).toBe(200);
  return PageSchema.parse(response.json());
}

const titles = (rows: AdminPartRow[]) => rows.map((row) => row.title);

// Eleven more parts without a type, so the list has two pages; 'gasket 100%_x' probes LIKE escaping.
await database.db.insert(parts).values(
  [...Array.from({ length: 10 }, (_, i) => `Gasket ${String(i).padStart(2, '0')}`), 'gasket 100%_x'].map(
    (title, i) => ({
      title,
      slug: `gasket-${i}`,
      updatedAt: new Date(Date.UTC(2024, 0, i + 1)),
    }),
  ),
);

describe('GET /api/admin/parts/', () => {
  it('pages every part by title with type, card and supplier counts', async () => {
    const first = await list();
    expect(first.count).toBe(15);
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe('/api/admin/parts/?page=2');
    expect(first.previous).toBeNull();
    expect(titles(first.results).slice(0, 3)).toEqual(['Compressor', 'Gasket 00', 'Gasket 01']);
    expect(first.results[0]).toMatchObject({
      slug: 'compressor',
      part_type: 'compressor',
      classification_count: 3,
    });

    const second = await list('?page=2');
    expect(titles(second.results)).toEqual(['Gasket 09', 'gasket 100%_x', 'Motor', 'Pump', 'Valve']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/admin/parts/?page=1');
    const pump = second.results.find((row) => row.title === 'Pump');
    expect(pump).toMatchObject({ part_type: 'pump', classification_count: 6 });
    expect(pump?.supplier_count).toBeGreaterThan(0);
    expect(second.results.find((row) => row.title === 'Gasket 09')).toMatchObject({
      part_type: null,
      classification_count: 0,
      supplier_count: 0,
      updated_at: '2024-01-10T00:00:00.000Z',
    });

    expect(await list('?page=5')).toMatchObject({ count: 15, results: [], next: null });
  });

  it('searches titles case-insensitively anywhere, with % and _ taken literally', async () => {
    expect(titles((await list('?search=UMP')).results)).toEqual(['Pump']);
    expect(titles((await list(`?search=${encodeURIComponent('0%_')}`)).results)).toEqual(['gasket 100%_x']);
    expect(titles((await list(`?search=${encodeURIComponent('%')}`)).results)).toEqual(['gasket 100%_x']);
    const page = await list('?search=gasket&page=2');
    expect(page).toMatchObject({ count: 11, next: null, previous: '/api/admin/parts/?search=gasket&page=1' });
  });

  it('sorts by any listed column in either order, ties broken by id', async () => {
    const byType = await list('?field=part_type');
    expect(titles(byType.results).slice(0, 6)).toEqual([
      'Compressor',
      'Motor',
      'Pump',
      'Valve',
      'Gasket 00',
      'Gasket 01',
    ]);
    // Descending puts parts without a type first (PostgreSQL sorts nulls as the largest value).
    const byTypeDesc = await list('?field=part_type&order_by=desc&page=2');
    expect(titles(byTypeDesc.results)).toEqual(['gasket 100%_x', 'Valve', 'Pump', 'Motor', 'Compressor']);

    const newest = await list('?field=updated_at&order_by=desc&search=gasket');
    expect(titles(newest.results).slice(0, 2)).toEqual(['gasket 100%_x', 'Gasket 09']);

    const bySuppliers = await list('?field=supplier_count&order_by=desc');
    expect(bySuppliers.results[0]?.supplier_count).toBeGreaterThan(0);
    const counts = bySuppliers.results.map((row) => row.supplier_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byTitleDesc = await list('?field=title&order_by=desc');
    expect(titles(byTitleDesc.results).slice(0, 3)).toEqual(['Valve', 'Pump', 'Motor']);
  });

  it('answers 400 naming the field for an unknown sort column or order', async () => {
    for (const [query, field] of [
      ['?field=slug', 'field'],
      ['?order_by=up', 'order_by'],
    ]) {
      const response = await adminClient.get(`/api/admin/parts/${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().field_errors)).toEqual([field]);
    }
  });
});
