import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/test-database.ts';
import { createCatalogueStore } from './catalogue-store.ts';
import { exportCatalogueFile } from './import/catalogue-file.ts';
import { importCatalogueFile } from './import/import-catalogue.ts';

const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());
const silent = { info: () => undefined, error: () => undefined };
const builds: number[] = [];
const buildIndex = (pumps: readonly CataloguePump[]) => {
  builds.push(pumps.length);
  return { size: pumps.length };
};
const importPumps = (pumps: CataloguePump[]) =>
  importCatalogueFile(connection.db, {
    content: exportCatalogueFile(pumps, 'json'),
    format: 'json',
    dryRun: false,
    replace: false,
  });

describe('createCatalogueStore', () => {
  it('loads at start, reloads on refresh, and lets another instance see the change by its version', async () => {
    const [first, second, third] = generateDemoCatalogue({ count: 3 }) as [
      CataloguePump,
      CataloguePump,
      CataloguePump,
    ];
    const store = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 0,
    });
    const other = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 0,
    });
    expect(store.current()).toMatchObject({ pumps: [], version: 0, index: { size: 0 } });

    await importPumps([first, second]);
    expect(store.count()).toBe(0);
    await store.refresh();
    expect(store.current()).toMatchObject({ version: 1, index: { size: 2 } });
    expect(store.current().byId.get(second.id)).toEqual(second);

    // The other instance polls: a changed version reloads, an unchanged one costs one small query.
    expect(await other.refreshIfChanged()).toBe(true);
    expect(other.count()).toBe(2);
    expect(await other.refreshIfChanged()).toBe(false);

    await importPumps([third]);
    expect(await other.refreshIfChanged()).toBe(true);
    expect(other.current()).toMatchObject({ version: 2, index: { size: 3 } });
    expect(builds).toEqual([0, 0, 2, 2, 3]);
    store.stop();
    other.stop();
  });

  it('polls on its own and keeps serving the last catalogue', async () => {
    const store = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 20,
    });
    const [extra] = generateDemoCatalogue({ count: 4 }).slice(3);
    await importPumps([extra as CataloguePump]);
    await expect.poll(() => store.count(), { timeout: 5_000 }).toBe(4);
    store.stop();
  });
});
