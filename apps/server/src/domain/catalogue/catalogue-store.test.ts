import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
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
    let reloads = 0;
    const store = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 0,
      onReload: () => {
        reloads += 1;
      },
    });
    const other = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 0,
    });
    expect(store.current()).toMatchObject({ pumps: { count: 0 }, version: 0, index: { size: 0 } });

    await importPumps([first, second]);
    expect(store.count()).toBe(0);
    expect(reloads).toBe(0);
    await store.refresh();
    expect(reloads).toBe(1);
    expect(store.current()).toMatchObject({ version: 1, index: { size: 2 } });
    expect(store.current().pumpById(second.id)).toEqual(second);

    // The other instance polls: a changed version reloads, an unchanged one costs one small query.
    expect(await other.refreshIfChanged()).toBe(true);
    expect(other.count()).toBe(2);
    expect(await other.refreshIfChanged()).toBe(false);

    await importPumps([third]);
    expect(await other.refreshIfChanged()).toBe(true);
    expect(other.current()).toMatchObject({ version: 2, index: { size: 3 } });
    expect(builds).toEqual([0, 0, 2, 2, 3]);
    await store.stop();
    await other.stop();
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
    await store.stop();
  });

  it('fetches only rows it has not loaded, and ends where a full load does after adds, an update and a replace', async () => {
    const fetched: unknown[] = [];
    const store = await createCatalogueStore({
      db: connection.db,
      log: {
        info: (fields) => fetched.push((fields as { fetched: number }).fetched),
        error: () => undefined,
      },
      buildIndex,
      pollIntervalMs: 0,
    });
    const demo = generateDemoCatalogue({ count: 16 }).slice(10) as CataloguePump[];
    const [first, second, third, fourth, fifth, sixth] = demo as [
      CataloguePump,
      CataloguePump,
      CataloguePump,
      CataloguePump,
      CataloguePump,
      CataloguePump,
    ];
    await importPumps([first, second, third]);
    await store.refresh();
    // An update is a delete and an insert: a new row, fetched alone.
    await importPumps([{ ...second, model: 'UPDATED-2' }]);
    await store.refresh();
    expect(store.current().pumpById(second.id)?.model).toBe('UPDATED-2');
    await importCatalogueFile(connection.db, {
      content: exportCatalogueFile([fourth, fifth, sixth, first], 'json'),
      format: 'json',
      dryRun: false,
      replace: true,
    });
    await store.refresh();
    expect(fetched.slice(1)).toEqual([3, 1, 4]);

    const fresh = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex,
      pollIntervalMs: 0,
    });
    expect([...store.current().pumps]).toEqual([...fresh.current().pumps]);
    expect([...store.current().pumps].map((pump) => pump.id)).toEqual([
      fourth.id,
      fifth.id,
      sixth.id,
      first.id,
    ]);
    expect(store.current().version).toBe(fresh.current().version);
    await store.stop();
    await fresh.stop();
  });

  it('reloads on the NOTIFY an import commits, with polling off, and its own refresh plus NOTIFY load once', async () => {
    const loads = { listening: 0, importing: 0 };
    const storeCounting = (name: keyof typeof loads) =>
      createCatalogueStore({
        db: connection.db,
        log: silent,
        buildIndex: (pumps) => {
          loads[name] += 1;
          return { size: pumps.length };
        },
        pollIntervalMs: 0,
        listen: connection.listen,
      });
    const listening = await storeCounting('listening');
    const importing = await storeCounting('importing');
    const before = listening.count();
    const [extra] = generateDemoCatalogue({ count: 5 }).slice(4);

    await importPumps([extra as CataloguePump]);
    await importing.refresh();
    await expect.poll(() => listening.count(), { timeout: 5_000 }).toBe(before + 1);
    expect(listening.current().pumpById((extra as CataloguePump).id)).toEqual(extra);
    // Checks queue behind each other: whichever of refresh and NOTIFY came second found the version current.
    expect(await importing.refreshIfChanged()).toBe(false);
    expect(loads).toEqual({ listening: 2, importing: 2 });
    await listening.stop();
    await importing.stop();
  });
});
