// The regression suite's oracle: whether a catalogue pump meets a duty, decided without the matcher. The hydraulics come
// from analyzeWithPump on the pump's published curve (the analysis, not the matcher's packed index and solver); every
// selection rule is restated here from its documentation (docs/decisions/0003-motor-sizing.md,
// analysis/material-compatibility.ts's table, docs/catalogue-format.md), in plain code over the pump's own fields.

import { analyzeWithPump } from '../analysis/analyze-with-pump.ts';
import type { CataloguePump, CataloguePumpType } from '../analysis/catalogue.ts';
import type { MaterialClass } from '../analysis/constraints.ts';
import { MATERIAL_CLASSES } from '../analysis/constraints.ts';
import type { Duty } from '../analysis/duty.ts';
import type { StructuredOutput } from '../analysis/structured-output.ts';
import { resolveFluid } from '../fluids/resolve-fluid.ts';
import { atmosphericPressurePsia } from '../formulas/atmosphere.ts';

const ALL: readonly MaterialClass[] = MATERIAL_CLASSES;

/** The fluid's admitted classes, restated from the documented table (API 610 Annex G, ANSI/HI 9.1-9.5, NORSOK). */
function fluidClasses(service: string, temperatureF: number): readonly MaterialClass[] {
  if (service === 'seawater') {
    return ['all-bronze', 'duplex'];
  }
  if (service === 'hydrocarbon') {
    return ['ductile-iron', 'carbon-steel', 'stainless-316', 'duplex'];
  }
  if (service === 'water' && temperatureF > 347) {
    return ['stainless-316', 'duplex'];
  }
  if (service === 'water' && temperatureF > 248) {
    return ['carbon-steel', 'stainless-316', 'duplex'];
  }
  return ALL;
}

// (corrosion resistance, casing toughness): a class meets a request when it is at least as good on both.
const GRADE: Record<MaterialClass, readonly [number, number]> = {
  'cast-iron': [0, 0],
  'ductile-iron': [0, 1],
  'carbon-steel': [0, 2],
  'bronze-fitted': [1, 0],
  'all-bronze': [2, 0],
  'stainless-316': [3, 2],
  duplex: [4, 3],
};

const PREFERENCE_TYPES: Record<string, readonly CataloguePumpType[]> = {
  'end-suction': ['end-suction'],
  inline: ['inline'],
  'split-case': ['split-case'],
  multistage: ['vertical-multistage', 'horizontal-multistage'],
  'vertical-turbine': ['vertical-turbine'],
  submersible: ['submersible'],
};

/**
 * ANSI/HI 9.6.1 NPSH margin (docs/reference/pump-engineering.md §2.4), restated: NPSHa needed for an NPSH3 and a
 * suction energy.
 */
function npshNeededFt(npsh3: number, service: string, temperatureF: number, nss: number): number {
  const metre = 1 / 0.3048;
  if (service === 'hydrocarbon' || service === 'lube-oil') {
    return Math.max(1.1 * npsh3, npsh3 + metre);
  }
  if (temperatureF > 300) {
    return Math.max(2 * npsh3, npsh3 + metre);
  }
  if (service === 'glycol') {
    return nss > 7500 ? Math.max(1.1 * npsh3, npsh3 + 0.6 * metre) : npsh3;
  }
  return nss > 7500 ? Math.max(1.2 * npsh3, npsh3 + metre) : Math.max(1.1 * npsh3, npsh3 + 0.6 * metre);
}

/** Linear interpolation over the published points, clamped at the ends. */
function along(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0] ?? [0, 0];
  if (x <= first[0]) {
    return first[1];
  }
  for (let k = 1; k < points.length; k += 1) {
    const [x1, y1] = points[k] ?? first;
    const [x0, y0] = points[k - 1] ?? first;
    if (x <= x1) {
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return (points[points.length - 1] ?? first)[1];
}

/** The published point of highest efficiency (η from power where only power is given). */
function bestPoint(pump: CataloguePump): { flowGpm: number; npshFt: number | null } {
  let best = { flowGpm: 0, eta: -1, npshFt: null as number | null };
  for (const point of pump.curve) {
    const eta =
      point.efficiency ?? (point.powerHp ? (point.flowGpm * point.headFt) / (3960 * point.powerHp) : 0);
    if (eta > best.eta) {
      best = { flowGpm: point.flowGpm, eta, npshFt: point.npshRequiredFt };
    }
  }
  return best;
}

/** The pump alone on the all-friction system curve, found by stepping along its curve (brute force). */
function runsOutAlone(
  pump: CataloguePump,
  out: StructuredOutput,
  runningPumps: number,
  npshaFt: number | null,
): boolean {
  const ratio =
    pump.variableSpeed === null
      ? out.Impeller_Diameter_BEP_in / pump.impellerDiameterMaxIn
      : out.RPM / pump.nominalSpeedRpm;
  const head = pump.curve.map((p) => [p.flowGpm, p.headFt] as const);
  const npsh = pump.curve.map((p) => [p.flowGpm, p.npshRequiredFt ?? 0] as const);
  const systemFlow = out.Flow_gpm * runningPumps;
  const last = (pump.curve[pump.curve.length - 1]?.flowGpm ?? 0) * ratio;
  const excess = (q: number) => ratio * ratio * along(head, q / ratio) - out.Head_ft * (q / systemFlow) ** 2;
  const step = (last - out.Flow_gpm) / 400;
  for (let q = out.Flow_gpm + step; q <= last + 1e-9; q += step) {
    if (excess(q) <= 0) {
      let [lo, hi] = [q - step, q];
      for (let k = 0; k < 40; k += 1) {
        [lo, hi] = excess((lo + hi) / 2) > 0 ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
      }
      const flow = (lo + hi) / 2;
      const percent = (100 * flow) / (ratio * bestPoint(pump).flowGpm);
      const npsh3 =
        pump.variableSpeed === null ? along(npsh, flow) : ratio * ratio * along(npsh, flow / ratio);
      return (
        percent > 130.5 ||
        (npshaFt !== null && pump.curve[0]?.npshRequiredFt != null && npshaFt < npsh3 * 0.999)
      );
    }
  }
  return true;
}

export interface OracleVerdict {
  /** The analysis at the duty, or null when the pump cannot meet its flow and head. */
  readonly output: StructuredOutput | null;
  /** Meets the flow and head inside its allowable region, with its NPSH margin and a standard motor. */
  readonly isHydraulic: boolean;
  /** The stated constraints it breaks, by the matcher's names. */
  readonly broken: readonly string[];
}

/**
 * Whether `pump` meets `duty`: the hydraulics by analyzeWithPump (40–130 % of BEP as reported, a standard motor, not
 * below the minimum stable flow, the NPSH margin), then every stated constraint by the restated rules.
 */
export function oracleVerdict(duty: Duty, pump: CataloguePump): OracleVerdict {
  const result = analyzeWithPump(duty, pump);
  const out = result.structured_output;
  const fluid = resolveFluid(duty.fluid).fluid;
  const broken = attributeViolations(duty, pump);
  if (
    duty.speedRpm !== undefined &&
    out !== null &&
    out.RPM > duty.speedRpm * 1.03 + 0.5 &&
    !broken.includes('speed')
  ) {
    broken.push('speed');
  }
  return withHydraulics(duty, pump, result, fluid, broken);
}

/** The constraints a pump breaks by its attributes alone (no hydraulics): what the oracle can skip the analysis on. */
export function attributeViolations(duty: Duty, pump: CataloguePump): string[] {
  const fluid = resolveFluid(duty.fluid).fluid;
  const broken: string[] = [];
  const isDrive =
    duty.variableSpeed === true || (pump.variableSpeed !== null && duty.variableSpeed !== false);
  const site = duty.supply?.frequencyHz ?? duty.frequencyHz;
  if (site !== undefined && pump.frequencyHz !== site && !isDrive) {
    broken.push('supply_frequency');
  }
  if (!fluidClasses(fluid.service, fluid.temperatureF).includes(pump.materialClass)) {
    broken.push('fluid_materials');
  }
  if (duty.materials !== undefined) {
    const [c, s] = GRADE[pump.materialClass];
    const [rc, rs] = GRADE[duty.materials];
    if (c < rc || s < rs) {
      broken.push('materials');
    }
  }
  if (
    duty.pumpType !== undefined &&
    duty.pumpType !== 'any' &&
    !PREFERENCE_TYPES[duty.pumpType]?.includes(pump.type)
  ) {
    broken.push('pump_type');
  }
  if (duty.orientation !== undefined && pump.orientation !== duty.orientation) {
    broken.push('orientation');
  }
  if (duty.suctionCondition === 'lift' && (pump.type === 'vertical-turbine' || pump.type === 'submersible')) {
    broken.push('suction_lift');
  }
  if (duty.shaftSeal !== undefined) {
    const offered = pump.shaftSeals;
    const isMet =
      duty.shaftSeal === 'mechanical'
        ? offered.includes('mechanical') || offered.includes('cartridge')
        : offered.includes(duty.shaftSeal);
    if (!isMet) {
      broken.push('shaft_seal');
    }
  }
  if (duty.variableSpeed === false && pump.variableSpeed !== null) {
    broken.push('variable_speed');
  }
  if (duty.speedRpm !== undefined) {
    const slowest = pump.variableSpeed === null ? pump.nominalSpeedRpm : pump.variableSpeed.minSpeedRpm;
    if (slowest > duty.speedRpm * 1.03) {
      broken.push('speed');
    }
  }
  return broken;
}

function withHydraulics(
  duty: Duty,
  pump: CataloguePump,
  result: ReturnType<typeof analyzeWithPump>,
  fluid: ReturnType<typeof resolveFluid>['fluid'],
  broken: string[],
): OracleVerdict {
  const out = result.structured_output;
  if (out === null) {
    return { output: null, isHydraulic: false, broken };
  }
  const percent = out.Percent_of_BEP_Flow;
  const best = bestPoint(pump);
  const eyes = pump.type === 'split-case' ? 2 : 1;
  const nss =
    best.npshFt === null || best.npshFt <= 0
      ? 8500
      : (pump.nominalSpeedRpm * Math.sqrt(best.flowGpm / eyes)) / best.npshFt ** 0.75;
  const needed = npshNeededFt(out.NPSH_Required_ft, fluid.service, fluid.temperatureF, nss);
  const npsha = out.NPSH_Available_ft;
  const isNpshMet = npsha === null || npsha >= needed - 0.01;
  const isHydraulic =
    percent >= 39.95 &&
    percent <= 130.05 &&
    out.Motor_Power_Rating_hp !== null &&
    isNpshMet &&
    !result.issues.some((issue) => issue.code === 'below_minimum_flow');
  if (duty.supply?.phase === 1 && out.Motor_Power_Rating_hp !== null && out.Motor_Power_Rating_hp > 10) {
    broken.push('supply_phase');
  }
  if (duty.suctionCondition === 'lift' && npsha === null && !broken.includes('suction_lift')) {
    // The most NPSHa a lift gives: liquid at the centreline of an open tank at the site.
    const ceiling =
      ((atmosphericPressurePsia(duty.siteElevationFt ?? 0) - (fluid.vaporPressurePsia ?? 0)) * 144) /
      (fluid.specificGravity * 62.366);
    if (needed > ceiling + 0.01) {
      broken.push('suction_lift');
    }
  }
  const running = duty.redundancy === '2x50' || duty.redundancy === '3x50' ? 2 : 1;
  if (running > 1 && runsOutAlone(pump, out, running, npsha)) {
    broken.push('redundancy');
  }
  return { output: out, isHydraulic, broken };
}
