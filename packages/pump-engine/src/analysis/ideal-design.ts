import { runOutPowerRatio } from '../formulas/curve-shape.ts';
import { impellerDiameterIn } from '../formulas/impeller.ts';
import { fullLoadSpeedRpm, polesForSpeed } from '../formulas/motor.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import {
  DESIGN_SUCTION_SPECIFIC_SPEED,
  npshRequiredEstimateFt,
  specificSpeedUs,
} from '../formulas/specific-speed.ts';
import type { ViscosityFactors } from '../formulas/viscosity-correction.ts';
import {
  efficiencyCorrection,
  flowCorrection,
  headCorrection,
  viscosityParameterBAt,
} from '../formulas/viscosity-correction.ts';
import type { NormalisedDuty } from './duty.ts';
import { idealTypicalEfficiency, idealWaterEfficiency } from './efficiency-estimate.ts';
import type { PumpDesign, PumpFamily } from './pump-design.ts';

// Policy limits [J] (docs/reference/pump-engineering.md §1 'RPM', 'Pump_Type'): practical head per stage and largest
// impellers.
const MAX_HEAD_PER_STAGE_FT = 650;
const MAX_DIAMETER_SINGLE_SUCTION_IN = 17;
const MAX_DIAMETER_DOUBLE_SUCTION_IN = 28;
const MAX_STAGES = 12;
const MIN_SPECIFIC_SPEED_US = 500;
const DOUBLE_SUCTION_MIN_GPM = 1000;
const VISCOUS_LOW_SPEED_CST = 20;
/** ISO 9906 §4.4 "clean cold water": ν ≤ 1.75 mm²/s; pump curves are tested in it, so HI 9.6.7 applies above it only. */
export const CLEAN_WATER_MAX_CST = 1.75;
const EFFICIENCY_FLOOR = 0.2;

interface Candidate {
  readonly speedRpm: number;
  readonly poles: number;
  readonly stages: number;
  readonly eyes: number;
  readonly score: number;
  readonly efficiency: number;
  readonly waterEfficiency: number;
  readonly npshRequiredFt: number;
  readonly specificSpeedUs: number;
  readonly waterFlowGpm: number;
  readonly waterHeadFt: number;
  readonly viscosity: ViscosityFactors | null;
}

/** Water-equivalent BEP per ANSI/HI 9.6.7 §9.6.7.6 (Q_W = Q_vis/C_Q, H_W = H_vis/C_H), solved by fixed point. */
function waterEquivalent(input: {
  flowGpm: number;
  headFt: number;
  /** B at the duty's viscosity and the layout's speed (viscosityParameterBAt), or null for a water-like liquid. */
  parameterB: ((flowGpm: number, headFt: number) => number) | null;
  eyes: number;
  stages: number;
}): {
  flowGpm: number;
  headFt: number;
  factors: ViscosityFactors | null;
} {
  let flowGpm = input.flowGpm;
  let headFt = input.headFt;
  const { parameterB } = input;
  if (parameterB === null) {
    // Fix: a water-test curve needs no correction for a water-like liquid (B > 1 for small pumps even at 1 cSt).
    return { flowGpm, headFt, factors: null };
  }
  // The factors of viscosityCorrection, taken apart so that each step computes only what the next needs: ν and N are
  // fixed, so B's terms for them are taken once per speed (SpeedTerms), and C_η only for the factors the iteration
  // ends on.
  let B = Number.NaN;
  let CQ = 1;
  let CH = 1;
  for (let i = 0; i < 6; i += 1) {
    // HI 9.6.7: B uses flow per eye and head per stage.
    B = parameterB(flowGpm / input.eyes, headFt / input.stages);
    CQ = flowCorrection(B);
    CH = headCorrection(CQ, 1);
    const nextFlowGpm = input.flowGpm / CQ;
    const nextHeadFt = input.headFt / CH;
    // A step that returns its own input has reached the fixed point exactly: the remaining steps would repeat it.
    const isFixedPoint = nextFlowGpm === flowGpm && nextHeadFt === headFt;
    flowGpm = nextFlowGpm;
    headFt = nextHeadFt;
    if (isFixedPoint) {
      break;
    }
  }
  return { flowGpm, headFt, factors: B > 1 ? { B, CQ, CH, Ceta: efficiencyCorrection(B) } : null };
}

/** A layout's water-equivalent duty and specific speed per eye and stage, before it is scored. */
interface Layout {
  readonly speedRpm: number;
  readonly stages: number;
  readonly eyes: number;
  readonly viscous: ReturnType<typeof waterEquivalent>;
  readonly specificSpeedUs: number;
}

// B at the duty below which the viscosity-correction iteration provably stays finite (isBeyondReachUncorrected).
const FINITE_ITERATION_MAX_B = 30_000;

/**
 * Whether the duty's own head per stage is already beyond a layout's reach, so that the viscosity-correction iteration
 * need not run: the water-equivalent head H/C_H is never below the duty head (C_H ≤ 1), so it is beyond reach too.
 * For a viscous duty that holds while the iteration stays finite. It overflows (C_H rounds to 0, the head to ∞, then B
 * to NaN) only from B ≈ 4·10^5; C_H is otherwise at least 2^-53, so a step's head grows by at most 2^53 and its B,
 * which falls as the flow grows, by at most (2^53)^0.0625 ≈ 9.9 over B at the duty: below FINITE_ITERATION_MAX_B it
 * never gets there.
 */
function isBeyondReachUncorrected(
  duty: NormalisedDuty,
  terms: SpeedTerms,
  stages: number,
  eyes: number,
  reachableHeadFt: number,
): boolean {
  if (duty.headFt / stages <= reachableHeadFt) {
    return false;
  }
  return (
    terms.parameterB === null ||
    terms.parameterB(duty.flowGpm / eyes, duty.headFt / stages) <= FINITE_ITERATION_MAX_B
  );
}

/** What a speed fixes for every layout at it: the speed, and B at the duty's viscosity (null for a water-like liquid). */
interface SpeedTerms {
  readonly speedRpm: number;
  readonly parameterB: ((flowGpm: number, headFt: number) => number) | null;
}

function speedTerms(duty: NormalisedDuty, speedRpm: number): SpeedTerms {
  const viscosityCst = duty.fluid.viscosityCst;
  return {
    speedRpm,
    parameterB: viscosityCst <= CLEAN_WATER_MAX_CST ? null : viscosityParameterBAt(viscosityCst, speedRpm),
  };
}

/**
 * The hydraulics of a speed, stage count and suction, or null when no impeller of that layout reaches the head or its
 * specific speed is beyond centrifugal pumps. Kept apart from the scoring (evaluate), which fewestStages needs only
 * for the layout it returns.
 */
function layout(duty: NormalisedDuty, terms: SpeedTerms, stages: number, eyes: number): Layout | null {
  const { speedRpm } = terms;
  const maxDiameter = eyes === 2 ? MAX_DIAMETER_DOUBLE_SUCTION_IN : MAX_DIAMETER_SINGLE_SUCTION_IN;
  // Head a maximum impeller can make with Ku = 1 (reference PV75), capped by practice.
  const reachableHead = Math.min(MAX_HEAD_PER_STAGE_FT, ((maxDiameter * speedRpm) / 1838.5) ** 2);
  if (isBeyondReachUncorrected(duty, terms, stages, eyes, reachableHead)) {
    return null;
  }
  const viscous = waterEquivalent({
    flowGpm: duty.flowGpm,
    headFt: duty.headFt,
    parameterB: terms.parameterB,
    eyes,
    stages,
  });
  const flowPerEye = viscous.flowGpm / eyes;
  const headPerStage = viscous.headFt / stages;
  if (headPerStage > reachableHead) {
    return null;
  }
  const ns = specificSpeedUs({ speedRpm, flowGpm: flowPerEye, headFt: headPerStage });
  if (ns > 15_000) {
    return null;
  }
  return { speedRpm, stages, eyes, viscous, specificSpeedUs: ns };
}

/** Efficiency, NPSH3 and the selection score of a layout. */
function evaluate(duty: NormalisedDuty, npshAvailableFt: number, hydraulics: Layout): Candidate {
  const { speedRpm, stages, eyes, viscous, specificSpeedUs: ns } = hydraulics;
  // PSAT achievable efficiency on the water-equivalent duty (docs/reference/pump-engineering.md §3 [V]); HI 9.6.7 C_η
  // applied below.
  // The layout's specific speed is the one idealWaterEfficiency takes: the same water-equivalent flow per eye and head
  // per stage at the same speed.
  const waterEfficiency = idealWaterEfficiency(
    { flowGpm: viscous.flowGpm, headFt: viscous.headFt, speedRpm, stages, eyes },
    ns,
  );
  const efficiency = waterEfficiency * (viscous.factors?.Ceta ?? 1);
  const npshRequiredFt = npshRequiredEstimateFt({
    speedRpm,
    flowGpm: duty.flowGpm / eyes,
    suctionSpecificSpeed: DESIGN_SUCTION_SPECIFIC_SPEED,
  });
  const ratio = npshAvailableFt / npshRequiredFt;
  const isLowRisk = ratio >= 1.3 && npshAvailableFt - npshRequiredFt >= 5;
  const npshPenalty = isLowRisk ? 0 : ratio >= 1.1 ? 0.1 : 0.5 + 0.01 * (npshRequiredFt - npshAvailableFt);
  const poles = polesForSpeed({ speedRpm, frequencyHz: duty.frequencyHz });
  const viscousPenalty = duty.fluid.viscosityCst > VISCOUS_LOW_SPEED_CST && poles <= 2 ? 0.5 : 0;
  // Each extra stage or a second eye costs money and some leakage: a small preference for simple pumps [J].
  const complexityPenalty = 0.04 * (stages - 1) + (eyes === 2 ? 0.01 : 0);
  return {
    speedRpm,
    poles,
    stages,
    eyes,
    score: efficiency - npshPenalty - viscousPenalty - complexityPenalty,
    efficiency,
    waterEfficiency,
    npshRequiredFt,
    specificSpeedUs: ns,
    waterFlowGpm: viscous.flowGpm,
    waterHeadFt: viscous.headFt,
    viscosity: viscous.factors,
  };
}

function classify(
  duty: NormalisedDuty,
  c: Candidate,
): { family: PumpFamily; pumpType: string; isVertical: boolean } {
  const stagesText = `${c.stages} stages`;
  if (c.stages > 1) {
    return duty.flowGpm <= 400
      ? {
          family: 'vertical-multistage',
          pumpType: `Vertical multistage, ${stagesText} (DOE RSV / API VS6 style)`,
          isVertical: true,
        }
      : {
          family: 'horizontal-multistage',
          pumpType: `Horizontal multistage between-bearings, ${stagesText} (API BB3/BB4)`,
          isVertical: false,
        };
  }
  if (c.specificSpeedUs >= 9000) {
    return {
      family: 'axial',
      pumpType: 'Axial-flow (propeller), vertically suspended (API VS3)',
      isVertical: true,
    };
  }
  if (c.specificSpeedUs >= 4000) {
    return {
      family: 'vertical-turbine',
      pumpType: 'Mixed-flow vertical turbine (API VS1, DOE VTS)',
      isVertical: true,
    };
  }
  if (c.eyes === 2) {
    return {
      family: 'split-case',
      pumpType: 'Horizontal split-case, double suction (API BB1)',
      isVertical: false,
    };
  }
  if (c.specificSpeedUs < 500) {
    return {
      family: 'low-specific-speed',
      pumpType:
        'Low-specific-speed centrifugal (consider a regenerative turbine or positive-displacement pump)',
      isVertical: false,
    };
  }
  const isCleanService = duty.fluid.service === 'water' || duty.fluid.service === 'glycol';
  if (
    isCleanService &&
    duty.flowGpm <= 300 &&
    duty.headFt <= 150 &&
    duty.fluid.viscosityCst < VISCOUS_LOW_SPEED_CST
  ) {
    return {
      family: 'inline',
      pumpType: 'Vertical inline, single stage (API OH3 / DOE IL)',
      isVertical: true,
    };
  }
  if (duty.fluid.service === 'hydrocarbon' || duty.fluid.temperatureF > 350) {
    return {
      family: 'api-overhung',
      pumpType: 'End suction, centreline-mounted, single stage (API 610 OH2)',
      isVertical: false,
    };
  }
  return {
    family: 'end-suction',
    pumpType: 'End suction, frame-mounted, single stage (API OH1 / ASME B73.1)',
    isVertical: false,
  };
}

/** Fewest stages that reach the head with Ns ≥ 500 per stage (multistage only when needed) [J]; else fewest that reach it. */
function fewestStages(
  duty: NormalisedDuty,
  npshReferenceFt: number,
  terms: SpeedTerms,
  eyes: number,
): Candidate | null {
  let firstReachable: Layout | null = null;
  for (let stages = 1; stages <= MAX_STAGES; stages += 1) {
    const reached = layout(duty, terms, stages, eyes);
    if (reached === null) {
      continue;
    }
    firstReachable ??= reached;
    if (reached.specificSpeedUs >= MIN_SPECIFIC_SPEED_US) {
      return evaluate(duty, npshReferenceFt, reached);
    }
  }
  return firstReachable === null ? null : evaluate(duty, npshReferenceFt, firstReachable);
}

/**
 * Chooses speed, stages and suction for an ideal pump at the duty (docs/reference/pump-engineering.md §1 'RPM',
 * 'Pump_Type'; policy [J]).
 */
export function idealDesign(duty: NormalisedDuty, npshReferenceFt: number): PumpDesign {
  const speeds =
    duty.speedRpm === null
      ? [2, 4, 6].map((poles) => fullLoadSpeedRpm({ frequencyHz: duty.frequencyHz, poles }))
      : [duty.speedRpm];
  const eyeOptions = duty.flowGpm >= DOUBLE_SUCTION_MIN_GPM ? [1, 2] : [1];
  let best: Candidate | null = null;
  for (const speedRpm of speeds) {
    const terms = speedTerms(duty, speedRpm);
    for (const eyes of eyeOptions) {
      const candidate = fewestStages(duty, npshReferenceFt, terms, eyes);
      if (candidate !== null && (best === null || candidate.score > best.score + 1e-9)) {
        best = candidate;
      }
    }
  }
  // Nothing reachable (huge head at a forced low speed): fall back to the most stages at the fastest speed.
  const mostStages = (): Candidate | null => {
    const reached = layout(duty, speedTerms(duty, speeds[0] ?? 3560), MAX_STAGES, 1);
    return reached === null ? null : evaluate(duty, npshReferenceFt, reached);
  };
  const chosen =
    best ??
    mostStages() ??
    ({
      speedRpm: speeds[0] ?? 3560,
      poles: 2,
      stages: MAX_STAGES,
      eyes: 1,
      score: 0,
      efficiency: EFFICIENCY_FLOOR,
      waterEfficiency: EFFICIENCY_FLOOR,
      npshRequiredFt: npshRequiredEstimateFt({
        speedRpm: speeds[0] ?? 3560,
        flowGpm: duty.flowGpm,
        suctionSpecificSpeed: DESIGN_SUCTION_SPECIFIC_SPEED,
      }),
      specificSpeedUs: specificSpeedUs({
        speedRpm: speeds[0] ?? 3560,
        flowGpm: duty.flowGpm,
        headFt: duty.headFt / MAX_STAGES,
      }),
      waterFlowGpm: duty.flowGpm,
      waterHeadFt: duty.headFt,
      viscosity: null,
    } satisfies Candidate);
  const kind = classify(duty, chosen);
  const bepFlowGpm = duty.flowGpm;
  const brakeHp = brakeHorsepower({
    flowGpm: duty.flowGpm,
    headFt: duty.headFt,
    specificGravity: duty.fluid.specificGravity,
    efficiency: chosen.efficiency,
  });
  const impellerDiameter = impellerDiameterIn({
    flowGpm: chosen.waterFlowGpm / chosen.eyes,
    headFt: chosen.waterHeadFt / chosen.stages,
    speedRpm: chosen.speedRpm,
  });
  return {
    ...kind,
    speedRpm: chosen.speedRpm,
    poles: chosen.poles,
    stages: chosen.stages,
    eyes: chosen.eyes,
    bepFlowGpm,
    efficiencyAtDuty: chosen.efficiency,
    efficiencyAtBep: chosen.efficiency,
    brakeHp,
    // Run-out power of a typical curve of this specific speed (formulas/curve-shape.ts): what the motor must carry.
    endOfCurveHp: brakeHp * runOutPowerRatio(chosen.specificSpeedUs),
    impellerDiameterIn: impellerDiameter,
    specificSpeedUs: chosen.specificSpeedUs,
    npshRequiredFt: chosen.npshRequiredFt,
    viscosity: chosen.viscosity,
    priceUsd: null,
    label: 'ideal pump for the duty',
    casingDiameterIn: impellerDiameter,
    ratingBep: {
      flowGpm: chosen.waterFlowGpm,
      headFt: chosen.waterHeadFt,
      efficiency: chosen.waterEfficiency,
    },
    leadTimeWeeks: null,
    nozzles: null,
    materialsText: null,
    efficiencyBasis: 'achievable',
    typicalEfficiency:
      idealTypicalEfficiency({
        flowGpm: chosen.waterFlowGpm,
        headFt: chosen.waterHeadFt,
        speedRpm: chosen.speedRpm,
        stages: chosen.stages,
        eyes: chosen.eyes,
      }) * (chosen.viscosity?.Ceta ?? 1),
    runAlone: null,
  };
}
