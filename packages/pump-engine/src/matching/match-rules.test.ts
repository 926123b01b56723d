import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import { CATALOGUE_PUMP_TYPES } from '../analysis/catalogue.ts';
import { MATERIAL_CLASSES, ORIENTATIONS, SHAFT_SEALS } from '../analysis/constraints.ts';
import { pumpViolations } from '../analysis/selection-rules.ts';
import { constrainedDuty, statedConstraintsArbitrary } from './__fixtures__/stated-constraints.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import type { IndexData } from './index-data.ts';
import { groupServes, matchRules } from './match-rules.ts';
import { isAdmitted } from './prefilter.ts';

const pumpArbitrary = fc
  .record({
    type: fc.constantFrom(...CATALOGUE_PUMP_TYPES),
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

describe("the index's bit rules are the selection rules", () => {
  it('a pump passes the group, attribute-word and speed checks exactly when pumpViolations finds nothing (property)', () => {
    fc.assert(
      fc.property(pumpArbitrary, statedConstraintsArbitrary, (pump, stated) => {
        const normalised = constrainedDuty(stated);
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
