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
    const slicer = new TurnSlicer(10);
    expect(slicer.yieldWhenSpent()).toBeUndefined();
    busyFor(4);
    expect(slicer.yieldWhenSpent()).toBeUndefined();
    let immediateRan = false;
    setImmediate(() => {
      immediateRan = true;
    });
    busyFor(8);
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
  // A request's chain of queries, each with a little synchronous work around it, as the routes run them.
  async function queriesUntil(client: StatementCachingPGlite, stop: () => boolean): Promise<number> {
    let done = 0;
    while (done < 300 && !stop()) {
      await client.query('select $1::int as n', [done]);
      busyFor(0.2);
      done += 1;
    }
    return done;
  }

  it('lets a timer run in the middle of a long chain of queries (in and out of a transaction)', async () => {
    const client = new StatementCachingPGlite({ turnSliceMs: 5 });
    try {
      await client.waitReady;
      let timerFired = false;
      setTimeout(() => {
        timerFired = true;
      }, 0);
      expect(await queriesUntil(client, () => timerFired)).toBeLessThan(300);

      let timerInTransaction = false;
      const inTransaction = await client.transaction(async (tx) => {
        setTimeout(() => {
          timerInTransaction = true;
        }, 0);
        let done = 0;
        while (done < 300 && !timerInTransaction) {
          await tx.query('select $1::int as n', [done]);
          busyFor(0.2);
          done += 1;
        }
        return done;
      });
      expect(inTransaction).toBeLessThan(300);
    } finally {
      await client.close();
    }
  });

  it('control: with slicing off, PGlite alone runs the whole chain before the timer (why the slicer exists)', async () => {
    const client = new StatementCachingPGlite({ turnSliceMs: 0 });
    try {
      await client.waitReady;
      let timerFired = false;
      setTimeout(() => {
        timerFired = true;
      }, 0);
      expect(await queriesUntil(client, () => timerFired)).toBe(300);
    } finally {
      await client.close();
    }
  });
});
