import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CatalogueRow } from './catalogue-load.repository.ts';

// A copy of the loaded catalogue in the embedded server's DATA_DIR, so that a restart reads its 20,000 pumps from one
// file (about 0.15 s) rather than from PGlite (about 1.2 s: PostgreSQL building the JSON pages inside WebAssembly).
// It is a cache, never the record: the store uses it only when its stamp says it holds exactly what the database
// holds, and anything else (no file, another database, another version, a migration since, a changed row mapping, a
// torn or corrupt file) makes the store load from the database as before. Deleting it is always safe.

/** Where the embedded server keeps the file: beside `db/` in DATA_DIR, in a folder that says it can go. */
export function catalogueCacheFileOf(dataDir: string): string {
  return join(dataDir, 'cache', 'pump-catalogue.jsonl');
}

/** What a cache file must match to be used: the database, its catalogue version and migrations, and the code that maps rows. */
export interface CatalogueCacheStamp {
  /** PostgreSQL's system identifier: a data directory copied from elsewhere is another database. */
  readonly database: string;
  /** `pump_catalogue_state.version` and `changed_at`, read in the transaction the rows were read in. */
  readonly version: number;
  readonly changedAt: string;
  /** The migrations applied (their count and the latest's hash): a migration may rewrite rows without a new version. */
  readonly migrations: string;
  /** catalogueRowMappingFingerprint(): a change to how a row becomes a pump makes older files useless. */
  readonly mapping: string;
}

/** The file's layout; bump it when the lines below change shape. 2: the stamp holds the migrations. */
const CACHE_FORMAT = 2;
/** Rows per line: each line is parsed (or written) in one go, with a turn of the event loop between lines. */
const ROWS_PER_LINE = 2_000;

interface CacheHeader {
  format: number;
  stamp: CatalogueCacheStamp;
  rows: number;
}

export function sameStamp(a: CatalogueCacheStamp, b: CatalogueCacheStamp): boolean {
  return (
    a.database === b.database &&
    a.version === b.version &&
    a.changedAt === b.changedAt &&
    a.migrations === b.migrations &&
    a.mapping === b.mapping
  );
}

/** Why a cache file was not used, for the log; null when it was. */
export type CacheMiss = 'absent' | 'unreadable' | 'stale';

/** The rows of the cache file at `path` when its stamp is `stamp`; otherwise why not. */
export async function readCatalogueCacheFile(
  path: string,
  stamp: CatalogueCacheStamp,
): Promise<{ rows: CatalogueRow[] } | { miss: CacheMiss }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    // No file is the normal first start; anything else (permissions, a directory in its place) is worth a look.
    return { miss: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unreadable' };
  }
  try {
    const lines = text.split('\n');
    const header = JSON.parse(lines[0] ?? '') as CacheHeader;
    if (header.format !== CACHE_FORMAT || !sameStamp(header.stamp, stamp)) {
      return { miss: 'stale' };
    }
    const rows: CatalogueRow[] = [];
    for (const line of lines.slice(1)) {
      if (line !== '') {
        rows.push(...(JSON.parse(line) as CatalogueRow[]));
      }
    }
    // A file cut short (a full disk) parses line by line but is not the whole catalogue.
    return rows.length === header.rows ? { rows } : { miss: 'unreadable' };
  } catch {
    return { miss: 'unreadable' };
  }
}

/**
 * Writes `rows` under `stamp` to `path`: into a temporary file first, renamed over the old one at the end, so a
 * reader (the next start) finds the old file or the new one, never half of one. A turn of the event loop between
 * lines keeps requests answered while 35 MB of JSON is made.
 */
export async function writeCatalogueCacheFile(
  path: string,
  stamp: CatalogueCacheStamp,
  rows: readonly CatalogueRow[],
): Promise<void> {
  const header: CacheHeader = { format: CACHE_FORMAT, stamp, rows: rows.length };
  const lines = [JSON.stringify(header)];
  for (let from = 0; from < rows.length; from += ROWS_PER_LINE) {
    await nextTurn();
    lines.push(JSON.stringify(rows.slice(from, from + ROWS_PER_LINE)));
  }
  const partial = `${path}.${process.pid}.partial`;
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(partial, `${lines.join('\n')}\n`);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
}
