import type { ViscosityFactors } from '../formulas/viscosity-correction.ts';

/** Construction families the engine reasons about (API 610 / DOE class in brackets in the type text). */
export type PumpFamily =
  | 'inline'
  | 'end-suction'
  | 'api-overhung'
  | 'split-case'
  | 'vertical-multistage'
  | 'horizontal-multistage'
  | 'vertical-turbine'
  | 'axial'
  | 'submersible'
  | 'low-specific-speed';

/** One pump of a parallel set running alone on the set's system curve (all friction: H ∝ Q², the run-out worst case). */
export interface RunAlonePoint {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly brakeHp: number;
  readonly percentOfBep: number;
  readonly npshRequiredFt: number;
  /** False when the system curve meets the pump curve beyond its last published point (the pump runs out). */
  readonly isOnCurve: boolean;
}

/** The hydraulic design the rest of the analysis is built on: an ideal pump or a catalogue pump at the duty. */
export interface PumpDesign {
  readonly family: PumpFamily;
  readonly pumpType: string;
  readonly isVertical: boolean;
  readonly speedRpm: number;
  readonly poles: number;
  readonly stages: number;
  /** Impeller eyes: 2 for double suction. */
  readonly eyes: number;
  /** BEP flow in the pumped liquid at this speed and diameter, gpm. */
  readonly bepFlowGpm: number;
  /** Pump efficiency at the duty and at BEP, fractions, after any viscosity correction. */
  readonly efficiencyAtDuty: number;
  readonly efficiencyAtBep: number;
  readonly brakeHp: number;
  /** Largest shaft power on the curve at this diameter, hp; null when no curve is known. */
  readonly endOfCurveHp: number | null;
  readonly impellerDiameterIn: number;
  /** Ns per stage per eye at the water BEP, US units. */
  readonly specificSpeedUs: number;
  readonly npshRequiredFt: number;
  readonly viscosity: ViscosityFactors | null;
  /** Catalogue price of the pump set, $, when known. */
  readonly priceUsd: number | null;
  readonly label: string;
  /** Largest (untrimmed) impeller, in: casing size for envelope and weight. */
  readonly casingDiameterIn: number;
  /** Water BEP at full diameter and nominal speed (the DOE/EU rating point): gpm, ft (total), fraction. */
  readonly ratingBep: { readonly flowGpm: number; readonly headFt: number; readonly efficiency: number };
  /** Catalogue lead time, weeks; null: estimate it. */
  readonly leadTimeWeeks: number | null;
  /** Pump nozzle sizes, in (catalogue only). */
  readonly nozzles: { readonly suctionIn: number; readonly dischargeIn: number } | null;
  /** Catalogue materials text, or null. */
  readonly materialsText: string | null;
  /** Where the efficiency comes from: the DOE PSAT achievable line (an ideal pump) or the catalogue curve. */
  readonly efficiencyBasis: 'achievable' | 'catalogue';
  /** The typical (HI-chart average) water BEP efficiency of this style and size, fraction; null for a catalogue pump. */
  readonly typicalEfficiency: number | null;
  /** One pump of a 2 × 50 % or 3 × 50 % set running alone; null for other arrangements or without a curve. */
  readonly runAlone: RunAlonePoint | null;
}
