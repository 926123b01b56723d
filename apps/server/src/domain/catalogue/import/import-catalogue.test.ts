import { generateDemoCatalogue, realPumpCatalogue } from '@specsource/pump-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../../test/test-database.ts';
import type { Database, DatabaseConnection } from '../../../platform/db/database.ts';
import { countCatalogue } from '../catalogue.repository.ts';
import { loadCataloguePumps } from '../catalogue-load.repository.ts';
import { readCatalogueVersion } from '../catalogue-version.ts';
import { exportCatalogueFile } from './catalogue-file.ts';
import { importCatalogueFile } from './import-catalogue.ts';

let connection: DatabaseConnection;
let db: Database;
const demo = generateDemoCatalogue({ count: 40 });
const real = realPumpCatalogue();
const csvOf = (pumps = demo) => exportCatalogueFile(pumps, 'csv');

beforeAll(async () => {
  connection = await createEmptyTestDatabase();
  db = connection.db;
});
afterAll(() => connection.close());

const run = (
  content: string,
  options: { dryRun?: boolean; replace?: boolean; format?: 'csv' | 'json' } = {},
) =>
  importCatalogueFile(db, {
    content,
    format: options.format ?? 'csv',
    dryRun: options.dryRun ?? false,
    replace: options.replace ?? false,
  });

describe('importCatalogueFile', () => {
  it('on a dry run validates and counts, and writes nothing', async () => {
    const { result, version } = await run(csvOf(), { dryRun: true });
    expect(result).toMatchObject({
      status: 'valid',
      dry_run: true,
      problem_count: 0,
      counts: { pumps: 40, added: 40, updated: 0, removed: 0, catalogue_total: 40 },
    });
    expect(result.counts.curve_points).toBe(demo.reduce((n, pump) => n + pump.curve.length, 0));
    expect(version).toBeNull();
    expect(await countCatalogue(db)).toEqual({ pumps: 0, curvePoints: 0, manufacturers: 0 });
    expect(await readCatalogueVersion(db)).toBe(0);
  });

  it('imports all pumps in one transaction and bumps the version', async () => {
    const { result, version } = await run(csvOf());
    expect(result).toMatchObject({ status: 'imported', counts: { added: 40, catalogue_total: 40 } });
    expect(version).toBe(1);
    expect(await loadCataloguePumps(db)).toEqual(demo);
  });

  it('writes nothing at all when one row of a large file is bad (all or nothing)', async () => {
    const lines = csvOf([...real, ...demo.slice(0, 10)]).split('\n');
    const last = lines.length - 2;
    lines[last] = (lines[last] ?? '').replace(/,[\d.]*,([\d.]*),([\d.]*)$/, ',999,$1,$2');
    const { result } = await run(lines.join('\n'));
    expect(result.status).toBe('invalid');
    expect(result.problems).toEqual([
      { row: last + 1, column: 'efficiency_pct', pump_id: demo[9]?.id, message: 'efficiency over 95 %' },
    ]);
    expect((await countCatalogue(db)).pumps).toBe(40);
    expect(await readCatalogueVersion(db)).toBe(1);
  });

  it('adds new pumps and updates pumps with a known id', async () => {
    const changed = { ...demo[0], model: `${demo[0]?.model}-B`, leadTimeWeeks: 9 } as (typeof demo)[number];
    const { result } = await run(exportCatalogueFile([changed, ...real], 'json'), { format: 'json' });
    expect(result).toMatchObject({
      status: 'imported',
      counts: { added: real.length, updated: 1, removed: 0, catalogue_total: 40 + real.length },
    });
    const pumps = await loadCataloguePumps(db);
    expect(pumps.find((pump) => pump.id === changed.id)).toEqual(changed);
    expect(pumps.filter((pump) => real.some((r) => r.id === pump.id))).toEqual(real);
  });

  it('refuses a new id for a model already in the catalogue, naming the pump that has it', async () => {
    const clone = { ...demo[5], id: 'another-id' } as (typeof demo)[number];
    const { result } = await run(exportCatalogueFile([clone], 'json'), { format: 'json' });
    expect(result.status).toBe('invalid');
    expect(result.problems[0]).toMatchObject({ row: 1, column: 'model', pump_id: 'another-id' });
    expect(result.problems[0]?.message).toContain(`already in the catalogue as pump ${demo[5]?.id}`);
  });

  it('round trip: export, replace with the export, export again gives the same file and catalogue', async () => {
    const before = await loadCataloguePumps(db);
    for (const format of ['csv', 'json'] as const) {
      const file = exportCatalogueFile(before, format);
      const { result } = await run(file, { replace: true, format });
      expect(result).toMatchObject({
        status: 'imported',
        counts: { removed: 0, catalogue_total: before.length },
      });
      const after = await loadCataloguePumps(db);
      expect(after).toEqual(before);
      expect(exportCatalogueFile(after, format)).toBe(file);
    }
  });

  it('with replace, the file becomes the whole catalogue', async () => {
    const { result } = await run(csvOf(real), { replace: true });
    expect(result.counts).toMatchObject({
      added: 0,
      updated: real.length,
      removed: 40,
      catalogue_total: real.length,
    });
    expect(await loadCataloguePumps(db)).toEqual(real);
    expect((await countCatalogue(db)).manufacturers).toBe(
      new Set(real.map((pump) => pump.manufacturer)).size,
    );
  });
});
