import type { CataloguePump, CurvePoint } from '../analysis/catalogue.ts';
import { curveShape, efficiencyRatio, headRatio, npshRatio, runOutRatio } from '../formulas/curve-shape.ts';
import { impellerDiameterIn } from '../formulas/impeller.ts';
import { fullLoadSpeedRpm } from '../formulas/motor.ts';
import { psatAchievableEfficiency } from '../formulas/psat-efficiency.ts';
import { npshRequiredEstimateFt } from '../formulas/specific-speed.ts';
import type { HydraulicDesign } from './design.ts';
import { FLOW_BOUNDS_GPM, HEAD_BOUNDS_FT } from './design.ts';
import { demoLeadTimeWeeks, demoListPriceUsd } from './pricing.ts';
import { DEMO_DATA_SOURCE } from './version.ts';

// Efficiency bounds of a demo BEP: the engine's ideal-pump floor (efficiency-estimate.ts) and a credible ceiling.
const EFFICIENCY_MIN = 0.2;
const EFFICIENCY_MAX = 0.93;
// Above this end-of-curve power the set is not a catalogue item any more (engineered; the matcher stops at 500 hp).
const MAX_POWER_HP = 700;

// Round to 1/steps (an integer count per unit) by dividing last, so 0.4668 prints as 0.4668, not 0.46680000000000005.
const round = (value: number, perUnit: number) => Math.round(value * perUnit) / perUnit;
const sig4 = (value: number) => Number(value.toPrecision(4));

/** Flow ratios q = Q/Q_BEP of a curve with n points: shut-off, even steps to the BEP (q = 1 exactly), then to run-out. */
export function curveGrid(points: number, runOut: number): number[] {
  const after = Math.max(2, Math.round(((points - 1) * (runOut - 1)) / runOut));
  const before = points - 1 - after;
  const grid: number[] = [];
  for (let i = 0; i <= before; i += 1) {
    grid.push(i / before);
  }
  for (let j = 1; j <= after; j += 1) {
    grid.push(1 + (j * (runOut - 1)) / after);
  }
  return grid;
}

/**
 * BEP efficiency of the design at a speed: PSAT achievable efficiency (docs/reference/pump-engineering.md §3 [V]) + the
 * design's offset, bounded.
 */
export function demoBepEfficiency(
  design: HydraulicDesign,
  flowGpm: number,
  headFt: number,
  rpm: number,
): number {
  const psat = psatAchievableEfficiency({
    style: design.family.psatStyle,
    flowGpm,
    headFt,
    speedRpm: rpm,
    stages: design.stages,
    viscosityCst: null,
  });
  return Math.min(EFFICIENCY_MAX, Math.max(EFFICIENCY_MIN, psat + design.efficiencyOffset));
}

/**
 * Max impeller diameter, in, to 1/8 in: the same impeller at every speed, sized at the top-speed BEP (Gülich ψ,
 * docs/reference/pump-engineering.md §1 PV43).
 */
export function designDiameterIn(design: HydraulicDesign): number {
  const diameter = impellerDiameterIn({
    flowGpm: design.bepFlowGpm / design.family.eyes,
    headFt: design.bepHeadFt / design.stages,
    speedRpm: design.topRpm,
  });
  return round(diameter, 8);
}

/** Names and identity of one offered variant (assigned by the generator). */
export interface VariantNaming {
  readonly id: string;
  readonly series: string;
  readonly model: string;
  readonly suctionIn: number;
  readonly dischargeIn: number;
}

/**
 * The design offered with a motor of `poles` at `frequencyHz`: flow ∝ N, head ∝ N², NPSH3 ∝ N² and power ∝ N³ (affinity
 * laws, HI EDB §3; NPSH3 from Nss, HI EDB Eq. 1.D.4, which scales the same way). The BEP efficiency is re-read from the
 * correlation at the new size (a Moody-type size/speed effect) with the design's own offset. Null when the variant
 * falls outside the catalogue bounds.
 */
export function buildVariant(
  design: HydraulicDesign,
  frequencyHz: 50 | 60,
  poles: number,
  naming: VariantNaming,
): CataloguePump | null {
  const rpm = fullLoadSpeedRpm({ frequencyHz, poles });
  const ratio = rpm / design.topRpm;
  const flow = design.bepFlowGpm * ratio;
  const head = design.bepHeadFt * ratio * ratio;
  if (
    flow < FLOW_BOUNDS_GPM[0] ||
    flow > FLOW_BOUNDS_GPM[1] ||
    head < HEAD_BOUNDS_FT[0] ||
    head > HEAD_BOUNDS_FT[1]
  ) {
    return null;
  }
  const eta = demoBepEfficiency(design, flow, head, rpm);
  // Water horsepower Q·H/3960 (docs/reference/pump-engineering.md §0), shaft power = WHP/η.
  const bepPower = (flow * head) / (3960 * eta);
  const npshBep = npshRequiredEstimateFt({
    speedRpm: rpm,
    flowGpm: flow / design.family.eyes,
    suctionSpecificSpeed: design.suctionSpecificSpeed,
  });
  const shape = curveShape(design.specificSpeed, design.riseFactor);
  const curve: CurvePoint[] = curveGrid(design.points, runOutRatio(design.specificSpeed)).map((q) => {
    const flowGpm = round(q * flow, 100);
    const headFt = round(head * headRatio(shape, q), 1000);
    const npshRequiredFt = round(npshBep * npshRatio(q), 100);
    if (q === 0) {
      // At shut-off η = 0, which a catalogue point cannot hold: the point carries power only (η = Q·H/(3960·P) = 0).
      return { flowGpm, headFt, efficiency: null, npshRequiredFt, powerHp: sig4(bepPower * shape.p0) };
    }
    const efficiency = round(eta * efficiencyRatio(shape, q), 10000);
    // Power from the rounded numbers, so P = Q·H/(3960·η) holds on the published point.
    return {
      flowGpm,
      headFt,
      efficiency,
      npshRequiredFt,
      powerHp: sig4((flowGpm * headFt) / (3960 * efficiency)),
    };
  });
  const maxPower = Math.max(...curve.map((point) => point.powerHp ?? 0));
  if (maxPower > MAX_POWER_HP) {
    return null;
  }
  const diameterMax = designDiameterIn(design);
  const { family, construction } = design;
  return {
    id: naming.id,
    manufacturer: design.maker.name,
    series: naming.series,
    model: naming.model,
    type: family.type,
    nominalSpeedRpm: rpm,
    frequencyHz,
    // At least one 1/8 in step of trim, even on the smallest impellers.
    impellerDiameterMinIn: Math.min(round(diameterMax * design.minTrim, 8), diameterMax - 0.125),
    impellerDiameterMaxIn: diameterMax,
    stages: design.stages,
    suctionNozzleIn: naming.suctionIn,
    dischargeNozzleIn: naming.dischargeIn,
    curve,
    minContinuousStableFlowGpm: round((flow * design.minFlowPct) / 100, 10),
    variableSpeed: design.isVariableSpeed ? { minSpeedRpm: Math.round(rpm * 0.3), maxSpeedRpm: rpm } : null,
    materials: { casing: construction.casing, impeller: construction.impeller, shaft: construction.shaft },
    materialClass: construction.materialClass,
    shaftSeals: design.shaftSeals,
    orientation: design.orientation,
    listPrice: {
      amount: demoListPriceUsd({
        bepFlowGpm: flow,
        bepHeadFt: head,
        stages: design.stages,
        typeFactor: family.typeFactor,
        materialFactor: construction.materialFactor,
        maxPowerHp: maxPower,
        priceLevel: design.maker.priceLevel * design.priceScatter,
      }),
      currency: 'USD',
    },
    leadTimeWeeks: demoLeadTimeWeeks({
      range: family.leadTimeWeeks,
      maxPowerHp: maxPower,
      isAlloy: construction.isAlloy,
      jitter: design.leadJitter,
    }),
    productUrl: null,
    dataSource: DEMO_DATA_SOURCE,
  };
}
