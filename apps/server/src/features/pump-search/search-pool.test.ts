import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  type CataloguePump,
  type Duty,
  generateDemoCatalogue,
  PackedPumps,
  shareCatalogueIndex,
} from '@specsource/pump-engine';
import { afterEach, describe, expect, it } from 'vitest';
import { type DutySearch, searchDuty } from './search-duty.ts';
import {
  createSearchPool,
  type SearchCatalogue,
  type SearchPool,
  type SearchWorkerRequest,
  stopWorker,
} from './search-pool.ts';

function catalogueOf(pumps: CataloguePump[]): SearchCatalogue {
  return { index: buildCatalogueIndex(pumps, PackedPumps.of(pumps)) };
}

const FIRST = catalogueOf(generateDemoCatalogue({ count: 400, seed: 1 }));
const SECOND = catalogueOf(generateDemoCatalogue({ count: 400, seed: 2 }));

const dutyOf = (flowGpm: number, headFt: number): Duty => ({
  flowRate: { value: flowGpm, unit: 'gpm' },
  head: { value: headFt, unit: 'ft' },
  fluid: { name: 'Water', temperatureF: 68 },
});
const DUTIES = [dutyOf(500, 120), dutyOf(80, 40), dutyOf(1200, 250), dutyOf(30, 300), dutyOf(2500, 90)];

const inline = (duty: Duty, index: CatalogueIndex): DutySearch => searchDuty(duty, index);

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (_: object, message: string) => lines.push(message),
    error: (_: object, message: string) => lines.push(message),
  };
}

let pool: SearchPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('createSearchPool', () => {
  it('answers on worker threads exactly what the search answers in this thread', async () => {
    pool = createSearchPool({ size: 2, catalogue: () => FIRST, log: recordingLog() });
    expect(pool.workerCount()).toBe(2);
    const searches = await Promise.all([...DUTIES, ...DUTIES].map((duty) => pool?.search(duty)));
    expect(searches).toEqual([...DUTIES, ...DUTIES].map((duty) => inline(duty, FIRST.index)));
    const first = searches[0];
    expect(first?.ok && JSON.parse(first.resultsJson).length).toBeGreaterThan(1);
  });

  it('searches the catalogue that is current when the search starts', async () => {
    let current = FIRST;
    pool = createSearchPool({ size: 1, catalogue: () => current, log: recordingLog() });
    const duty = DUTIES[0] as Duty;
    expect(await pool.search(duty)).toEqual(inline(duty, FIRST.index));
    current = SECOND;
    const onSecond = await pool.search(duty);
    expect(onSecond).toEqual(inline(duty, SECOND.index));
    expect(onSecond).not.toEqual(inline(duty, FIRST.index));
  });

  it('answers a duty the engine cannot analyse with its field errors, as in this thread', async () => {
    pool = createSearchPool({ size: 1, catalogue: () => FIRST, log: recordingLog() });
    const bad: Duty = { flowRate: { value: 500, unit: 'furlongs' }, head: { value: 120, unit: 'ft' } };
    const search = await pool.search(bad);
    expect(search.ok).toBe(false);
    expect(search).toEqual(inline(bad, FIRST.index));
  });

  it('with no workers, searches in this thread', async () => {
    pool = createSearchPool({ size: 0, catalogue: () => FIRST, log: recordingLog() });
    expect(pool.workerCount()).toBe(0);
    expect(await pool.search(DUTIES[1] as Duty)).toEqual(inline(DUTIES[1] as Duty, FIRST.index));
  });

  it('answers the searches of a worker that dies, replaces it, and gives up on one that keeps dying', async () => {
    const log = recordingLog();
    pool = createSearchPool({
      size: 1,
      catalogue: () => FIRST,
      log,
      workerUrl: new URL('../../../test/exiting-search-worker.ts', import.meta.url),
    });
    for (const duty of DUTIES.slice(0, 3)) {
      expect(await pool.search(duty)).toEqual(inline(duty, FIRST.index));
    }
    expect(log.lines.filter((line) => line === 'search worker stopped; starting a new one')).toHaveLength(2);
    expect(log.lines).toContain(
      'search worker stopped again; not restarting it, searches run in the server thread',
    );
    expect(pool.workerCount()).toBe(0);
    expect(await pool.search(DUTIES[3] as Duty)).toEqual(inline(DUTIES[3] as Duty, FIRST.index));
  });

  it('answers every running search when closed', async () => {
    pool = createSearchPool({ size: 1, catalogue: () => FIRST, log: recordingLog() });
    const running = DUTIES.map((duty) => pool?.search(duty));
    await pool.close();
    expect(await Promise.all(running)).toEqual(DUTIES.map((duty) => inline(duty, FIRST.index)));
    expect(pool.workerCount()).toBe(0);
  });
});

describe('stopWorker', () => {
  const SEARCH_WORKER = new URL('./search-worker.ts', import.meta.url);

  it('lets a search worker leave by itself, after the catalogue it was building, with exit code 0', async () => {
    const worker = new Worker(SEARCH_WORKER, { name: 'pump-search' });
    const exitCode = once(worker, 'exit').then(([code]) => code as number);
    // Sent right after it starts: the close waits behind its module loading and this catalogue.
    const catalogue: SearchWorkerRequest = { kind: 'catalogue', catalogue: shareCatalogueIndex(FIRST.index) };
    worker.postMessage(catalogue);
    expect(await stopWorker(worker)).toBe('left');
    // terminate() ends a worker with exit code 1.
    expect(await exitCode).toBe(0);
  });

  it('terminates a worker that does not leave within the grace', async () => {
    const worker = new Worker(new URL('../../../test/exiting-search-worker.ts', import.meta.url));
    const exitCode = once(worker, 'exit').then(([code]) => code as number);
    // Terminated only once loaded: a worker terminated while loading its modules can abort the whole process (a
    // SIGTRAP that took down this file's test process in a CI run, where loading took longer than the grace).
    await once(worker, 'message');
    expect(await stopWorker(worker, 200)).toBe('terminated');
    expect(await exitCode).toBe(1);
  });

  it('counts the grace from the worker saying it has loaded, never terminating it while it loads', async () => {
    const worker = new Worker(new URL('../../../test/slow-loading-search-worker.ts', import.meta.url));
    let loadedAt = Number.POSITIVE_INFINITY;
    const loaded = once(worker, 'message').then(() => {
      loadedAt = performance.now();
    });
    const exitedAt = once(worker, 'exit').then(() => performance.now());
    // A 50 ms grace counted from the start would end while the worker is still loading (600 ms).
    expect(await stopWorker(worker, 50, loaded)).toBe('terminated');
    expect(await exitedAt).toBeGreaterThanOrEqual(loadedAt + 50);
  });
});
