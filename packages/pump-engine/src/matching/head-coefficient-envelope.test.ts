import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../demo-catalogue/generate.ts';
import { realPumpCatalogue } from '../real-curves/real-catalogue.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { waterDuty } from './__fixtures__/water-duty.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { evaluatePump } from './feasibility.ts';
import { coefficientCeiling } from './head-coefficient-envelope.ts';
import { ENVELOPE_BINS } from './index-blocks.ts';
import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { forEachPlausibleBlock } from './search.ts';

// The published curves (drooping heads, few points) and demo ones, where the property test's generated pumps are all
// alike in shape.
const published = buildCatalogueIndex([
  ...realPumpCatalogue(),
  ...generateDemoCatalogue({ count: 1_500, seed: 7 }),
]) as IndexData;

// Curves published only from 60 % of BEP flow on: below their first point the solve reads the curve clamped (its first
// head and efficiency), so a duty can sit there. A catalogue of their own, so that no other curve covers for them.
const fromMidFlow = buildCatalogueIndex(
  Array.from({ length: 96 }, (_, k) => {
    const pump = testPump(`mid-${k}`, { bepFlowGpm: 300 * 1.01 ** k, bepHeadFt: 80 + 3 * (k % 7) });
    const bepFlow = pump.curve[5]?.flowGpm ?? 0;
    return { ...pump, curve: pump.curve.filter((point) => point.flowGpm >= 0.6 * bepFlow) };
  }),
) as IndexData;

/** Duties around every 7th pump's BEP: 50–125 % of its flow, 60–110 % of its head. */
function dutiesAround(data: IndexData): MatchDuty[] {
  const duties: MatchDuty[] = [];
  for (let slot = 0; slot < data.size; slot += 7) {
    for (const [flowFactor, headFactor] of [
      [0.5, 0.6],
      [0.8, 0.95],
      [1, 1],
      [1.25, 1.1],
      // H/Q² four times the BEP's: about 52 % of BEP flow on these curves, inside the allowable region.
      [0.5, 1],
    ] as const) {
      duties.push(
        waterDuty({
          flowGpm: flowFactor * (data.bepFlow[slot] as number),
          headFt: headFactor * (data.bepHead[slot] as number),
        }),
      );
    }
  }
  return duties;
}

describe('the head-coefficient envelope', () => {
  it('holds every feasible pump of a block, on published, demo and clamped curves: no efficiency above its ceiling', () => {
    let checked = 0;
    let tighter = 0;
    for (const data of [published, fromMidFlow]) {
      for (const duty of dutiesAround(data)) {
        forEachPlausibleBlock(data, duty, ({ block }) => {
          const ceiling = coefficientCeiling(data.blocks, block, duty);
          // Every pump of the block, not only those the pre-filter lets through: the exact solve decides.
          let best = 0;
          for (
            let slot = data.blocks.start[block] as number;
            slot < (data.blocks.start[block + 1] as number);
            slot += 1
          ) {
            const result = evaluatePump(data, slot, duty);
            if (result.ok) {
              expect(ceiling).toBeGreaterThanOrEqual(result.candidate.efficiency);
              best = Math.max(best, result.candidate.efficiency);
              checked += 1;
            }
          }
          const wholeRegion = data.blocks.efficiencyEnvelope.subarray(
            block * ENVELOPE_BINS,
            (block + 1) * ENVELOPE_BINS,
          );
          if (best > 0 && ceiling < Math.max(...wholeRegion)) {
            tighter += 1;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(1_000);
    // Not a bound that holds by being loose: below the block's best over its whole allowable region somewhere.
    expect(tighter).toBeGreaterThan(100);
  });
});
