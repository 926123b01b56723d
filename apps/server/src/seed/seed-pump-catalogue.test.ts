import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_CATALOGUE_COUNT } from '../../test/global-setup.ts';
import { createEmptyTestDatabase, createTestDatabase } from '../../test/test-database.ts';
import { countCatalogue } from '../domain/catalogue/catalogue.repository.ts';
import { loadCataloguePumps } from '../domain/catalogue/catalogue-load.repository.ts';
import { readCatalogueVersion } from '../domain/catalogue/catalogue-version.ts';
import { seedCataloguePumps, seedPumpCatalogue } from './seed-pump-catalogue.ts';

const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());

describe('seedPumpCatalogue', () => {
  it('fills an empty catalogue with demo pumps and the real curves once, then changes nothing', async () => {
    const first = await seedPumpCatalogue(connection.db, { demoCount: 30 });
    const expected = seedCataloguePumps({ demoCount: 30 });
    expect(first).toMatchObject({ created: true, pumps: expected.length });
    expect(expected.filter((pump) => pump.id.startsWith('real-')).length).toBeGreaterThan(40);
    expect(await loadCataloguePumps(connection.db)).toEqual(expected);

    const second = await seedPumpCatalogue(connection.db, { demoCount: 30 });
    expect(second).toMatchObject({ created: false, pumps: 0 });
    expect((await countCatalogue(connection.db)).pumps).toBe(expected.length);
    expect(await readCatalogueVersion(connection.db)).toBe(1);
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
