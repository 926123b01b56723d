import type { CataloguePump } from '@specsource/pump-engine';
import type { Database } from '../db/database.ts';
import { loadCataloguePumps, readCatalogueVersion } from './catalogue.repository.ts';

/** What the store logs to: the app's pino logger fits. */
export interface CatalogueLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** One loaded catalogue: the pumps, the matcher's index built from them, and the version they belong to. */
export interface CatalogueSnapshot<Index> {
  readonly pumps: readonly CataloguePump[];
  readonly index: Index;
  /** `pump_catalogue_state.version` when loaded; 0 before the first import. */
  readonly version: number;
  readonly loadedAt: Date;
  /** Pumps by public id (the pump page). */
  readonly byId: ReadonlyMap<string, CataloguePump>;
}

/** The in-memory catalogue of this instance (DESIGN.md 'Scale-out': loaded at start, refreshed on change). */
export interface CatalogueStore<Index> {
  current(): CatalogueSnapshot<Index>;
  count(): number;
  /** Reloads from the database now (after an import in this instance). */
  refresh(): Promise<void>;
  /** Reloads only when another instance changed the version; what the poller runs. */
  refreshIfChanged(): Promise<boolean>;
  /** Stops the poller. */
  stop(): void;
}

export interface CatalogueStoreOptions<Index> {
  db: Database;
  log: CatalogueLog;
  /** The engine's `buildCatalogueIndex`; injected so the store is testable without it. */
  buildIndex: (pumps: readonly CataloguePump[]) => Index;
  /** How often to look for a changed version (ms); 0 turns polling off. */
  pollIntervalMs?: number;
}

export const CATALOGUE_POLL_INTERVAL_MS = 5_000;

/**
 * Loads the catalogue into memory and keeps it current: `refresh()` after this instance imports, and a
 * poll of the version row every few seconds for imports done by other instances (issue 11 may move this
 * to LISTEN/NOTIFY). A failed reload keeps serving the previous snapshot.
 */
export async function createCatalogueStore<Index>(
  options: CatalogueStoreOptions<Index>,
): Promise<CatalogueStore<Index>> {
  const { db, log, buildIndex } = options;

  async function load(): Promise<CatalogueSnapshot<Index>> {
    const started = performance.now();
    // The version first: data newer than it only causes one extra reload, never a missed one.
    const version = await readCatalogueVersion(db);
    const pumps = await loadCataloguePumps(db);
    const index = buildIndex(pumps);
    const byId = new Map(pumps.map((pump) => [pump.id, pump]));
    log.info(
      { pumps: pumps.length, version, ms: Math.round(performance.now() - started) },
      'pump catalogue loaded',
    );
    return { pumps, index, version, loadedAt: new Date(), byId };
  }

  let snapshot = await load();
  // Reloads run one after another, so the last one started always leaves the newest data in place.
  let queue: Promise<unknown> = Promise.resolve();

  function refresh(): Promise<void> {
    const next = queue.then(async () => {
      snapshot = await load();
    });
    queue = next.catch(() => undefined);
    return next;
  }

  async function refreshIfChanged(): Promise<boolean> {
    const version = await readCatalogueVersion(db);
    if (version === snapshot.version) {
      return false;
    }
    await refresh();
    return true;
  }

  let timer: NodeJS.Timeout | undefined;
  let isPolling = false;
  const interval = options.pollIntervalMs ?? CATALOGUE_POLL_INTERVAL_MS;
  if (interval > 0) {
    timer = setInterval(() => {
      if (isPolling) {
        return;
      }
      isPolling = true;
      refreshIfChanged()
        .catch((error: unknown) => log.error({ err: error }, 'pump catalogue reload failed'))
        .finally(() => {
          isPolling = false;
        });
    }, interval);
    timer.unref();
  }

  return {
    current: () => snapshot,
    count: () => snapshot.pumps.length,
    refresh,
    refreshIfChanged,
    stop: () => clearInterval(timer),
  };
}
