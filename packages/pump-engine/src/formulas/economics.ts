/**
 * The life-cycle horizon every pump of one search is costed over unless the duty gives one, years: 20, the API 610
 * design-life basis and the HI/Europump LCC guide's example horizon. One horizon and one discount rate make the costs of
 * different pumps comparable.
 */
export const LIFE_CYCLE_HORIZON_YEARS = 20;

/** Present-value factor of a level annual cost: [1 − (1+i')^−n]/i', i' = (1+i)/(1+p) − 1 (HI/Europump LCC guide). */
export function presentValueFactor(input: { rate: number; years: number; escalation: number }): number {
  const effective = (1 + input.rate) / (1 + input.escalation) - 1;
  if (Math.abs(effective) < 1e-12) {
    return input.years;
  }
  return (1 - (1 + effective) ** -input.years) / effective;
}

/** Life-cycle cost, $: C_ic + C_in + (C_e + C_m)·PV factor (HI/Europump "Pump Life Cycle Costs" 2001, downtime/disposal 0). */
export function lifeCycleCostUsd(input: {
  initialUsd: number;
  installationUsd: number;
  annualEnergyUsd: number;
  annualMaintenanceUsd: number;
  presentValueFactor: number;
}): number {
  return (
    input.initialUsd +
    input.installationUsd +
    (input.annualEnergyUsd + input.annualMaintenanceUsd) * input.presentValueFactor
  );
}

/**
 * Range of Corripio's size factor S = Q[gpm]·√H[ft] (head per stage) the correlation was fitted on: 400 to 100,000
 * (Corripio, Chrien & Evans 1982; Seider, Seader & Lewin, Product and Process Design Principles, centrifugal pump base
 * cost). Outside it the quadratic in ln S turns up and gives absurd prices (billions of dollars), so there is no estimate.
 */
export const CORRIPIO_S_RANGE = { min: 400, max: 100_000 } as const;

/** Corripio's size factor S = Q·√H, gpm·ft^0.5, of one pump stage. */
export function corripioSizeFactor(input: { flowGpm: number; headFt: number }): number {
  return input.flowGpm * Math.sqrt(input.headFt);
}

/** Whether Corripio's correlation holds for this flow and head per stage (CORRIPIO_S_RANGE). */
export function isInCorripioRange(input: { flowGpm: number; headFt: number }): boolean {
  const s = corripioSizeFactor(input);
  return s >= CORRIPIO_S_RANGE.min && s <= CORRIPIO_S_RANGE.max;
}

/** Corripio (1982) base pump cost, $ (CE basis): 1.55·exp(8.833 − 0.6019 ln S + 0.0519 ln²S), S = Q[gpm]·√H[ft]. */
export function corripioPumpCostUsd(input: { flowGpm: number; headFt: number }): number {
  const lnS = Math.log(input.flowGpm * Math.sqrt(input.headFt));
  return 1.55 * Math.exp(8.833 - 0.6019 * lnS + 0.0519 * lnS * lnS);
}

// Chemical Engineering Plant Cost Index: 1982 = 314.0, 2023 annual = 797.9 (Chemical Engineering magazine) [R, NOT in
// the reference]: docs/reference/pump-engineering.md gives no CEPCI values (only Seider's CE 500 and Turton's 397
// bases) and says Corripio's base index is unconfirmed (§6 item 9). Recalled values: use the CapEx only as an order of
// magnitude.
export const CEPCI_1982 = 314.0;
export const CEPCI_CURRENT = 797.9;
export const CEPCI_CURRENT_YEAR = 2023;

/** Material factors F_M for the Corripio correlation (Corripio, Chrien & Evans 1982, as in pychemqt). */
export const PUMP_MATERIAL_FACTORS = {
  'cast iron': 1.0,
  'ductile iron': 1.15,
  'cast steel': 1.35,
  bronze: 1.9,
  '316 stainless': 2.0,
  'Hastelloy C': 2.95,
  Monel: 3.3,
  nickel: 3.5,
  titanium: 9.7,
} as const;
