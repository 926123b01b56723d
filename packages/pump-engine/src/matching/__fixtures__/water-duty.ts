import type { MatchDuty } from '../match-duty.ts';
import { UNCONSTRAINED_RULES } from '../match-rules.ts';

/** A matcher duty on clean water at 68 °F, 400 gpm at 130 ft, NPSHa unknown, no constraints; `overrides` replace fields. */
export function waterDuty(overrides: Partial<MatchDuty> = {}): MatchDuty {
  return {
    flowGpm: 400,
    headFt: 130,
    specificGravity: 1,
    service: 'water',
    temperatureF: 68,
    npshAvailableFt: null,
    viscosityCst: 1,
    rules: UNCONSTRAINED_RULES,
    ...overrides,
  };
}
