import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../platform/db/database.ts';
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

/** A store on the test database (or `db`) with the cache file in `dataDir`, and the lines it logged. */
async function openStore(file = catalogueCacheFileOf(dataDir), db: Database = connection.db) {
  const logged: Record<string, unknown>[] = [];
  const log = {
    info: (object: object, msg: string) => logged.push({ ...object, msg }),
    error: (object: object, msg: string) => logged.push({ ...object, msg }),
  };
  const store = await createCatalogueStore({
    db,
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

    const written = await stat(catalogueCacheFileOf(dataDir));
    const restart = await openStore();
    expect(restart.line('pump catalogue cache read')).toMatchObject({ miss: null });
    expect(restart.line('pump catalogue loaded')).toMatchObject({ pumps: 2_200, fetched: 0 });
    const fromDatabase = await loadCatalogueRows(connection.db);
    expect([...restart.store.current().pumps]).toStrictEqual(fromDatabase.map((row) => row.pump));
    await restart.store.stop();
    // An unchanged catalogue is not written again (the same file, untouched), and no temporary file is left behind.
    const after = await stat(catalogueCacheFileOf(dataDir));
    expect([after.ino, after.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
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
    const stamp: CatalogueCacheStamp = {
      database: '7',
      version: 3,
      changedAt: 't',
      migrations: '9:h',
      mapping: 'm',
    };
    await writeCatalogueCacheFile(file, stamp, rows);
    expect(await readCatalogueCacheFile(file, stamp)).toStrictEqual({ rows });
    for (const other of [
      { ...stamp, database: '8' },
      { ...stamp, version: 4 },
      { ...stamp, changedAt: 'u' },
      { ...stamp, migrations: '10:i' },
      { ...stamp, mapping: 'n' },
    ]) {
      expect(await readCatalogueCacheFile(file, other)).toEqual({ miss: 'stale' });
    }
    expect(await readCatalogueCacheFile(join(dataDir, 'none.jsonl'), stamp)).toEqual({ miss: 'absent' });
    // Something there that cannot be read is not the normal first start.
    await mkdir(join(dataDir, 'a-directory.jsonl'));
    expect(await readCatalogueCacheFile(join(dataDir, 'a-directory.jsonl'), stamp)).toEqual({
      miss: 'unreadable',
    });

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

  it('is not used after a migration, which may have rewritten rows without a new catalogue version', async () => {
    const file = join(dataDir, 'migrated.jsonl');
    const first = await openStore(file);
    await first.store.stop();
    // What drizzle's migrator records when it applies one more migration.
    await connection.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-later-migration', 9999999999999)`,
    );
    try {
      const migrated = await openStore(file);
      expect(migrated.line('pump catalogue cache read')).toMatchObject({ miss: 'stale' });
      expect(migrated.line('pump catalogue loaded')).toMatchObject({ pumps: 2_300, fetched: 2_300 });
      await migrated.store.stop();
      const restart = await openStore(file);
      expect(restart.line('pump catalogue cache read')).toMatchObject({ miss: null });
      await restart.store.stop();
    } finally {
      await connection.db.execute(
        sql`delete from drizzle.__drizzle_migrations where hash = 'a-later-migration'`,
      );
    }
  });

  it('leaves the file alone after stop(), even for a reload that finds a new version', async () => {
    const file = join(dataDir, 'stopped.jsonl');
    const running = await openStore(file);
    await running.store.stop();
    const written = await stat(file);
    await connection.db.execute(
      sql`update pump_catalogue_state set version = version + 1, changed_at = now()`,
    );
    expect(await running.store.refreshIfChanged()).toBe(true);
    await running.store.stop();
    const after = await stat(file);
    expect([after.ino, after.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('stopped.jsonl'))).toEqual([
      'stopped.jsonl',
    ]);
  });

  it('starts without the file when it cannot even be checked, loading from the database', async () => {
    // A database on which the stamp's statement fails (the row reads go through the query builder, not execute).
    const failingStamp = new Proxy(connection.db, {
      get: (target, property, receiver) =>
        property === 'execute'
          ? () => Promise.reject(new Error('permission denied for function pg_control_system'))
          : Reflect.get(target, property, receiver),
    });
    const store = await openStore(join(dataDir, 'unchecked.jsonl'), failingStamp);
    expect(store.line('pump catalogue cache not usable; loading without it')).toMatchObject({
      err: expect.objectContaining({ message: 'permission denied for function pg_control_system' }),
    });
    expect(store.line('pump catalogue loaded')).toMatchObject({ pumps: 2_300, fetched: 2_300 });
    await store.store.stop();
    expect((await readdir(dataDir)).filter((name) => name.startsWith('unchecked'))).toEqual([]);
  });
});
