import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_CATALOGUE_COUNT } from '../../test/global-setup.ts';
import { createEmptyTestDatabase, createTestDatabase } from '../../test/test-database.ts';
import { countCatalogue } from '../domain/catalogue/catalogue.repository.ts';
import { loadCataloguePumps, loadCatalogueRows } from '../domain/catalogue/catalogue-load.repository.ts';
import { createCatalogueStore } from '../domain/catalogue/catalogue-store.ts';
import { readCatalogueVersion } from '../domain/catalogue/catalogue-version.ts';
import { seedCataloguePumps, seedPumpCatalogue } from './seed-pump-catalogue.ts';

const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());

describe('seedPumpCatalogue', () => {
  it('fills an empty catalogue with demo pumps and the real curves once, hands the store what it wrote, then changes nothing', async () => {
    const first = await seedPumpCatalogue(connection.db, { demoCount: 30 });
    const expected = seedCataloguePumps({ demoCount: 30 });
    expect(first).toMatchObject({ created: true, pumps: expected.length });
    expect(expected.filter((pump) => pump.id.startsWith('real-')).length).toBeGreaterThan(40);
    expect(await loadCataloguePumps(connection.db)).toEqual(expected);

    // What the store starts from is what it would read, and it is handed over once.
    const rows = first.takeRows();
    expect(rows).toStrictEqual(await loadCatalogueRows(connection.db));
    expect(first.takeRows()).toEqual([]);
    const fetched: number[] = [];
    const store = await createCatalogueStore({
      db: connection.db,
      log: {
        info: (fields) => fetched.push((fields as { fetched: number }).fetched),
        error: () => undefined,
      },
      buildIndex: (pumps) => pumps.length,
      pollIntervalMs: 0,
      knownRows: rows,
    });
    expect(fetched).toEqual([0]);
    expect(store.current()).toMatchObject({ version: 1, index: expected.length });
    expect([...store.current().pumps]).toStrictEqual(expected);
    await store.stop();

    const second = await seedPumpCatalogue(connection.db, { demoCount: 30 });
    expect(second).toMatchObject({ created: false, pumps: 0 });
    expect(second.takeRows()).toEqual([]);
    expect((await countCatalogue(connection.db)).pumps).toBe(expected.length);
    expect(await readCatalogueVersion(connection.db)).toBe(1);
  });

  it('writes the same rows with the foreign keys checked once after the inserts (the embedded first start)', async () => {
    const bulk = await createEmptyTestDatabase();
    try {
      const seeded = await seedPumpCatalogue(bulk.db, { demoCount: 30, checkReferencesOnce: true });
      expect(seeded).toMatchObject({ created: true, pumps: seedCataloguePumps({ demoCount: 30 }).length });
      expect(seeded.takeRows()).toStrictEqual(await loadCatalogueRows(bulk.db));
      expect(await loadCataloguePumps(bulk.db)).toEqual(await loadCataloguePumps(connection.db));
    } finally {
      await bulk.close();
    }
  });

  it('the golden test database holds the deterministic subset plus the real curves', async () => {
    const golden = await createTestDatabase();
    try {
      expect((await countCatalogue(golden.db)).pumps).toBe(
        seedCataloguePumps({ demoCount: TEST_DEMO_CATALOGUE_COUNT }).length,
      );
    } finally {
      await golden.close();
    }
  });
});
