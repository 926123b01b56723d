import { type CataloguePump, PackedPumps } from '@specsource/pump-engine';
import type { Database, DatabaseConnection, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { findCatalogueRowIds } from './catalogue.repository.ts';
import {
  type CatalogueCacheStamp,
  readCatalogueCacheFile,
  sameStamp,
  writeCatalogueCacheFile,
} from './catalogue-cache-file.ts';
import { type CatalogueRow, loadCatalogueRows } from './catalogue-load.repository.ts';
import { CATALOGUE_CHANNEL, readCatalogueState, readCatalogueVersion } from './catalogue-version.ts';
import { catalogueRowMappingFingerprint } from './row-mapping-fingerprint.ts';

/** What the store logs to: the app's pino logger fits. */
export interface CatalogueLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * One loaded catalogue: the pumps, the matcher's index built from them, and the version they belong to. The pumps are
 * packed in shared memory (ADR 0012), in row order; one is rebuilt as an object when read.
 */
export interface CatalogueSnapshot<Index> {
  readonly pumps: PackedPumps;
  readonly index: Index;
  /** `pump_catalogue_state.version` when loaded; 0 before the first import. */
  readonly version: number;
  readonly loadedAt: Date;
  /** The pump with this public id (the pump page); undefined when the catalogue has none. */
  pumpById(id: string): CataloguePump | undefined;
}

/** The in-memory catalogue of this instance (docs/design.md 'Scale-out': loaded at start, refreshed on change). */
export interface CatalogueStore<Index> {
  current(): CatalogueSnapshot<Index>;
  count(): number;
  /** Reloads now if the version moved (after an import in this instance); the NOTIFY then finds it current. */
  refresh(): Promise<void>;
  /** Reloads only when the stored version differs from the loaded one; resolves with whether it reloaded. */
  refreshIfChanged(): Promise<boolean>;
  /** Stops listening and polling, and resolves once a cache file write under way has finished. */
  stop(): Promise<void>;
}

export interface CatalogueStoreOptions<Index> {
  db: Database;
  log: CatalogueLog;
  /**
   * The engine's `buildCatalogueIndex`, given the pumps as objects to build from and packed, as the index keeps them;
   * injected so the store is testable without it.
   */
  buildIndex: (pumps: readonly CataloguePump[], packed: PackedPumps) => Index;
  /** How often to look for a changed version (ms) when nothing is listening; 0 turns polling off. */
  pollIntervalMs?: number;
  /**
   * The database's LISTEN (`DatabaseConnection.listen`): a change committed by any instance reaches this one
   * at once, and polling becomes a slow safety net (`CATALOGUE_LISTENING_POLL_INTERVAL_MS`).
   */
  listen?: DatabaseConnection['listen'];
  /**
   * Rows this process has just written, exactly as a read gives them back (`insertCataloguePumps` answers them):
   * the first load then reads only the row ids and whatever else is there, not these pumps again.
   */
  knownRows?: readonly CatalogueRow[];
  /**
   * The embedded server's copy of the catalogue in DATA_DIR (catalogue-cache-file.ts): the first load starts from it
   * when it matches the database, and a load that finds the catalogue changed writes it again. Unset: no file.
   */
  cacheFile?: string;
  /** Called after each reload that replaced the snapshot (not the first load), e.g. to give back what it read. */
  onReload?: (() => void) | undefined;
}

export const CATALOGUE_POLL_INTERVAL_MS = 5_000;
/** While LISTEN is up, a poll only covers a notification lost in some way PostgreSQL does not report. */
export const CATALOGUE_LISTENING_POLL_INTERVAL_MS = 60_000;

/**
 * Loads the catalogue into memory and keeps it current: `refresh()` after this instance imports, a NOTIFY
 * from the importing transaction for imports done by other instances (PostgreSQL LISTEN/NOTIFY), and a poll
 * of the version row as the fallback. Reloads run one at a time; a failed one keeps the previous snapshot.
 */
export async function createCatalogueStore<Index>(
  options: CatalogueStoreOptions<Index>,
): Promise<CatalogueStore<Index>> {
  const { db, log, buildIndex } = options;
  let cacheFile = options.cacheFile;
  // The rows behind the current snapshot: what a reload does not need to fetch again. Before the first load, the rows
  // this process wrote or the cache file holds, as objects; from then on, the snapshot's packed pumps by row id.
  let loadedRows: LoadedRows = rowsOfObjects(options.knownRows ?? []);
  // The stamp of the cache file as this process last read or wrote it; null: no usable file.
  let cachedStamp: CatalogueCacheStamp | null = null;
  let cacheWrite: Promise<void> = Promise.resolve();
  let isStopped = false;
  let mapping = '';

  /** The database's state with this code's row mapping: what the cache file must match. */
  async function stampOf(tx: DatabaseOrTransaction): Promise<CatalogueCacheStamp> {
    return { ...(await readCatalogueState(tx)), mapping };
  }

  // A restart starts from the cache file when it holds what the database holds; the first load below then reads
  // only the row ids, as after a seed. Rows are immutable, so a change committed since the stamp was read is found
  // by that load like any other. The file only ever saves time: if it cannot even be checked, the store goes on
  // without it.
  if (cacheFile !== undefined) {
    const started = performance.now();
    try {
      mapping = await catalogueRowMappingFingerprint();
      if (loadedRows.size === 0) {
        const stamp = await stampOf(db);
        const cached = await readCatalogueCacheFile(cacheFile, stamp);
        if ('rows' in cached) {
          loadedRows = rowsOfObjects(cached.rows);
          cachedStamp = stamp;
        }
        log.info(
          {
            file: cacheFile,
            miss: 'miss' in cached ? cached.miss : null,
            ms: Math.round(performance.now() - started),
          },
          'pump catalogue cache read',
        );
      }
    } catch (error) {
      log.error({ err: error, file: cacheFile }, 'pump catalogue cache not usable; loading without it');
      cacheFile = undefined;
    }
  }

  /** Rewrites the cache file after a load whose stamp it does not have; one write at a time, never awaited by a load. */
  function writeCacheOf(stamp: CatalogueCacheStamp, rows: readonly CatalogueRow[]): void {
    const file = cacheFile;
    // After stop() a reload already queued may still finish; it writes nothing, so stop() leaves no write behind.
    if (file === undefined || isStopped || (cachedStamp !== null && sameStamp(cachedStamp, stamp))) {
      return;
    }
    cachedStamp = stamp;
    cacheWrite = cacheWrite
      .then(() => writeCatalogueCacheFile(file, stamp, rows))
      .catch((error: unknown) => {
        cachedStamp = null;
        log.error({ err: error, file }, 'pump catalogue cache not written');
      });
  }

  /**
   * Reads the version and the rows in one read-only REPEATABLE READ transaction, so they belong together.
   * Rows are immutable (catalogue-writes.repository.ts): after the first load only rows not loaded yet are fetched,
   * and rows gone from the table are dropped, so adding or updating a few pumps reloads a few pumps. The
   * index is always rebuilt from the whole list, in row order, as a full load would.
   */
  async function load(): Promise<CatalogueSnapshot<Index>> {
    const started = performance.now();
    const isFirst = loadedRows.size === 0;
    const { version, stamp, rows, fetched } = await db.transaction(
      async (tx) => {
        const stamp = cacheFile === undefined ? null : await stampOf(tx);
        const version = stamp?.version ?? (await readCatalogueVersion(tx));
        if (isFirst) {
          const rows = await loadCatalogueRows(tx);
          return { version, stamp, rows, fetched: rows.length };
        }
        const rowIds = await findCatalogueRowIds(tx);
        const missing = rowIds.filter((rowId) => !loadedRows.has(rowId));
        // Most of it new (a replace): one plain load is cheaper than a long id list.
        let added: CatalogueRow[] = [];
        if (missing.length * 2 > rowIds.length) {
          added = await loadCatalogueRows(tx);
        } else if (missing.length > 0) {
          added = await loadCatalogueRows(tx, missing);
        }
        const addedById = new Map(added.map((row) => [row.rowId, row.pump]));
        const rows: CatalogueRow[] = [];
        for (const rowId of rowIds) {
          const pump = addedById.get(rowId) ?? loadedRows.pumpOf(rowId);
          if (pump) {
            rows.push({ rowId, pump });
          }
        }
        return { version, stamp, rows, fetched: added.length };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (stamp !== null) {
      writeCacheOf(stamp, rows);
    }
    const objects = rows.map((row) => row.pump);
    const pumps = PackedPumps.of(objects);
    const index = buildIndex(objects, pumps);
    loadedRows = rowsOfPacked(
      rows.map((row) => row.rowId),
      pumps,
    );
    log.info(
      { pumps: pumps.count, fetched, version, ms: Math.round(performance.now() - started) },
      'pump catalogue loaded',
    );
    return { pumps, index, version, loadedAt: new Date(), pumpById: pumpFinder(pumps) };
  }

  let snapshot = await load();
  // Checks and reloads run one after another, so the last one started always leaves the newest data, and
  // an import's own refresh and its NOTIFY arriving here too cost one reload, not two.
  let queue: Promise<unknown> = Promise.resolve();

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  }

  async function reloadIfChanged(): Promise<boolean> {
    const version = await readCatalogueVersion(db);
    if (version === snapshot.version) {
      return false;
    }
    snapshot = await load();
    options.onReload?.();
    return true;
  }

  const refreshIfChanged = () => enqueue(reloadIfChanged);

  // A burst of notifications (or a poll during one) queues a single further check.
  let isCheckWaiting = false;
  function checkInBackground(): void {
    if (isCheckWaiting) {
      return;
    }
    isCheckWaiting = true;
    enqueue(() => {
      isCheckWaiting = false;
      return reloadIfChanged();
    }).catch((error: unknown) => log.error({ err: error }, 'pump catalogue reload failed'));
  }

  const unlisten = options.listen
    ? await options.listen(CATALOGUE_CHANNEL, {
        onNotify: checkInBackground,
        // Also right after the first LISTEN: an import between the load above and it is not missed.
        onListening: checkInBackground,
        onError: (error) => log.error({ err: error }, 'pump catalogue change feed lost; reconnecting'),
      })
    : undefined;

  const pollIntervalMs = options.pollIntervalMs ?? CATALOGUE_POLL_INTERVAL_MS;
  const interval =
    unlisten && pollIntervalMs > 0
      ? Math.max(pollIntervalMs, CATALOGUE_LISTENING_POLL_INTERVAL_MS)
      : pollIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  if (interval > 0) {
    timer = setInterval(checkInBackground, interval);
    timer.unref();
  }

  return {
    current: () => snapshot,
    count: () => snapshot.pumps.count,
    refresh: async () => {
      await refreshIfChanged();
    },
    refreshIfChanged,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await unlisten?.();
      await cacheWrite;
    },
  };
}

/** Catalogue rows by row id, whatever form they are held in. */
interface LoadedRows {
  readonly size: number;
  has(rowId: number): boolean;
  pumpOf(rowId: number): CataloguePump | undefined;
}

function rowsOfObjects(rows: readonly CatalogueRow[]): LoadedRows {
  const byRowId = new Map(rows.map((row) => [row.rowId, row.pump]));
  return {
    size: byRowId.size,
    has: (rowId) => byRowId.has(rowId),
    pumpOf: (rowId) => byRowId.get(rowId),
  };
}

/** Rows held by a snapshot: row ids beside its packed pumps, the pump rebuilt only when a reload keeps it. */
function rowsOfPacked(rowIds: readonly number[], pumps: PackedPumps): LoadedRows {
  const positions = new Map(rowIds.map((rowId, position) => [rowId, position]));
  return {
    size: positions.size,
    has: (rowId) => positions.has(rowId),
    pumpOf: (rowId) => {
      const position = positions.get(rowId);
      return position === undefined ? undefined : pumps.pumpAt(position);
    },
  };
}

/** Looks pumps up by id; the id table is made on the first look-up (the pump page), not for every snapshot. */
function pumpFinder(pumps: PackedPumps): (id: string) => CataloguePump | undefined {
  let positions: Map<string, number> | null = null;
  return (id) => {
    if (positions === null) {
      positions = new Map();
      for (let position = 0; position < pumps.count; position += 1) {
        positions.set(pumps.idAt(position), position);
      }
    }
    const position = positions.get(id);
    return position === undefined ? undefined : pumps.pumpAt(position);
  };
}
