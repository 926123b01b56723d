import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polylineAt, polylineMaxOver } from './polyline.ts';

/** The definition polylineMaxOver must give exactly: both ends by polylineAt, and every point strictly between. */
function maxByDefinition(
  xs: number[],
  ys: number[],
  start: number,
  end: number,
  a: number,
  b: number,
): number {
  let best = Math.max(polylineAt(xs, ys, start, end, a), polylineAt(xs, ys, start, end, b));
  for (let k = start; k < end; k += 1) {
    if ((xs[k] as number) > a && (xs[k] as number) < b) {
      best = Math.max(best, ys[k] as number);
    }
  }
  return best;
}

describe('polylineMaxOver', () => {
  it('a worked curve: 0→0.5, 100→0.8, 200→0.6; over [50, 150] the peak is the point 0.8; over [120, 180] the end 0.76', () => {
    const xs = [0, 100, 200];
    const ys = [0.5, 0.8, 0.6];
    expect(polylineMaxOver(xs, ys, 0, 3, 50, 150)).toBe(0.8);
    // 0.8 + (0.6 − 0.8)·(120 − 100)/100 = 0.76, the larger end.
    expect(polylineMaxOver(xs, ys, 0, 3, 120, 180)).toBeCloseTo(0.76, 12);
    // Clamped outside the points, as polylineAt: below the first, above the last.
    expect(polylineMaxOver(xs, ys, 0, 3, -50, -10)).toBe(0.5);
    expect(polylineMaxOver(xs, ys, 0, 3, 250, 300)).toBe(0.6);
  });

  it('gives exactly what its definition gives, on any packed curve and interval (ends on points included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -20, max: 500, noNaN: true }),
        fc.double({ min: -20, max: 500, noNaN: true }),
        fc.boolean(),
        (steps, padding, p, q, onPoints) => {
          // Increasing xs (steps ≥ 1) packed after `padding` other numbers, as the index packs curves.
          const xs: number[] = Array.from({ length: padding }, () => -1);
          const ys: number[] = Array.from({ length: padding }, () => 9);
          let x = 0;
          for (const [step, y] of steps) {
            x += step;
            xs.push(x);
            ys.push(y);
          }
          const start = padding;
          const end = xs.length;
          // Ends exactly on points as well as anywhere.
          const a = onPoints ? (xs[start + (Math.floor(Math.abs(p)) % steps.length)] as number) : p;
          const b = onPoints ? (xs[start + (Math.floor(Math.abs(q)) % steps.length)] as number) : q;
          expect(polylineMaxOver(xs, ys, start, end, a, b)).toBe(maxByDefinition(xs, ys, start, end, a, b));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
