import { TYPE_ORIENTATION } from '../analysis/catalogue-traits.ts';
import type { Orientation, ShaftSeal } from '../analysis/constraints.ts';
import { fullLoadSpeedRpm } from '../formulas/motor.ts';
import type { Construction, Family } from './families.ts';
import type { DemoMaker } from './makers.ts';
import type { Prng } from './prng.ts';

// Every demo pump lies within these bounds at its own speed (≈ 5 to 10,000 gpm, 10 to 1,500 ft).
export const FLOW_BOUNDS_GPM = [5, 10000] as const;
export const HEAD_BOUNDS_FT = [10, 1500] as const;
// Reference speed of the head-per-stage limits (docs/reference/pump-engineering.md §1: ~630 ft per stage at 3560 rpm
// with a 13 in impeller).
const LIMIT_RPM = 3560;

/** One hydraulic design (impeller and casing) at its highest 60 Hz speed, before it is offered at each motor speed. */
export interface HydraulicDesign {
  readonly family: Family;
  readonly maker: DemoMaker;
  readonly poles: readonly number[];
  /** Speed, BEP flow (total) and total head at the design's highest 60 Hz full-load speed. */
  readonly topRpm: number;
  readonly bepFlowGpm: number;
  readonly bepHeadFt: number;
  readonly stages: number;
  /** US specific speed per stage per eye at the BEP (HI EDB Eq. 1.D.1); unchanged by speed (affinity laws). */
  readonly specificSpeed: number;
  readonly suctionSpecificSpeed: number;
  /** Design scatter: shut-off rise factor, BEP efficiency offset (fraction), price factor, lead-time jitter. */
  readonly riseFactor: number;
  readonly efficiencyOffset: number;
  readonly priceScatter: number;
  readonly leadJitter: number;
  readonly minFlowPct: number;
  readonly minTrim: number;
  readonly construction: Construction;
  readonly shaftSeals: readonly ShaftSeal[];
  readonly orientation: Orientation;
  readonly points: number;
  readonly isVariableSpeed: boolean;
}

const pick = <T>(rng: Prng, items: readonly T[]): T => items[Math.floor(rng.next() * items.length)] as T;

/**
 * Draws one hydraulic design of a family: Ns uniform over the family's range, BEP flow log-uniform, head per stage
 * from Ns: H = (N·√(Q/eyes)/Ns)^(4/3) (HI EDB Eq. 1.D.1 inverted), kept within the family's head per stage at that
 * speed; stages so the total stays ≤ 1,500 ft. Returns null after 40 misses (the caller draws again).
 */
export function drawDesign(rng: Prng, family: Family, makers: readonly DemoMaker[]): HydraulicDesign | null {
  const maker = pick(rng, makers);
  const poles = pick(rng, family.poleSets);
  const topRpm = fullLoadSpeedRpm({ frequencyHz: 60, poles: Math.min(...poles) });
  // Same impeller: H ∝ N² (affinity). But slower catalogue designs use larger impellers
  // (docs/reference/pump-engineering.md §1: 13 in at 3560 rpm gives ~630 ft, yet 23 in pumps at 1780 rpm give ~300 ft),
  // so the upper limit falls only ∝ N across a catalogue [J].
  const lowScale = (topRpm / LIMIT_RPM) ** 2;
  const highScale = topRpm / LIMIT_RPM;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const ns = rng.between(family.nsRange[0], family.nsRange[1]);
    const flow = rng.logBetween(family.flowRangeGpm[0], family.flowRangeGpm[1]);
    const stageHead = ((topRpm * Math.sqrt(flow / family.eyes)) / ns) ** (4 / 3);
    if (
      stageHead < family.stageHeadRangeFt[0] * lowScale ||
      stageHead > family.stageHeadRangeFt[1] * highScale
    ) {
      continue;
    }
    const maxStages = Math.min(family.stagesRange[1], Math.floor(HEAD_BOUNDS_FT[1] / stageHead));
    if (maxStages < family.stagesRange[0]) {
      continue;
    }
    const stages = family.stagesRange[0] + Math.floor(rng.next() * (maxStages - family.stagesRange[0] + 1));
    const nss = rng.between(family.nssRange[0], family.nssRange[1]);
    const construction =
      family.constructions[rng.weighted(family.constructions.map((c) => c.weight))]?.construction;
    const seals = family.sealSets[rng.weighted(family.sealSets.map((set) => set.weight))]?.seals;
    if (construction === undefined || seals === undefined) {
      return null;
    }
    const usual = TYPE_ORIENTATION[family.type];
    const isOther = rng.next() < family.otherOrientationShare;
    return {
      family,
      maker,
      poles,
      topRpm,
      bepFlowGpm: flow,
      bepHeadFt: stageHead * stages,
      stages,
      specificSpeed: ns,
      suctionSpecificSpeed: nss,
      riseFactor: 1 + 0.1 * rng.scatter(),
      // Catalogue pumps sit a little under PSAT's "achievable" line (its deviation factor is the best practice): −1.5 ± 2.5 points.
      efficiencyOffset: -0.015 + 0.025 * rng.scatter(),
      priceScatter: 1 + 0.06 * rng.scatter(),
      leadJitter: rng.scatter(),
      // High suction specific speed narrows the stable range (Hallam; docs/reference/pump-engineering.md §1
      // Cavitation_Risk): +5 points per 1000 over 9500.
      minFlowPct: rng.between(family.minFlowPct[0], family.minFlowPct[1]) + Math.max(0, (nss - 9500) / 200),
      minTrim: rng.between(family.minTrimRange[0], family.minTrimRange[1]),
      construction,
      shaftSeals: seals,
      orientation: isOther ? (usual === 'horizontal' ? 'vertical' : 'horizontal') : usual,
      points: 8 + Math.floor(rng.next() * 5),
      // Packaged drives (integrated VFD) are common on inline and vertical multistage pumps [J].
      isVariableSpeed: (family.code === 'IL' || family.code === 'VM') && rng.next() < 0.15,
    };
  }
  return null;
}
