import fc from 'fast-check';
import {
  MATERIAL_CLASSES,
  ORIENTATIONS,
  PUMP_TYPE_PREFERENCES,
  REDUNDANCIES,
  SHAFT_SEALS,
} from '../../analysis/constraints.ts';
import type { Duty, NormalisedDuty } from '../../analysis/duty.ts';
import { normaliseDuty } from '../../analysis/duty.ts';

/** A fluid and each selection constraint of a duty, stated or not, at a fluid temperature that changes the rules. */
export const statedConstraintsArbitrary = fc.record({
  fluid: fc.constantFrom('water', 'seawater', 'diesel', 'condensate', 'light oil'),
  temperatureF: fc.constantFrom(60, 200, 260, 360),
  supply: fc.option(
    fc.record({
      voltage: fc.constant(460),
      phase: fc.constantFrom(1 as const, 3 as const),
      frequencyHz: fc.constantFrom(50 as const, 60 as const),
    }),
  ),
  pumpType: fc.option(fc.constantFrom(...PUMP_TYPE_PREFERENCES)),
  materials: fc.option(fc.constantFrom(...MATERIAL_CLASSES)),
  orientation: fc.option(fc.constantFrom(...ORIENTATIONS)),
  suctionCondition: fc.option(fc.constantFrom('flooded' as const, 'lift' as const)),
  shaftSeal: fc.option(fc.constantFrom(...SHAFT_SEALS)),
  variableSpeed: fc.option(fc.boolean()),
  redundancy: fc.option(fc.constantFrom(...REDUNDANCIES)),
  speedRpm: fc.option(fc.constantFrom(1000, 1800, 3000, 3600)),
});

export type StatedConstraints = typeof statedConstraintsArbitrary extends fc.Arbitrary<infer T> ? T : never;

/**
 * The normalised duty of 300 gpm at 100 ft with those constraints; NPSHa is given for liquids above 212 °F only (a
 * pressurised suction, or they would boil), so a suction lift of a cold liquid meets the lift's NPSHa ceiling.
 */
export function constrainedDuty(stated: StatedConstraints): NormalisedDuty | null {
  const given = Object.fromEntries(
    Object.entries(stated).filter(([, value]) => value !== null),
  ) as Partial<Duty>;
  return normaliseDuty({
    ...given,
    flowRate: { value: 300, unit: 'gpm' },
    head: { value: 100, unit: 'ft' },
    fluid: { name: stated.fluid, temperatureF: stated.temperatureF },
    ...(stated.temperatureF > 212 ? { npshAvailable: { value: 300, unit: 'ft' } } : {}),
  }).duty;
}
