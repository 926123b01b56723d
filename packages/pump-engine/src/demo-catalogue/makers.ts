// Fictitious demo manufacturers. Every name says it is fictitious so no one mistakes demo data for a real maker's
// (docs/design.md 'Pump engine contract'); none of them has a web site, so productUrl is always null.

/** A fictitious maker: name, short code for series names, supply frequencies, family codes and a price level. */
export interface DemoMaker {
  readonly name: string;
  readonly short: string;
  readonly frequencies: readonly (50 | 60)[];
  readonly families: readonly string[];
  /** Multiplies the cost relation: makers price differently for the same hydraulics (±15 %) [J]. */
  readonly priceLevel: number;
}

export const DEMO_MAKERS: readonly DemoMaker[] = [
  {
    name: 'Demo Hydraulics Co. (fictitious)',
    short: 'DH',
    frequencies: [60, 50],
    families: ['ES', 'IL', 'DS', 'VT'],
    priceLevel: 1.0,
  },
  {
    name: 'Example Pumpworks Ltd. (fictitious demo maker)',
    short: 'EP',
    frequencies: [50],
    families: ['ES', 'IL', 'VM', 'HM', 'SB'],
    priceLevel: 0.92,
  },
  {
    name: 'Sample Flow Systems Inc. (fictitious demo maker)',
    short: 'SF',
    frequencies: [60],
    families: ['ES', 'DS', 'HM', 'VT', 'SW'],
    priceLevel: 1.12,
  },
  {
    name: 'Placeholder Pump Corp. (fictitious demo maker)',
    short: 'PP',
    frequencies: [60, 50],
    families: ['IL', 'VM', 'SB', 'SW'],
    priceLevel: 0.88,
  },
  {
    name: 'Mock Turbomachinery GmbH (fictitious demo maker)',
    short: 'MT',
    frequencies: [50, 60],
    families: ['ES', 'DS', 'HM', 'VT', 'VM'],
    priceLevel: 1.08,
  },
  {
    name: 'Specimen Water Technologies (fictitious demo maker)',
    short: 'SW',
    frequencies: [60],
    families: ['ES', 'IL', 'VM', 'SB', 'SW'],
    priceLevel: 0.96,
  },
];

// Standard nozzle and pipe sizes, in (ASME B36.10 NPS; API 610 avoids 1¼, 2½, 3½, 5 — kept here for small pumps).
export const NOZZLE_SIZES_IN = [
  0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24, 30, 36,
] as const;

/**
 * Smallest standard size whose velocity 0.4085·Q/d² (docs/reference/pump-engineering.md §0) is within the limit, plus
 * `up` sizes.
 */
export function nozzleSizeIn(flowGpm: number, limitFtS: number, up: number): number {
  const index = NOZZLE_SIZES_IN.findIndex((d) => (0.4085 * flowGpm) / (d * d) <= limitFtS);
  const base = index === -1 ? NOZZLE_SIZES_IN.length - 1 : index;
  return NOZZLE_SIZES_IN[Math.min(base + up, NOZZLE_SIZES_IN.length - 1)] ?? 36;
}

/** Nozzle size as a catalogue prints it: 1.5 → '1.5', 0.75 → '0.75'. */
function sizeText(inches: number): string {
  return String(inches);
}

/**
 * Model designation in the style of the family's real catalogues: end suction, inline, split case and wastewater
 * 'suction x discharge - nominal impeller in' (ANSI B73.1 style, e.g. 3x2-13); multistage and borehole
 * 'nominal gpm - stages'; vertical turbine 'bowl in + code - stages'.
 */
export function modelDesignation(input: {
  familyCode: string;
  suctionIn: number;
  dischargeIn: number;
  impellerIn: number;
  bepGpm: number;
  stages: number;
}): string {
  const d = Math.round(input.impellerIn);
  switch (input.familyCode) {
    case 'VM':
    case 'HM':
      return `${input.familyCode}${Math.round(input.bepGpm)}-${input.stages}`;
    case 'SB':
      return `${Math.max(4, Math.ceil(input.impellerIn * 1.25))}S${Math.round(input.bepGpm)}-${input.stages}`;
    case 'VT':
      return `${Math.round(input.impellerIn * 1.35)}${input.familyCode}-${input.stages}`;
    default:
      return `${sizeText(input.suctionIn)}x${sizeText(input.dischargeIn)}-${d}`;
  }
}

/** Series name: maker code, family code and a series number by size band (small, medium, large). */
export function seriesName(input: {
  makerShort: string;
  familyCode: string;
  label: string;
  band: number;
}): string {
  return `${input.makerShort}-${input.familyCode} ${(input.band + 1) * 100} ${input.label}`;
}
