import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runAloneFlowGpm, runAloneOnPolyline } from './parallel.ts';
import { polylineAt } from './polyline.ts';

// A head curve of 4–12 points over flows 0–lastFlow; falling when `falling`, else with steps up allowed.
const curve = (falling: boolean) =>
  fc
    .record({
      lastFlow: fc.double({ min: 20, max: 5000, noNaN: true }),
      shutoff: fc.double({ min: 20, max: 600, noNaN: true }),
      drops: fc.array(fc.double({ min: falling ? 0 : -0.08, max: 0.25, noNaN: true }), {
        minLength: 3,
        maxLength: 11,
      }),
    })
    .map(({ lastFlow, shutoff, drops }) => {
      const flow = drops.map((_, k) => ((k + 1) * lastFlow) / drops.length);
      const head: number[] = [];
      let h = shutoff;
      for (const drop of drops) {
        h = Math.max(1, h * (1 - drop));
        head.push(h);
      }
      return { flow: [0, ...flow], head: [shutoff, ...head] };
    });

const duty = fc.record({
  ratio: fc.double({ min: 0.7, max: 1.3, noNaN: true }),
  // Where on the curve the duty sits (share of its flow range), and how many pumps share it.
  at: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
  running: fc.integer({ min: 2, max: 3 }),
});

/** The bisection's answer for the same pump and duty: the reference the closed form must reproduce. */
function byBisection(
  c: { flow: number[]; head: number[] },
  d: { ratio: number; at: number; running: number },
) {
  const y = d.ratio;
  const last = c.flow[c.flow.length - 1] as number;
  const pumpFlowGpm = y * d.at * last;
  const headAt = (q: number) => y * y * polylineAt(c.flow, c.head, 0, c.flow.length, q / y);
  const input = { pumpFlowGpm, systemFlowGpm: pumpFlowGpm * d.running, headFt: headAt(pumpFlowGpm) };
  return {
    input,
    expected: runAloneFlowGpm({ ...input, headAt, maxFlowGpm: y * last }),
    actual: runAloneOnPolyline({
      ...input,
      flow: c.flow,
      head: c.head,
      start: 0,
      end: c.flow.length,
      ratio: y,
    }),
  };
}

describe('runAloneOnPolyline: the run-alone point in closed form', () => {
  it('is the point the bisection finds on a falling curve, on the curve or run out', () => {
    fc.assert(
      fc.property(curve(true), duty, (c, d) => {
        const { expected, actual } = byBisection(c, d);
        expect(actual.isOnCurve).toBe(expected.isOnCurve);
        expect(Math.abs(actual.flowGpm / expected.flowGpm - 1)).toBeLessThan(1e-9);
        expect(Math.abs(actual.headFt / expected.headFt - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('is that point on any curve: where one rises past the duty, by the bisection itself', () => {
    fc.assert(
      fc.property(curve(false), duty, (c, d) => {
        const { expected, actual } = byBisection(c, d);
        expect(actual.isOnCurve).toBe(expected.isOnCurve);
        expect(Math.abs(actual.flowGpm / expected.flowGpm - 1)).toBeLessThan(1e-9);
        expect(Math.abs(actual.headFt / expected.headFt - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the crossing the bisection finds where a rising curve crosses the system curve twice', () => {
    // Head 60 ft at the duty's 50 gpm, one of 3; the system 60·(q/150)² meets the curve near 90 gpm and again near 260.
    const flow = [0, 100, 200, 300];
    const head = [100, 20, 150, 10];
    const input = { pumpFlowGpm: 50, systemFlowGpm: 150, headFt: 60 };
    const expected = runAloneFlowGpm({
      ...input,
      headAt: (q) => polylineAt(flow, head, 0, 4, q),
      maxFlowGpm: 300,
    });
    expect(expected.flowGpm).toBeGreaterThan(200);
    expect(runAloneOnPolyline({ ...input, flow, head, start: 0, end: 4, ratio: 1 })).toEqual(expected);
  });

  it('solves a worked case: H = 100 − 0.01·q at y = 1, one of 2 × 500 gpm at 95 ft running alone', () => {
    // System 95·(q/1000)² = 100 − 0.01·q  →  0.000095·q² + 0.01·q − 100 = 0
    // →  q = (−0.01 + √0.0381)/0.00019 = 974.70 gpm, at 100 − 9.747 = 90.25 ft (hand calculation).
    const point = runAloneOnPolyline({
      flow: [0, 1000],
      head: [100, 90],
      start: 0,
      end: 2,
      ratio: 1,
      pumpFlowGpm: 500,
      systemFlowGpm: 1000,
      headFt: 95,
    });
    expect(point.isOnCurve).toBe(true);
    expect(point.flowGpm).toBeCloseTo(974.7, 1);
    expect(point.headFt).toBeCloseTo(90.25, 2);
  });
});
