import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  type CatalogueIndex,
  type Duty,
  type SharedCatalogueIndex,
  shareCatalogueIndex,
} from '@specsource/pump-engine';
import { type DutySearch, searchDuty } from './search-duty.ts';

/**
 * To a worker: the catalogue to search from now on (the index and its packed pumps, in shared memory: the worker reads
 * the server's copy), one search, or stop.
 */
export type SearchWorkerRequest =
  | { kind: 'catalogue'; catalogue: SharedCatalogueIndex }
  | { kind: 'search'; id: number; duty: Duty }
  | { kind: 'close' };

/** From a worker: that it has loaded its modules (once, first), a search's outcome, or the error it threw (its stack). */
export type SearchWorkerReply =
  | { kind: 'ready' }
  | { id: number; search: DutySearch }
  | { id: number; error: string };

/** The catalogue a search runs on: the store's latest snapshot, read at every search; its index is on packed pumps. */
export interface SearchCatalogue {
  readonly index: CatalogueIndex;
}

export interface SearchPoolLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SearchPoolOptions {
  /** Worker threads; 0 searches in the server's own thread. */
  size: number;
  catalogue: () => SearchCatalogue;
  log: SearchPoolLog;
  /** The worker's module (tests give one that fails on purpose). */
  workerUrl?: URL;
}

export interface SearchPool {
  /** Analyses the duty and matches it against the current catalogue. */
  search(duty: Duty): Promise<DutySearch>;
  /** Worker threads running now. */
  workerCount(): number;
  /** Lets running searches finish, then stops the workers. */
  close(): Promise<void>;
}

/**
 * Worker threads for a default pool: one fewer than the machine's cores (the server's own thread has the
 * HTTP and database work), at most 4, none on one core.
 */
export function defaultSearchWorkers(): number {
  return Math.max(0, Math.min(4, availableParallelism() - 1));
}

// A worker that died this many times within the window is not started again: searches stay in the server's
// thread rather than crash-looping.
const MAX_WORKER_EXITS = 3;
const WORKER_EXIT_WINDOW_MS = 60_000;
// How long a closing worker has to finish its message and leave on its own before it is terminated, counted from
// when it has loaded its modules; and the longest a close waits for that.
const WORKER_CLOSE_GRACE_MS = 5_000;
const WORKER_LOAD_LIMIT_MS = 60_000;

/**
 * Stops a worker by asking it to close its port and leave once its current message is done; `terminate()` only
 * if it has not left within the grace. Terminating a worker that was still busy (loading its modules, building
 * an index) aborted the whole process with SIGTRAP in V8 (`v8::base::OS::Abort` in a 'pump-search' thread,
 * seen in CI runs that closed an app right after it started, and that terminated a test worker still loading on a
 * busy machine); a worker that returns from its last message and exits by itself never goes down that path. So the
 * grace starts once `loaded` settles (the worker's 'ready'), or after WORKER_LOAD_LIMIT_MS for one that never loads.
 */
export async function stopWorker(
  worker: Worker,
  graceMs = WORKER_CLOSE_GRACE_MS,
  loaded: Promise<unknown> = Promise.resolve(),
): Promise<'left' | 'terminated'> {
  const exited = once(worker, 'exit').then(() => true);
  const request: SearchWorkerRequest = { kind: 'close' };
  worker.postMessage(request);
  // Every wait ends with the race: aborting clears its timers, and a wait begun after it (`loaded` may settle later)
  // starts none.
  const decided = new AbortController();
  const wait = (ms: number) => delay(ms, undefined, { signal: decided.signal });
  const grace = Promise.race([loaded, wait(WORKER_LOAD_LIMIT_MS)])
    .then(() => wait(graceMs))
    .then(
      () => false as const,
      () => false as const,
    );
  const left = await Promise.race([exited, grace]);
  decided.abort();
  if (left) {
    return 'left';
  }
  await worker.terminate();
  return 'terminated';
}

interface PendingSearch {
  duty: Duty;
  resolve: (search: DutySearch) => void;
  reject: (error: Error) => void;
}

interface WorkerSlot {
  worker: Worker;
  pending: Map<number, PendingSearch>;
  /** The catalogue last sent to this worker; a newer one is sent before its next search. */
  catalogue: SearchCatalogue | null;
  /** Settles when the worker says it has loaded its modules (stopWorker counts its grace from then). */
  loaded: Promise<void>;
}

/**
 * Runs dispatcher searches (analysis, catalogue match, results JSON: about a third of a search's CPU) on
 * worker threads, so the server's thread is left with HTTP and the database and a second core does the
 * engineering. The workers read the server's own index and packed pumps in shared memory, handed over whenever the
 * store's snapshot changes. A worker that dies has its searches run in the server's thread and is replaced.
 */
export function createSearchPool(options: SearchPoolOptions): SearchPool {
  const { catalogue, log } = options;
  const workerUrl = options.workerUrl ?? new URL('./search-worker.ts', import.meta.url);
  const slots: WorkerSlot[] = [];
  const exits: number[] = [];
  let nextId = 1;
  let closing = false;
  const running = new Set<Promise<DutySearch>>();

  const searchHere = async (duty: Duty): Promise<DutySearch> => searchDuty(duty, catalogue().index);

  function sendCatalogue(slot: WorkerSlot): void {
    const current = catalogue();
    if (slot.catalogue === current) {
      return;
    }
    // Messages are handled in order: the worker takes this catalogue before any later search. Posting shares its
    // memory; only the index's few plain objects (groups, slabs) are copied.
    const request: SearchWorkerRequest = { kind: 'catalogue', catalogue: shareCatalogueIndex(current.index) };
    slot.worker.postMessage(request);
    slot.catalogue = current;
  }

  function onExit(slot: WorkerSlot, code: number): void {
    const index = slots.indexOf(slot);
    if (index >= 0) {
      slots.splice(index, 1);
    }
    // Its searches are not lost: the server's thread answers them.
    for (const { duty, resolve, reject } of slot.pending.values()) {
      searchHere(duty).then(resolve, reject);
    }
    if (closing) {
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && (exits[0] as number) < now - WORKER_EXIT_WINDOW_MS) {
      exits.shift();
    }
    if (exits.length >= MAX_WORKER_EXITS) {
      log.error(
        { code, exits: exits.length, workers: slots.length },
        'search worker stopped again; not restarting it, searches run in the server thread',
      );
      return;
    }
    log.error({ code, workers: slots.length }, 'search worker stopped; starting a new one');
    sendCatalogue(startWorker());
  }

  function startWorker(): WorkerSlot {
    const worker = new Worker(workerUrl, { name: 'pump-search' });
    // An idle pool someone forgot to close must not keep the process alive (it is held while searching).
    worker.unref();
    const loaded = Promise.withResolvers<void>();
    const slot: WorkerSlot = { worker, pending: new Map(), catalogue: null, loaded: loaded.promise };
    worker.on('message', (reply: SearchWorkerReply) => {
      if ('kind' in reply) {
        loaded.resolve();
        return;
      }
      const pending = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      if (!pending) {
        return;
      }
      if (slot.pending.size === 0) {
        worker.unref();
      }
      if ('search' in reply) {
        pending.resolve(reply.search);
      } else {
        pending.reject(new Error(`search worker: ${reply.error}`));
      }
    });
    worker.on('error', (error) => log.error({ err: error }, 'search worker failed'));
    worker.on('exit', (code) => onExit(slot, code));
    slots.push(slot);
    return slot;
  }

  for (let started = 0; started < options.size; started += 1) {
    startWorker();
  }
  // Each index is built ahead of the first search, while the workers would otherwise be idle.
  for (const slot of slots) {
    sendCatalogue(slot);
  }
  if (options.size > 0) {
    log.info({ workers: options.size }, 'search workers started');
  }

  function searchOnWorker(duty: Duty): Promise<DutySearch> {
    // The least busy worker; none left (all failed): the server's thread.
    let slot: WorkerSlot | undefined;
    for (const candidate of slots) {
      if (!slot || candidate.pending.size < slot.pending.size) {
        slot = candidate;
      }
    }
    if (!slot) {
      return searchHere(duty);
    }
    const chosen = slot;
    // A new catalogue goes to every worker at once, so an idle one does not keep the old catalogue's memory alive.
    for (const each of slots) {
      sendCatalogue(each);
    }
    const id = nextId;
    nextId += 1;
    return new Promise<DutySearch>((resolve, reject) => {
      chosen.pending.set(id, { duty, resolve, reject });
      chosen.worker.ref();
      const request: SearchWorkerRequest = { kind: 'search', id, duty };
      chosen.worker.postMessage(request);
    });
  }

  return {
    search(duty) {
      if (closing) {
        return searchHere(duty);
      }
      const search = searchOnWorker(duty);
      running.add(search);
      const forget = () => running.delete(search);
      search.then(forget, forget);
      return search;
    },
    workerCount: () => slots.length,
    async close() {
      closing = true;
      await Promise.allSettled([...running]);
      await Promise.all(slots.map((slot) => stopWorker(slot.worker, WORKER_CLOSE_GRACE_MS, slot.loaded)));
    },
  };
}
