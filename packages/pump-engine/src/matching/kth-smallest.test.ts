import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthSmallest } from './kth-smallest.ts';

describe('kthSmallest', () => {
  it('is the k-th value of the sorted list, with repeats and ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, 1, 2)), {
          minLength: 1,
          maxLength: 300,
        }),
        fc.nat(),
        (list, at) => {
          const k = at % list.length;
          const sorted = Float64Array.from(list).sort();
          // === rather than toBe: −0 and 0 are the same value here.
          expect(kthSmallest(Float64Array.from(list), k) === sorted[k]).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('picks the 3rd smallest of a worked list', () => {
    expect(kthSmallest(Float64Array.of(5, 1, 4, 1, 3, 9, 2), 2)).toBe(2);
  });
});
