import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import { MATERIAL_CLASSES, ORIENTATIONS, SHAFT_SEALS } from '../analysis/constraints.ts';
import { polesForSpeed } from '../formulas/motor.ts';
import { constrainedDuty, statedConstraintsArbitrary } from './__fixtures__/stated-constraints.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { waterDuty } from './__fixtures__/water-duty.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { evaluatePump } from './feasibility.ts';
import { coefficientCeiling } from './head-coefficient-envelope.ts';
import { type IndexData, pumpOfSlot } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import type { MatchRules } from './match-rules.ts';
import { matchRules, UNCONSTRAINED_RULES } from './match-rules.ts';
import { rankExhaustive, rankPruned } from './ranking.ts';
import type { CostBasis, PumpCostFacts } from './score.ts';
import { bepTerm, efficiencyTerm, leadTimeTerm, lifeCycleCostUsd, npshTerm, SCORE_WEIGHTS } from './score.ts';
import {
  blockCostFloorUsd,
  blockPartialScoreBound,
  efficiencyCeiling,
  floorBasis,
  lifeCycleCostFloorUsd,
  partialScoreBound,
} from './score-bound.ts';
import { forEachPlausibleBlock, forEachPlausibleSlot } from './search.ts';

/** The cost facts read from the pump itself, as the reference for those the ranking reads from the index's columns. */
function pumpCostFacts(pump: CataloguePump): PumpCostFacts {
  return {
    listUsd: pump.listPrice?.currency.toUpperCase() === 'USD' ? pump.listPrice.amount : null,
    stages: pump.stages,
    poles: polesForSpeed({ speedRpm: pump.nominalSpeedRpm, frequencyHz: pump.frequencyHz }),
  };
}

// A pump drawn across sizes, shapes and data gaps: trim or VFD, 50 or 60 Hz, priced in USD, EUR or not, with or
// without lead time and NPSH3, inline or split case, one or several stages.
const pumpArbitrary = (center: { flow: number; head: number }) =>
  fc
    .record({
      flow: fc.double({ min: 0.6, max: 1.6, noNaN: true }).map((k) => k * center.flow),
      head: fc.double({ min: 0.7, max: 1.4, noNaN: true }).map((k) => k * center.head),
      eta: fc.double({ min: 0.3, max: 0.9, noNaN: true }),
      npsh: fc.option(fc.double({ min: 2, max: 40, noNaN: true })),
      vfd: fc.boolean(),
      fifty: fc.boolean(),
      price: fc.option(fc.record({ amount: fc.integer({ min: 500, max: 90_000 }), usd: fc.boolean() })),
      lead: fc.option(fc.integer({ min: 0, max: 40 })),
      type: fc.constantFrom('end-suction', 'inline', 'split-case', 'vertical-multistage'),
      stages: fc.integer({ min: 1, max: 4 }),
      trim: fc.double({ min: 0.5, max: 0.95, noNaN: true }),
      minFlow: fc.option(fc.double({ min: 0.1, max: 0.5, noNaN: true })),
      materialClass: fc.constantFrom(...MATERIAL_CLASSES),
      shaftSeals: fc.subarray([...SHAFT_SEALS], { minLength: 1 }),
      orientation: fc.constantFrom(...ORIENTATIONS),
    })
    .map((p): Omit<CataloguePump, 'id'> => {
      const pump = testPump(
        'x',
        { bepFlowGpm: p.flow, bepHeadFt: p.head, bepEfficiency: p.eta, npshBepFt: p.npsh },
        {
          type: p.type as CataloguePump['type'],
          stages: p.stages,
          frequencyHz: p.fifty ? 50 : 60,
          nominalSpeedRpm: p.fifty ? 2900 : 3560,
          impellerDiameterMinIn: 12 * p.trim,
          variableSpeed: p.vfd ? { minSpeedRpm: 1000, maxSpeedRpm: p.fifty ? 3000 : 3600 } : null,
          listPrice:
            p.price === null ? null : { amount: p.price.amount, currency: p.price.usd ? 'USD' : 'EUR' },
          leadTimeWeeks: p.lead,
          minContinuousStableFlowGpm: p.minFlow === null ? null : p.minFlow * p.flow,
          materialClass: p.materialClass,
          shaftSeals: p.shaftSeals,
          orientation: p.orientation,
        },
      );
      const { id: _id, ...rest } = pump;
      return rest;
    });

// Pumps around one size, so that many compete for a duty; ids from a small pool so equal ids (the last tie-break) occur.
const catalogueArbitrary = fc
  .record({
    flow: fc.double({ min: 20, max: 1500, noNaN: true }),
    head: fc.double({ min: 20, max: 300, noNaN: true }),
  })
  .chain((center) =>
    fc.array(fc.tuple(pumpArbitrary(center), fc.integer({ min: 0, max: 400 })), {
      minLength: 1,
      maxLength: 150,
    }),
  )
  .map((rows) => buildCatalogueIndex(rows.map(([pump, id]) => ({ ...pump, id: `p${id}` }))) as IndexData);

// Mostly near some pump's BEP (so there is something to rank), sometimes anywhere.
const dutyArbitrary = (data: IndexData) =>
  fc
    .record({
      near: fc.integer({ min: -1, max: data.size - 1 }),
      flowFactor: fc.double({ min: 0.5, max: 1.2, noNaN: true }),
      headFactor: fc.double({ min: 0.6, max: 1.05, noNaN: true }),
      anywhere: fc.record({
        flowGpm: fc.double({ min: 10, max: 3000, noNaN: true }),
        headFt: fc.double({ min: 10, max: 500, noNaN: true }),
      }),
      rest: restArbitrary,
    })
    .map(
      ({ near, flowFactor, headFactor, anywhere, rest }): MatchDuty => ({
        ...rest,
        ...(near < 0
          ? anywhere
          : {
              flowGpm: flowFactor * (data.bepFlow[near] as number),
              headFt: headFactor * (data.bepHead[near] as number),
            }),
      }),
    );

// The selection constraints of a duty, each stated or not, turned into the matcher's rules by the engine's own path.
const rulesArbitrary: fc.Arbitrary<MatchRules> = statedConstraintsArbitrary.map((stated) => {
  const normalised = constrainedDuty(stated);
  return normalised === null ? UNCONSTRAINED_RULES : matchRules(normalised);
});

const restArbitrary = fc.record({
  specificGravity: fc.double({ min: 0.7, max: 1.3, noNaN: true }),
  service: fc.constantFrom('water', 'glycol', 'hydrocarbon'),
  temperatureF: fc.constantFrom(68, 180, 320),
  npshAvailableFt: fc.option(fc.double({ min: 1, max: 80, noNaN: true }), { freq: 2 }),
  viscosityCst: fc.constantFrom(1, 1, 30, 200),
  rules: fc.oneof(fc.constant(UNCONSTRAINED_RULES), rulesArbitrary),
});

const basisArbitrary = fc.record({
  ratePerKwh: fc.double({ min: 0, max: 0.5, noNaN: true }),
  hoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
  daysPerYear: fc.integer({ min: 1, max: 365 }),
  lifetimeYears: fc.option(fc.integer({ min: 1, max: 60 })),
  discountRate: fc.constantFrom(0, 0.05, 0.1),
  energyEscalation: fc.constantFrom(0, 0.03, 0.12),
  isCleanService: fc.boolean(),
}) as fc.Arbitrary<CostBasis>;

describe('the pruned ranking', () => {
  it('hands out exactly the exhaustive ranking: same pumps, order, terms and scores (property)', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary.chain((data) => fc.tuple(fc.constant(data), dutyArbitrary(data))),
        basisArbitrary,
        ([data, duty], basis) => {
          expect([...rankPruned(data, duty, basis)]).toEqual(rankExhaustive(data, duty, basis));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('bounds a block by no less than any feasible pump in it: score bound at least, cost floor at most (property)', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary.chain((data) => fc.tuple(fc.constant(data), dutyArbitrary(data))),
        basisArbitrary,
        ([data, duty], basis) => {
          const f = floorBasis(duty, basis);
          forEachPlausibleBlock(data, duty, (block) => {
            const bound = blockPartialScoreBound(data, block, duty);
            const floor = blockCostFloorUsd(data, block, f);
            forEachPlausibleSlot(data, duty, block, (slot, lo, hi) => {
              const efficiency = efficiencyCeiling(data, slot, duty, lo, hi);
              expect(efficiency).toBeLessThanOrEqual(data.bepEfficiency[slot] as number);
              expect(lo).toBeGreaterThanOrEqual(block.lo);
              expect(hi).toBeLessThanOrEqual(block.hi);
              const result = evaluatePump(data, slot, duty);
              if (!result.ok) {
                return;
              }
              const { candidate } = result;
              const pump = pumpOfSlot(data, slot);
              const cost = lifeCycleCostUsd({ pump: pumpCostFacts(pump), ...duty, ...candidate, basis });
              const partial =
                SCORE_WEIGHTS.efficiency * efficiencyTerm(candidate.efficiency) +
                SCORE_WEIGHTS.bep * bepTerm(candidate.percentOfBep) +
                SCORE_WEIGHTS.npsh * npshTerm(duty.npshAvailableFt, candidate.npshRequiredFt) +
                SCORE_WEIGHTS.leadTime * leadTimeTerm(pump.leadTimeWeeks);
              expect(partialScoreBound(data, slot, duty, lo, hi, efficiency)).toBeGreaterThan(partial);
              expect(bound).toBeGreaterThan(partial);
              expect(lifeCycleCostFloorUsd(data, slot, f, efficiency)).toBeLessThanOrEqual(cost);
              expect(floor).toBeLessThanOrEqual(cost);
            });
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('bounds the efficiency of every feasible pump of a block by its head-coefficient envelope alone (property)', () => {
    // On its own, not only through the lower of the two envelopes that blockPartialScoreBound takes.
    fc.assert(
      fc.property(
        catalogueArbitrary.chain((data) => fc.tuple(fc.constant(data), dutyArbitrary(data))),
        ([data, duty]) => {
          const { blocks } = data;
          forEachPlausibleBlock(data, duty, (block) => {
            const ceiling = coefficientCeiling(blocks, block.block, duty);
            forEachPlausibleSlot(data, duty, block, (slot) => {
              const result = evaluatePump(data, slot, duty);
              if (result.ok) {
                expect(ceiling).toBeGreaterThanOrEqual(result.candidate.efficiency);
              }
            });
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds matches in a catalogue of several blocks and skips the unfit', () => {
    const pumps = Array.from({ length: 200 }, (_, k) =>
      testPump(`t${k}`, { bepFlowGpm: 50 * 1.02 ** k, bepHeadFt: 40 + (k % 13) * 20 }),
    );
    const data = buildCatalogueIndex(pumps) as IndexData;
    const duty = waterDuty();
    const basis: CostBasis = {
      ratePerKwh: 0.1,
      hoursPerDay: 24,
      daysPerYear: 365,
      lifetimeYears: null,
      discountRate: 0,
      energyEscalation: 0,
      isCleanService: true,
    };
    const exhaustive = rankExhaustive(data, duty, basis);
    expect(exhaustive.length).toBeGreaterThan(3);
    expect([...rankPruned(data, duty, basis)]).toEqual(exhaustive);
  });
});
