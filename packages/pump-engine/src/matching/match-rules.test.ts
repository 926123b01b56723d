import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import {
  MATERIAL_CLASSES,
  ORIENTATIONS,
  PUMP_TYPE_PREFERENCES,
  SHAFT_SEALS,
} from '../analysis/constraints.ts';
import { normaliseDuty } from '../analysis/duty.ts';
import { pumpViolations } from '../analysis/selection-rules.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import type { IndexData } from './catalogue-index.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { groupServes, matchRules } from './match-rules.ts';
import { isAdmitted } from './prefilter.ts';

const TYPES = [
  'end-suction',
  'inline',
  'split-case',
  'vertical-multistage',
  'horizontal-multistage',
  'vertical-turbine',
  'submersible',
] as const;

const pumpArbitrary = fc
  .record({
    type: fc.constantFrom(...TYPES),
    materialClass: fc.constantFrom(...MATERIAL_CLASSES),
    shaftSeals: fc.subarray([...SHAFT_SEALS], { minLength: 1 }),
    orientation: fc.constantFrom(...ORIENTATIONS),
    fifty: fc.boolean(),
    vfd: fc.boolean(),
    rpm: fc.constantFrom(960, 1180, 1450, 1780, 2900, 3560),
  })
  .map(
    (p): CataloguePump =>
      testPump(
        'p',
        { bepFlowGpm: 300, bepHeadFt: 100 },
        {
          type: p.type,
          materialClass: p.materialClass,
          shaftSeals: p.shaftSeals,
          orientation: p.orientation,
          frequencyHz: p.fifty ? 50 : 60,
          nominalSpeedRpm: p.rpm,
          variableSpeed: p.vfd ? { minSpeedRpm: Math.round(p.rpm * 0.4), maxSpeedRpm: p.rpm } : null,
        },
      ),
  );

const dutyArbitrary = fc.record({
  fluid: fc.constantFrom('water', 'seawater', 'diesel', 'condensate', 'light oil'),
  temperatureF: fc.constantFrom(60, 200, 260, 360),
  supply: fc.option(
    fc.record({
      voltage: fc.constant(460),
      phase: fc.constantFrom(1, 3),
      frequencyHz: fc.constantFrom(50, 60),
    }),
  ),
  pumpType: fc.option(fc.constantFrom(...PUMP_TYPE_PREFERENCES)),
  materials: fc.option(fc.constantFrom(...MATERIAL_CLASSES)),
  orientation: fc.option(fc.constantFrom(...ORIENTATIONS)),
  suctionCondition: fc.option(fc.constantFrom('flooded', 'lift')),
  shaftSeal: fc.option(fc.constantFrom(...SHAFT_SEALS)),
  variableSpeed: fc.option(fc.boolean()),
  speedRpm: fc.option(fc.constantFrom(1000, 1800, 3000, 3600)),
});

describe("the index's bit rules are the selection rules", () => {
  it('a pump passes the group, attribute-word and speed checks exactly when pumpViolations finds nothing (property)', () => {
    fc.assert(
      fc.property(pumpArbitrary, dutyArbitrary, (pump, c) => {
        const stated = Object.fromEntries(Object.entries(c).filter(([, value]) => value !== null));
        const normalised = normaliseDuty({
          flowRate: { value: 300, unit: 'gpm' },
          head: { value: 100, unit: 'ft' },
          ...stated,
          fluid: { name: c.fluid, temperatureF: c.temperatureF },
          npshAvailable: { value: 300, unit: 'ft' },
        }).duty;
        expect(normalised).not.toBeNull();
        if (normalised === null) {
          return;
        }
        const rules = matchRules(normalised);
        const data = buildCatalogueIndex([pump]) as IndexData;
        const group = data.groups[0];
        const passes = group !== undefined && groupServes(group, rules) && isAdmitted(data, 0, rules);
        expect(passes).toBe(pumpViolations(pump, normalised).length === 0);
      }),
      { numRuns: 2000 },
    );
  });
});
