import type { CataloguePumpType } from '../analysis/catalogue.ts';
import type { MaterialClass, ShaftSeal } from '../analysis/constraints.ts';
import type { PsatPumpStyle } from '../formulas/psat-efficiency.ts';

/** A material construction: names as a data sheet prints them, and its Corripio material factor F_M. */
export interface Construction {
  /** The class the matcher's fluid and materials filters read (analysis/material-compatibility.ts). */
  readonly materialClass: MaterialClass;
  readonly casing: string;
  readonly impeller: string;
  readonly shaft: string;
  /** Corripio (1982) F_M as in formulas/economics.ts PUMP_MATERIAL_FACTORS; mixed builds interpolate [J]. */
  readonly materialFactor: number;
  /**
   * Special alloys add 4–12 weeks of lead time (docs/reference/pump-engineering.md §1 Estimated_Lead_Time_weeks [J]).
   */
  readonly isAlloy: boolean;
}

const ALL_IRON: Construction = {
  materialClass: 'cast-iron',
  casing: 'Cast iron ASTM A48 Cl 30',
  impeller: 'Cast iron ASTM A48 Cl 30',
  shaft: 'Carbon steel AISI 1045',
  materialFactor: 1.0,
  isAlloy: false,
};
const BRONZE_FITTED: Construction = {
  materialClass: 'bronze-fitted',
  casing: 'Cast iron ASTM A48 Cl 30',
  impeller: 'Bronze ASTM B584 C87600',
  shaft: 'Stainless steel AISI 416',
  // Only the impeller is bronze (F_M 1.9 for an all-bronze pump): about a tenth on the whole pump [J].
  materialFactor: 1.1,
  isAlloy: false,
};
const DUCTILE: Construction = {
  materialClass: 'ductile-iron',
  casing: 'Ductile iron ASTM A536 65-45-12',
  impeller: 'Ductile iron ASTM A536 65-45-12',
  shaft: 'Stainless steel AISI 420',
  materialFactor: 1.15,
  isAlloy: false,
};
const CARBON_STEEL: Construction = {
  materialClass: 'carbon-steel',
  casing: 'Carbon steel ASTM A216 WCB',
  impeller: 'Cast iron ASTM A48 Cl 30',
  shaft: 'Carbon steel AISI 4140',
  materialFactor: 1.35,
  isAlloy: false,
};
const ALL_BRONZE: Construction = {
  materialClass: 'all-bronze',
  casing: 'Nickel-aluminium bronze ASTM B148 C95800',
  impeller: 'Nickel-aluminium bronze ASTM B148 C95800',
  shaft: 'Nickel-copper alloy K-500 (Monel)',
  // Corripio's F_M for bronze (formulas/economics.ts PUMP_MATERIAL_FACTORS).
  materialFactor: 1.9,
  isAlloy: true,
};
const STAINLESS_316: Construction = {
  materialClass: 'stainless-316',
  casing: 'Stainless steel ASTM A743 CF8M (316)',
  impeller: 'Stainless steel ASTM A743 CF8M (316)',
  shaft: 'Stainless steel AISI 316',
  materialFactor: 2.0,
  isAlloy: true,
};
const DUPLEX: Construction = {
  materialClass: 'duplex',
  casing: 'Duplex stainless ASTM A890 4A',
  impeller: 'Duplex stainless ASTM A890 4A',
  shaft: 'Duplex stainless UNS S32205',
  // Not in Corripio's list; between 316 (2.0) and Hastelloy C (2.95) [J].
  materialFactor: 2.5,
  isAlloy: true,
};

/**
 * A hydraulic family: construction type, PSAT style, and the ranges its designs are drawn from. Ns is US units per
 * stage per impeller eye (HI EDB Eq. 1.D.1); flows and heads are at the family's highest speed, 60 Hz. Ranges follow
 * the class limits of docs/reference/pump-engineering.md §1 Pump_Type (radial 500–4000, mixed 4000–9000; multistage
 * below ~1000 per stage) [R/J].
 */
export interface Family {
  readonly code: string;
  readonly label: string;
  readonly type: CataloguePumpType;
  readonly psatStyle: PsatPumpStyle;
  readonly eyes: 1 | 2;
  readonly weight: number;
  readonly nsRange: readonly [number, number];
  readonly flowRangeGpm: readonly [number, number];
  /** Head per stage at 3560 rpm, ft; for slower designs the lower bound scales by (N/3560)², the upper by N/3560. */
  readonly stageHeadRangeFt: readonly [number, number];
  readonly stagesRange: readonly [number, number];
  /** Pole sets a design is offered with (each set is one or more motor speeds). */
  readonly poleSets: readonly (readonly number[])[];
  /**
   * Design suction specific speed range, US (docs/reference/pump-engineering.md §1: 8500 conservative … 11,000 upper
   * limit).
   */
  readonly nssRange: readonly [number, number];
  /**
   * Minimum continuous stable flow, % of BEP (docs/reference/pump-engineering.md §1 BEP_Warning: often 25–40 % for ANSI
   * pumps) [J by type].
   */
  readonly minFlowPct: readonly [number, number];
  /**
   * Smallest trim, fraction of max diameter (docs/reference/pump-engineering.md §1: catalogue trims usually run
   * 75–100 %).
   */
  readonly minTrimRange: readonly [number, number];
  /**
   * Discharge nozzle velocity limit at BEP, ft/s (docs/reference/pump-engineering.md §1: 10–25 ft/s normal in small
   * pumps).
   */
  readonly nozzleVelocityFtS: number;
  /** Suction nozzle one standard size above discharge (end suction, split case) or equal (inline, multistage). */
  readonly suctionUpsize: 0 | 1;
  readonly constructions: readonly { readonly construction: Construction; readonly weight: number }[];
  /** Seal options a design is offered with (ANSI/HI 1.1-1.2: mechanical is the norm; packing on split case and turbines). */
  readonly sealSets: readonly { readonly seals: readonly ShaftSeal[]; readonly weight: number }[];
  /** Share of designs built for vertical mounting against the type's usual orientation (vertical split case, vertically
   * mounted close-coupled end suction) [J]. */
  readonly otherOrientationShare: number;
  /** Engineering type factor on Corripio's base cost (analysis/costs.ts TYPE_FACTOR) [J]. */
  readonly typeFactor: number;
  /** Lead time of a standard build, weeks, small → large (docs/reference/pump-engineering.md §1 lead-time row [J]). */
  readonly leadTimeWeeks: readonly [number, number];
}

export const FAMILIES: readonly Family[] = [
  {
    code: 'ES',
    label: 'End suction',
    type: 'end-suction',
    psatStyle: 'END_SUCTION_ANSI_API',
    eyes: 1,
    weight: 26,
    nsRange: [550, 3200],
    flowRangeGpm: [8, 4500],
    stageHeadRangeFt: [20, 560],
    stagesRange: [1, 1],
    poleSets: [[2, 4], [2], [4], [4, 6], [2, 4, 6]],
    nssRange: [8500, 11000],
    minFlowPct: [25, 35],
    minTrimRange: [0.72, 0.8],
    nozzleVelocityFtS: 20,
    suctionUpsize: 1,
    constructions: [
      { construction: ALL_IRON, weight: 3 },
      { construction: BRONZE_FITTED, weight: 3 },
      { construction: DUCTILE, weight: 1.5 },
      { construction: CARBON_STEEL, weight: 1.5 },
      { construction: ALL_BRONZE, weight: 1.5 },
      { construction: STAINLESS_316, weight: 2 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [
      { seals: ['mechanical'], weight: 3 },
      { seals: ['mechanical', 'packing'], weight: 2 },
      { seals: ['mechanical', 'cartridge'], weight: 2 },
      { seals: ['mechanical', 'cartridge', 'packing'], weight: 2 },
    ],
    otherOrientationShare: 0.1,
    typeFactor: 1,
    leadTimeWeeks: [3, 10],
  },
  {
    code: 'IL',
    label: 'Vertical inline',
    type: 'inline',
    psatStyle: 'END_SUCTION_STOCK',
    eyes: 1,
    weight: 14,
    nsRange: [650, 2600],
    flowRangeGpm: [5, 2500],
    stageHeadRangeFt: [12, 260],
    stagesRange: [1, 1],
    poleSets: [[2], [4], [2, 4], [4, 6]],
    nssRange: [8000, 10500],
    minFlowPct: [25, 30],
    minTrimRange: [0.75, 0.82],
    nozzleVelocityFtS: 15,
    suctionUpsize: 0,
    constructions: [
      { construction: ALL_IRON, weight: 3 },
      { construction: BRONZE_FITTED, weight: 3 },
      { construction: DUCTILE, weight: 1.5 },
      { construction: ALL_BRONZE, weight: 1.5 },
      { construction: STAINLESS_316, weight: 1.5 },
      { construction: DUPLEX, weight: 1 },
    ],
    sealSets: [
      { seals: ['mechanical'], weight: 4 },
      { seals: ['mechanical', 'cartridge'], weight: 2 },
    ],
    otherOrientationShare: 0,
    typeFactor: 0.9,
    leadTimeWeeks: [1, 6],
  },
  {
    code: 'DS',
    label: 'Split case, double suction',
    type: 'split-case',
    psatStyle: 'DOUBLE_SUCTION',
    eyes: 2,
    weight: 10,
    nsRange: [1000, 3000],
    flowRangeGpm: [400, 14000],
    stageHeadRangeFt: [40, 500],
    stagesRange: [1, 1],
    poleSets: [[4], [4, 6], [2, 4], [6]],
    nssRange: [8500, 11500],
    minFlowPct: [35, 50],
    minTrimRange: [0.78, 0.85],
    nozzleVelocityFtS: 18,
    suctionUpsize: 1,
    constructions: [
      { construction: ALL_IRON, weight: 2 },
      { construction: BRONZE_FITTED, weight: 3 },
      { construction: DUCTILE, weight: 2 },
      { construction: CARBON_STEEL, weight: 1 },
      { construction: ALL_BRONZE, weight: 1.5 },
      { construction: STAINLESS_316, weight: 1 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [
      { seals: ['mechanical', 'packing'], weight: 3 },
      { seals: ['mechanical', 'cartridge', 'packing'], weight: 2 },
      { seals: ['mechanical'], weight: 1 },
    ],
    otherOrientationShare: 0.15,
    typeFactor: 1.6,
    leadTimeWeeks: [6, 20],
  },
  {
    code: 'VM',
    label: 'Vertical multistage',
    type: 'vertical-multistage',
    psatStyle: 'MULTISTAGE_BOILER_FEED',
    eyes: 1,
    weight: 14,
    nsRange: [600, 1800],
    flowRangeGpm: [5, 600],
    stageHeadRangeFt: [15, 90],
    stagesRange: [2, 24],
    poleSets: [[2], [2], [2, 4]],
    nssRange: [7500, 10000],
    minFlowPct: [10, 20],
    minTrimRange: [0.9, 0.95],
    nozzleVelocityFtS: 15,
    suctionUpsize: 0,
    constructions: [
      { construction: ALL_IRON, weight: 2 },
      { construction: STAINLESS_316, weight: 4 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [
      { seals: ['mechanical', 'cartridge'], weight: 2 },
      { seals: ['cartridge'], weight: 2 },
      { seals: ['mechanical'], weight: 1 },
    ],
    otherOrientationShare: 0,
    typeFactor: 1.2,
    leadTimeWeeks: [1, 8],
  },
  {
    code: 'HM',
    label: 'Horizontal multistage (ring section)',
    type: 'horizontal-multistage',
    psatStyle: 'MULTISTAGE_BOILER_FEED',
    eyes: 1,
    weight: 8,
    nsRange: [600, 1800],
    flowRangeGpm: [40, 2500],
    stageHeadRangeFt: [60, 450],
    stagesRange: [2, 10],
    poleSets: [[2], [2, 4], [4]],
    nssRange: [8000, 11000],
    minFlowPct: [25, 35],
    minTrimRange: [0.85, 0.92],
    nozzleVelocityFtS: 18,
    suctionUpsize: 1,
    constructions: [
      { construction: DUCTILE, weight: 2 },
      { construction: CARBON_STEEL, weight: 3 },
      { construction: STAINLESS_316, weight: 1.5 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [
      { seals: ['mechanical', 'cartridge'], weight: 2 },
      { seals: ['mechanical', 'packing'], weight: 2 },
      { seals: ['cartridge'], weight: 1 },
    ],
    otherOrientationShare: 0,
    typeFactor: 2.2,
    leadTimeWeeks: [8, 26],
  },
  {
    code: 'VT',
    label: 'Vertical turbine',
    type: 'vertical-turbine',
    psatStyle: 'VERTICAL_TURBINE',
    eyes: 1,
    weight: 12,
    nsRange: [1800, 9000],
    flowRangeGpm: [100, 14000],
    stageHeadRangeFt: [12, 160],
    stagesRange: [1, 8],
    poleSets: [[4], [4, 6], [6], [2, 4]],
    nssRange: [8500, 11000],
    minFlowPct: [35, 60],
    minTrimRange: [0.85, 0.92],
    nozzleVelocityFtS: 15,
    suctionUpsize: 0,
    constructions: [
      { construction: ALL_IRON, weight: 2 },
      { construction: BRONZE_FITTED, weight: 3 },
      { construction: DUCTILE, weight: 1 },
      { construction: ALL_BRONZE, weight: 1.5 },
      { construction: STAINLESS_316, weight: 1 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [
      { seals: ['mechanical', 'packing'], weight: 3 },
      { seals: ['packing'], weight: 2 },
      { seals: ['mechanical', 'cartridge'], weight: 1 },
    ],
    otherOrientationShare: 0,
    typeFactor: 1.8,
    leadTimeWeeks: [6, 24],
  },
  {
    code: 'SB',
    label: 'Submersible borehole (multistage)',
    type: 'submersible',
    psatStyle: 'VERTICAL_TURBINE',
    eyes: 1,
    weight: 9,
    nsRange: [900, 3500],
    flowRangeGpm: [5, 1200],
    stageHeadRangeFt: [10, 70],
    stagesRange: [3, 40],
    poleSets: [[2]],
    nssRange: [8000, 10500],
    minFlowPct: [10, 20],
    minTrimRange: [0.95, 0.97],
    nozzleVelocityFtS: 15,
    suctionUpsize: 0,
    constructions: [
      { construction: STAINLESS_316, weight: 4 },
      { construction: BRONZE_FITTED, weight: 1 },
      { construction: DUPLEX, weight: 1.5 },
    ],
    sealSets: [{ seals: ['mechanical'], weight: 1 }],
    otherOrientationShare: 0,
    typeFactor: 1.3,
    leadTimeWeeks: [1, 10],
  },
  {
    code: 'SW',
    label: 'Submersible wastewater (single stage)',
    type: 'submersible',
    psatStyle: 'END_SUCTION_ANSI_API',
    eyes: 1,
    weight: 7,
    nsRange: [1200, 4500],
    flowRangeGpm: [40, 6000],
    stageHeadRangeFt: [15, 250],
    stagesRange: [1, 1],
    poleSets: [[4], [4, 6], [2, 4], [6]],
    nssRange: [8000, 10000],
    minFlowPct: [30, 45],
    minTrimRange: [0.8, 0.88],
    nozzleVelocityFtS: 12,
    suctionUpsize: 1,
    constructions: [
      { construction: ALL_IRON, weight: 4 },
      { construction: DUCTILE, weight: 2 },
      { construction: STAINLESS_316, weight: 1 },
      { construction: DUPLEX, weight: 1 },
    ],
    sealSets: [{ seals: ['mechanical'], weight: 1 }],
    otherOrientationShare: 0,
    typeFactor: 1.3,
    leadTimeWeeks: [3, 14],
  },
];
