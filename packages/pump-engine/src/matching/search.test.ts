import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPump } from './__fixtures__/test-pumps.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { evaluatePump } from './feasibility.ts';
import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { UNCONSTRAINED_RULES } from './match-rules.ts';
import { forEachPlausibleBlock } from './search.ts';

// Pumps of one size with head curves from flat to steep (shut-off 1.1–2.5 × BEP head, straight to 1.6 × BEP flow),
// some with a bump at one point of the allowable region (a curve that rises), which the run-alone limit must leave alone.
interface Shape {
  flow: number;
  head: number;
  shutoff: number;
  bump: { at: number; size: number } | null;
  vfd: boolean;
}
const pumpsArbitrary: fc.Arbitrary<Shape[]> = fc.array(
  fc.record({
    flow: fc.double({ min: 80, max: 120, noNaN: true }),
    head: fc.double({ min: 80, max: 120, noNaN: true }),
    shutoff: fc.double({ min: 1.1, max: 2.5, noNaN: true }),
    bump: fc.option(
      fc.record({
        at: fc.integer({ min: 3, max: 7 }),
        size: fc.double({ min: 0.05, max: 0.6, noNaN: true }),
      }),
      { freq: 3 },
    ),
    vfd: fc.boolean(),
  }),
  { minLength: 1, maxLength: 200 },
);

function indexOf(pumps: Shape[]): IndexData {
  return buildCatalogueIndex(
    pumps.map((p, k) => {
      const pump = testPump(`p${k}`, { bepFlowGpm: p.flow, bepHeadFt: p.head });
      const curve = pump.curve.map((point, n) => {
        const q = 0.2 * n;
        const bump = p.bump !== null && n === p.bump.at ? p.bump.size * p.head : 0;
        const head = p.head * (p.shutoff - (p.shutoff - 1) * q) + bump;
        return { ...point, headFt: Math.max(1, head) };
      });
      const variableSpeed = p.vfd ? { minSpeedRpm: 1200, maxSpeedRpm: 3600 } : null;
      return { ...pump, curve, variableSpeed };
    }),
  ) as IndexData;
}

describe('forEachPlausibleBlock on a parallel set', () => {
  it('keeps every block holding a pump that runs alone inside its allowable region (property)', () => {
    fc.assert(
      fc.property(
        pumpsArbitrary,
        fc.record({
          flowGpm: fc.double({ min: 50, max: 130, noNaN: true }),
          headFt: fc.double({ min: 60, max: 140, noNaN: true }),
          runningPumps: fc.constantFrom(2, 3),
        }),
        (pumps, d) => {
          const data = indexOf(pumps);
          const duty: MatchDuty = {
            flowGpm: d.flowGpm,
            headFt: d.headFt,
            specificGravity: 1,
            service: 'water',
            temperatureF: 68,
            npshAvailableFt: null,
            viscosityCst: 1,
            rules: { ...UNCONSTRAINED_RULES, runningPumps: d.runningPumps },
          };
          const kept = new Set<number>();
          forEachPlausibleBlock(data, duty, (block) => kept.add(block.block));
          const starts = data.blocks.start;
          for (let b = 0; b + 1 < starts.length; b += 1) {
            for (let i = starts[b] as number; i < (starts[b + 1] as number); i += 1) {
              if (evaluatePump(data, i, duty).ok) {
                expect(kept.has(b)).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps a pump whose curve rises past its BEP, where the run-alone limit does not hold', () => {
    // Heads every 20 gpm (BEP 100 gpm); the 600 ft spike at 140 gpm puts H(130)/130² = 320/16,900 above the duty's
    // 175/100² = 0.0175, yet running alone the pump meets the system curve near 87 gpm (87 % of BEP), as the
    // bisection finds: a limit taken on this curve would drop a pump that qualifies.
    const heads = [200, 190, 180, 170, 150, 100, 40, 600, 10];
    const pump = testPump('spike', { bepFlowGpm: 100, bepHeadFt: 100 });
    const curve = pump.curve.map((point, n) => ({ ...point, headFt: heads[n] as number }));
    const data = buildCatalogueIndex([{ ...pump, curve, impellerDiameterMinIn: 11.9 }]) as IndexData;
    const duty: MatchDuty = {
      flowGpm: 50,
      headFt: 175,
      specificGravity: 1,
      service: 'water',
      temperatureF: 68,
      npshAvailableFt: null,
      viscosityCst: 1,
      rules: { ...UNCONSTRAINED_RULES, runningPumps: 2 },
    };
    const result = evaluatePump(data, 0, duty);
    expect(result.ok && result.candidate.runAlone?.percentOfBep).toBeCloseTo(87, 0);
    const kept: number[] = [];
    forEachPlausibleBlock(data, duty, (block) => kept.push(block.block));
    expect(kept).toEqual([0]);
  });
});
