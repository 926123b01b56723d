import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };
type Gc = (options: GcOptions) => Promise<void> | void;

let gc: Gc | undefined;

/**
 * A full collection that also gives memory back to the system: V8's `gc({ flavor: 'last-resort' })`, several
 * mark-compacts with the memory reducer's settings, after which the young generation is shrunk to its smallest size
 * and empty old-space pages are released. For the moments that leave much garbage and a heap grown to hold it (the
 * start, a catalogue reload): V8's own memory reducer does the same only after about 100 s without a collection while
 * the last ones still show the start's allocation rate, so an idle server held 64 MB of young generation and the
 * start's garbage until then (docs/decisions/0012-embedded-server-memory.md). Takes some tens of milliseconds, with
 * the thread blocked: never on a request's path.
 *
 * The collector is V8's extension, reached without `--expose-gc` on the command line: the flag turned on at run time
 * gives a new context its `gc`; this thread's own global object stays without one.
 */
export async function releaseGarbage(): Promise<void> {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
  }
  await gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

let scheduled: NodeJS.Timeout | undefined;

/**
 * releaseGarbage once `delayMs` have passed since the last call: for the moments that leave much garbage (the start, a
 * catalogue reload), a second later and out of the way of the answers around them, and one collection for a burst of
 * such moments. `onDone` gets the collection's duration in ms; the timer never keeps the process alive.
 */
export function releaseGarbageSoon(
  onDone: (ms: number) => void,
  onError: (error: unknown) => void,
  delayMs = 1_000,
): void {
  clearTimeout(scheduled);
  scheduled = setTimeout(() => {
    const started = performance.now();
    releaseGarbage().then(() => onDone(Math.round(performance.now() - started)), onError);
  }, delayMs);
  scheduled.unref();
}
