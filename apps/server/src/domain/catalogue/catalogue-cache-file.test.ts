import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import {
  type CatalogueCacheStamp,
  catalogueCacheFileOf,
  readCatalogueCacheFile,
  writeCatalogueCacheFile,
} from './catalogue-cache-file.ts';
import { loadCatalogueRows } from './catalogue-load.repository.ts';
import { createCatalogueStore } from './catalogue-store.ts';
import { exportCatalogueFile } from './import/catalogue-file.ts';
import { importCatalogueFile } from './import/import-catalogue.ts';

const connection = await createEmptyTestDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'specsource-catalogue-cache-'));
afterAll(async () => {
  await connection.close();
  await rm(dataDir, { recursive: true, force: true });
});

// More pumps than one line of the file holds (2,000), so the file has several lines.
const pumps = generateDemoCatalogue({ count: 2_300 });
const importPumps = (list: CataloguePump[]) =>
  importCatalogueFile(connection.db, {
    content: exportCatalogueFile(list, 'json'),
    format: 'json',
    dryRun: false,
    replace: false,
  });
await importPumps(pumps.slice(0, 2_200));

/** A store on the test database with the cache file in `dataDir`, and the lines it logged. */
async function openStore(file = catalogueCacheFileOf(dataDir)) {
  const logged: Record<string, unknown>[] = [];
  const log = {
    info: (object: object, msg: string) => logged.push({ ...object, msg }),
    error: (object: object, msg: string) => logged.push({ ...object, msg }),
  };
  const store = await createCatalogueStore({
    db: connection.db,
    log,
    buildIndex: (list) => ({ size: list.length }),
    pollIntervalMs: 0,
    cacheFile: file,
  });
  const line = (msg: string) => logged.find((entry) => entry.msg === msg);
  return { store, logged, line };
}

describe('the catalogue cache file', () => {
  it('lets a restart start from it, fetching no pump, and holds exactly what a load from the database holds', async () => {
    const first = await openStore();
    expect(first.line('pump catalogue cache read')).toMatchObject({ miss: 'absent' });
    expect(first.line('pump catalogue loaded')).toMatchObject({ pumps: 2_200, fetched: 2_200 });
    // stop() waits for the file to be written.
    await first.store.stop();

    const restart = await openStore();
    expect(restart.line('pump catalogue cache read')).toMatchObject({ miss: null });
    expect(restart.line('pump catalogue loaded')).toMatchObject({ pumps: 2_200, fetched: 0 });
    const fromDatabase = await loadCatalogueRows(connection.db);
    expect(restart.store.current().pumps).toStrictEqual(fromDatabase.map((row) => row.pump));
    await restart.store.stop();
    // An unchanged catalogue is not written again, and no temporary file is left behind.
    expect(restart.logged.filter((entry) => entry.msg === 'pump catalogue cache not written')).toEqual([]);
    expect(await readdir(join(dataDir, 'cache'))).toEqual(['pump-catalogue.jsonl']);
  });

  it('is not used once the catalogue changed, and is written again by the store that loads the change', async () => {
    const running = await openStore();
    expect(running.line('pump catalogue loaded')).toMatchObject({ fetched: 0 });
    const before = join(dataDir, 'copy-from-before.jsonl');
    await copyFile(catalogueCacheFileOf(dataDir), before);
    await importPumps(pumps.slice(2_200));
    await running.store.refresh();
    expect(running.store.count()).toBe(2_300);

    // A process that stopped before the import would find the file stale: it loads from the database.
    const stale = await openStore(before);
    expect(stale.line('pump catalogue cache read')).toMatchObject({ miss: 'stale' });
    expect(stale.line('pump catalogue loaded')).toMatchObject({ pumps: 2_300, fetched: 2_300 });
    await stale.store.stop();

    await running.store.stop();
    const restart = await openStore();
    expect(restart.line('pump catalogue cache read')).toMatchObject({ miss: null });
    expect(restart.line('pump catalogue loaded')).toMatchObject({ pumps: 2_300, fetched: 0 });
    await restart.store.stop();
  });

  it('refuses a file whose stamp differs in any part, a torn file and a corrupt one', async () => {
    const file = join(dataDir, 'stamps.jsonl');
    const rows = (await loadCatalogueRows(connection.db)).slice(0, 2_100);
    const stamp: CatalogueCacheStamp = { database: '7', version: 3, changedAt: 't', mapping: 'm' };
    await writeCatalogueCacheFile(file, stamp, rows);
    expect(await readCatalogueCacheFile(file, stamp)).toStrictEqual({ rows });
    for (const other of [
      { ...stamp, database: '8' },
      { ...stamp, version: 4 },
      { ...stamp, changedAt: 'u' },
      { ...stamp, mapping: 'n' },
    ]) {
      expect(await readCatalogueCacheFile(file, other)).toEqual({ miss: 'stale' });
    }
    expect(await readCatalogueCacheFile(join(dataDir, 'none.jsonl'), stamp)).toEqual({ miss: 'absent' });

    // Cut after the first line of rows: every line parses, but the rows are not all there.
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.length).toBe(4);
    await writeFile(file, `${lines.slice(0, 2).join('\n')}\n`);
    expect(await readCatalogueCacheFile(file, stamp)).toEqual({ miss: 'unreadable' });
    await writeFile(file, `${lines[0]}\n${(lines[1] ?? '').slice(0, 1_000)}\n`);
    expect(await readCatalogueCacheFile(file, stamp)).toEqual({ miss: 'unreadable' });
  });

  it('is written by a store that started from freshly seeded rows, so the first restart is fast too', async () => {
    const file = join(dataDir, 'seeded.jsonl');
    const rows = await loadCatalogueRows(connection.db);
    const seeded = await createCatalogueStore({
      db: connection.db,
      log: { info: () => undefined, error: () => undefined },
      buildIndex: (list) => ({ size: list.length }),
      pollIntervalMs: 0,
      knownRows: rows,
      cacheFile: file,
    });
    await seeded.stop();
    const restart = await openStore(file);
    expect(restart.line('pump catalogue loaded')).toMatchObject({ pumps: 2_300, fetched: 0 });
    await restart.store.stop();
  });
});
