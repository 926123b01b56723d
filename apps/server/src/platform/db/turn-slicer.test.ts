import { describe, expect, it } from 'vitest';
import { StatementCachingPGlite } from './statement-caching-pglite.ts';
import { TurnSlicer } from './turn-slicer.ts';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Synchronous work, as a query in WebAssembly is.
  }
}

describe('TurnSlicer', () => {
  it('lets work go on in the same turn until the budget is spent, then makes it wait for a later turn', async () => {
    // A budget far above the work under it: the clock is the wall's, and a busy CI machine may take the thread away
    // for several milliseconds in the middle of 4 ms of work (a 10 ms budget failed that way once).
    const slicer = new TurnSlicer(100);
    expect(slicer.yieldWhenSpent()).toBeUndefined();
    busyFor(4);
    expect(slicer.yieldWhenSpent()).toBeUndefined();
    let immediateRan = false;
    setImmediate(() => {
      immediateRan = true;
    });
    busyFor(100);
    const wait = slicer.yieldWhenSpent();
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    // The loop went round: what was queued before the wait ran first.
    expect(immediateRan).toBe(true);
    // A fresh slice: the next piece of work goes on at once.
    expect(slicer.yieldWhenSpent()).toBeUndefined();
  });

  it('gives each later turn a slice of its own, so an endless stream of work still lets the loop poll', async () => {
    const slicer = new TurnSlicer(5);
    let timerFired = false;
    setTimeout(() => {
      timerFired = true;
    }, 0);
    let pieces = 0;
    // 200 pieces of 1 ms: without slicing all of it (200 ms) would run before the timer.
    while (pieces < 200 && !timerFired) {
      await slicer.yieldWhenSpent();
      busyFor(1);
      pieces += 1;
    }
    expect(timerFired).toBe(true);
    expect(pieces).toBeLessThan(200);
  });
});

describe('StatementCachingPGlite turn slices', () => {
  const CHAIN = 300;

  /** A request's chain of queries, each with a little synchronous work after it, as the routes run them. */
  async function queriesUntil(
    query: (n: number) => Promise<unknown>,
    timerFired: () => boolean,
  ): Promise<number> {
    let done = 0;
    while (done < CHAIN && !timerFired()) {
      await query(done);
      busyFor(0.2);
      done += 1;
    }
    return done;
  }

  /** How many queries of the chain ran before a timer set at its start fired, in or out of a transaction. */
  async function queriesBeforeATimer(turnSliceMs: number, inTransaction: boolean): Promise<number> {
    const client = new StatementCachingPGlite({ turnSliceMs });
    try {
      await client.waitReady;
      let fired = false;
      const chain = (query: (n: number) => Promise<unknown>) => {
        setTimeout(() => {
          fired = true;
        }, 0);
        return queriesUntil(query, () => fired);
      };
      const select = (on: Pick<StatementCachingPGlite, 'query'>) => (n: number) =>
        on.query('select $1::int as n', [n]);
      return inTransaction
        ? await client.transaction((tx) => chain(select(tx)))
        : await chain(select(client));
    } finally {
      await client.close();
    }
  }

  it('lets a timer run in the middle of a long chain of queries', async () => {
    expect(await queriesBeforeATimer(5, false)).toBeLessThan(CHAIN);
  });

  it('lets a timer run in the middle of a long transaction too', async () => {
    expect(await queriesBeforeATimer(5, true)).toBeLessThan(CHAIN);
  });

  it('control: with slicing off, PGlite alone runs the whole chain before the timer (why the slicer exists)', async () => {
    expect(await queriesBeforeATimer(0, false)).toBe(CHAIN);
    expect(await queriesBeforeATimer(0, true)).toBe(CHAIN);
  });
});
