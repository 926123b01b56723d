import { CEPCI_1982, CEPCI_CURRENT, CORRIPIO_S_RANGE, corripioPumpCostUsd } from '../formulas/economics.ts';
import { nemaMotorRatingHp } from '../formulas/motor.ts';

// Below Corripio's range (CORRIPIO_S_RANGE) its quadratic in ln S turns up again, so smaller pumps follow a 0.35 size
// exponent from the S = 400 price [J].
const CORRIPIO_MIN_S = CORRIPIO_S_RANGE.min;
const SMALL_SIZE_EXPONENT = 0.35;

/** Motor rating for pricing, hp: next NEMA rating ≥ the end-of-curve power, else rounded up to 50 hp above 500 hp. */
export function pricedMotorHp(maxPowerHp: number): number {
  return nemaMotorRatingHp(maxPowerHp) ?? Math.ceil(maxPowerHp / 50) * 50;
}

/**
 * Demo list price of the pump set (pump + motor + base, what analysis/costs.ts treats a catalogue price as), US$:
 * Corripio (1982) base cost C_B = 1.55·exp(8.833 − 0.6019 ln S + 0.0519 ln²S), S = Q[gpm]·√(H per stage [ft])
 * (docs/reference/pump-engineering.md §1 Single_Pump_CapEx; pychemqt coefficients), escalated by CEPCI (economics.ts),
 * × the engine's type factor, × material factor F_M, × (1 + 0.05 per extra stage) for the added impellers and diffusers
 * [J]; motor 300·hp^0.78 $ and base/coupling +10 % as in analysis/costs.ts [J]; × the maker's price level and scatter.
 */
export function demoListPriceUsd(input: {
  bepFlowGpm: number;
  bepHeadFt: number;
  stages: number;
  typeFactor: number;
  materialFactor: number;
  maxPowerHp: number;
  priceLevel: number;
}): number {
  const stageHead = input.bepHeadFt / input.stages;
  const s = input.bepFlowGpm * Math.sqrt(stageHead);
  const base =
    s >= CORRIPIO_MIN_S
      ? corripioPumpCostUsd({ flowGpm: input.bepFlowGpm, headFt: stageHead })
      : corripioPumpCostUsd({ flowGpm: CORRIPIO_MIN_S / Math.sqrt(stageHead), headFt: stageHead }) *
        (s / CORRIPIO_MIN_S) ** SMALL_SIZE_EXPONENT;
  const pump =
    base *
    (CEPCI_CURRENT / CEPCI_1982) *
    input.typeFactor *
    input.materialFactor *
    (1 + 0.05 * (input.stages - 1));
  const motor = 300 * pricedMotorHp(input.maxPowerHp) ** 0.78;
  const total = (pump + motor) * 1.1 * input.priceLevel;
  // List prices end in tens of dollars.
  return Math.round(total / 10) * 10;
}

/**
 * Lead time, weeks (docs/reference/pump-engineering.md §1 Estimated_Lead_Time_weeks [J]): the family's range from
 * stock/standard builds to engineered ones, interpolated on log motor size from 1 to 500 hp; special alloys add 6 weeks
 * (reference: +4–12).
 */
export function demoLeadTimeWeeks(input: {
  range: readonly [number, number];
  maxPowerHp: number;
  isAlloy: boolean;
  jitter: number;
}): number {
  const [lo, hi] = input.range;
  const size = Math.min(1, Math.max(0, Math.log(Math.max(1, input.maxPowerHp)) / Math.log(500)));
  return Math.max(1, Math.round(lo + (hi - lo) * size + (input.isAlloy ? 6 : 0) + input.jitter));
}
