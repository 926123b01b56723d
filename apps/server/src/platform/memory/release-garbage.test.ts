import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseGarbage, releaseGarbageSoon } from './release-garbage.ts';

const spaceSize = (name: string) =>
  getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? 0;

describe('releaseGarbage', () => {
  it('shrinks a young generation grown by surviving objects, and frees the old space they leave behind', async () => {
    await releaseGarbage();
    const before = spaceSize('old_space');
    // Objects that survive scavenges grow the young generation (as the catalogue load does) and end in old space.
    // How many it takes depends on how far V8 lets the young generation grow first (up to 128 MB on a large machine,
    // where 600,000 of them left only 20 MB in old space), so allocate until old space has grown, within a bound.
    let kept: { n: number; list: number[] }[] = [];
    for (let n = 0; n < 4_000_000; n += 1) {
      kept.push({ n, list: [n, n + 1] });
      if (n % 10_000 === 0 && spaceSize('old_space') - before > 32 * 2 ** 20) {
        break;
      }
    }
    const grown = { young: spaceSize('new_space'), old: spaceSize('old_space') };
    expect(grown.young).toBeGreaterThan(4 * 2 ** 20);
    expect(grown.old - before).toBeGreaterThan(20 * 2 ** 20);
    kept = [];
    await releaseGarbage();
    expect(kept).toHaveLength(0);
    expect(spaceSize('new_space')).toBeLessThan(grown.young / 2);
    expect(spaceSize('old_space') - before).toBeLessThan((grown.old - before) / 4);
  });

  it('soon: once for a burst of calls, after the last one', async () => {
    const done: number[] = [];
    const fail = (error: unknown) => {
      throw error;
    };
    releaseGarbageSoon((ms) => done.push(ms), fail, 30);
    releaseGarbageSoon((ms) => done.push(ms), fail, 30);
    expect(done).toHaveLength(0);
    await expect.poll(() => done.length, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toHaveLength(1);
  });

  it('leaves no `gc` on the global object', async () => {
    await releaseGarbage();
    expect('gc' in globalThis).toBe(false);
  });
});
