import type { FluidService } from '../fluids/library.ts';

/** ANSI/HI 9.6.1 minimum NPSH margin: NPSHa ≥ max(ratio·NPSH3, NPSH3 + marginFt). */
export interface NpshMarginRule {
  readonly ratio: number;
  readonly marginFt: number;
  readonly application: string;
}

const M_TO_FT = 1 / 0.3048;

// The rules as constants: the matcher asks for one per solved pump, and a rule is never changed after it is made.
const PETROLEUM: NpshMarginRule = {
  ratio: 1.1,
  marginFt: 1 * M_TO_FT,
  application: 'petroleum process service',
};
const HOT_WATER: NpshMarginRule = { ratio: 2, marginFt: 1 * M_TO_FT, application: 'hot water above 300 °F' };
const HVAC_HIGH: NpshMarginRule = {
  ratio: 1.1,
  marginFt: 0.6 * M_TO_FT,
  application: 'HVAC service, Nss above 7500',
};
const HVAC_LOW: NpshMarginRule = { ratio: 1, marginFt: 0, application: 'HVAC service, Nss below 7500' };
const WATER_HIGH: NpshMarginRule = {
  ratio: 1.2,
  marginFt: 1 * M_TO_FT,
  application: 'water service, Nss above 7500',
};
const WATER_LOW: NpshMarginRule = {
  ratio: 1.1,
  marginFt: 0.6 * M_TO_FT,
  application: 'water service, Nss below 7500',
};

/**
 * ANSI/HI 9.6.1-2012 margin by application (docs/reference/pump-engineering.md §2.4, [R]): petroleum 1.1 or 1 m; water,
 * wastewater and general service 1.1 or 0.6 m below Nss 7500 (US), 1.2 or 1 m above; HVAC (glycol) 1.0 below 7500, 1.1
 * or 0.6 m above; hot water over 300 °F (high suction energy) 2.0 or 1 m, the low end of the reference's 2.0–2.5.
 */
export function npshMarginRule(input: {
  service: FluidService;
  temperatureF: number;
  suctionSpecificSpeed: number;
}): NpshMarginRule {
  const high = input.suctionSpecificSpeed > 7500;
  if (input.service === 'hydrocarbon' || input.service === 'lube-oil') {
    return PETROLEUM;
  }
  if (input.temperatureF > 300) {
    return HOT_WATER;
  }
  if (input.service === 'glycol') {
    return high ? HVAC_HIGH : HVAC_LOW;
  }
  return high ? WATER_HIGH : WATER_LOW;
}

/** NPSHa the rule asks for, ft. */
export function npshNeededFt(rule: NpshMarginRule, npshRequiredFt: number): number {
  return Math.max(rule.ratio * npshRequiredFt, npshRequiredFt + rule.marginFt);
}
