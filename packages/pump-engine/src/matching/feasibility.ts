import { CLEAN_WATER_MAX_CST } from '../analysis/ideal-design.ts';
import type { MotorSizing } from '../analysis/motor-sizing.ts';
import { sizeMotor } from '../analysis/motor-sizing.ts';
import type { RunAlonePoint } from '../analysis/pump-design.ts';
import type { FluidService } from '../fluids/library.ts';
import { AOR_MAX_PERCENT, AOR_MIN_PERCENT } from '../formulas/bep.ts';
import { runAloneOnPolyline } from '../formulas/parallel.ts';
import { polylineAt } from '../formulas/polyline.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import { DESIGN_SUCTION_SPECIFIC_SPEED, npshRequiredEstimateFt } from '../formulas/specific-speed.ts';
import {
  efficiencyCorrection,
  flowCorrection,
  headCorrection,
  viscosityParameterB,
} from '../formulas/viscosity-correction.ts';
import type { IndexData } from './catalogue-index.ts';
import type { MatchRules } from './match-rules.ts';
import type { NpshMarginRule } from './npsh-margin.ts';
import { npshMarginRule, npshNeededFt } from './npsh-margin.ts';
import { ratioCeiling, speedCap } from './prefilter.ts';

/** The duty as the matcher needs it (engine units, after normaliseDuty): one pump's share of the flow. */
export interface MatchDuty {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly specificGravity: number;
  readonly service: FluidService;
  readonly temperatureF: number;
  readonly npshAvailableFt: number | null;
  /** Kinematic viscosity, cSt: above CLEAN_WATER_MAX_CST a pump's water efficiency is corrected (HI 9.6.7). */
  readonly viscosityCst: number;
  readonly rules: MatchRules;
}

/** Why a pump cannot take the duty: the hydraulics first, then the constraints checked after the solve. */
export type RejectionReason =
  | 'flow_beyond_curve'
  | 'head_short'
  | 'head_excess'
  | 'outside_aor'
  | 'below_min_flow'
  | 'npsh_margin'
  | 'motor_over_500hp'
  | 'single_phase_motor'
  | 'lift_npsh'
  | 'run_alone'
  | 'analysis_failed';

/** How far a pump got through the checks, by reason (a later stage passed every earlier check). */
export const REJECTION_STAGE: Record<RejectionReason, number> = {
  flow_beyond_curve: 0,
  head_short: 1,
  head_excess: 1,
  outside_aor: 2,
  below_min_flow: 3,
  npsh_margin: 4,
  lift_npsh: 4,
  run_alone: 5,
  motor_over_500hp: 6,
  single_phase_motor: 6,
  analysis_failed: 7,
};

/** A rejected pump and by how much it missed: `miss` is the relative change the duty would need (0.12 = 12 %). */
export interface Rejection {
  readonly index: number;
  readonly reason: RejectionReason;
  readonly miss: number;
  /** The reason's own numbers, quoted in the no-match text (ft, gpm, %, hp). */
  readonly limit: number;
  readonly actual: number;
}

/** A pump that meets the duty, with the numbers the score and the reasoning use. */
export interface Candidate {
  readonly index: number;
  /** Affinity ratio against the pump's reference speed (D/D_max for a trim, N/N_ref on a VFD), as analyzeWithPump. */
  readonly ratio: number;
  readonly efficiency: number;
  readonly percentOfBep: number;
  readonly npshRequiredFt: number;
  readonly npshRule: NpshMarginRule | null;
  readonly brakeHp: number;
  readonly motorHp: number;
  readonly motor: MotorSizing;
  /** One pump of a parallel set running alone; null for a single pump or duty/standby. */
  readonly runAlone: RunAlonePoint | null;
}

/** Linear interpolation over the packed curve [start, end) — the same clamped rule as interpolateCurve. */
export const curveAt: (xs: Float64Array, ys: Float64Array, start: number, end: number, x: number) => number =
  polylineAt;

/** y²·H(q/y) of the packed curve [start, end): the head at flow q of the pump at affinity ratio y (HI affinity laws). */
function headAtRatio(data: IndexData, start: number, end: number, q: number, y: number): number {
  return y * y * curveAt(data.flow, data.head, start, end, q / y);
}

/** Bisection on y²·H(Q/y) = H over [lo, hi] (analyzeWithPump's method): the fallback for curves that droop. */
function bisectRatio(
  data: IndexData,
  start: number,
  end: number,
  q: number,
  h: number,
  lo: number,
  hi: number,
): number {
  let a = lo;
  let b = hi;
  for (let k = 0; k < 48; k += 1) {
    const mid = 0.5 * (a + b);
    if (headAtRatio(data, start, end, q, mid) < h) {
      a = mid;
    } else {
      b = mid;
    }
  }
  return 0.5 * (a + b);
}

/**
 * The same root in closed form: on a linear segment H = c + m·q, y²·(c + m·Q/y) = H is c·y² + m·Q·y − H = 0. Walks the
 * segments overlapping q' = Q/y in [Q/hi, Q/lo] for the one where H(q')/q'² crosses H/Q²; null if none does cleanly.
 */
function solveRatio(
  data: IndexData,
  start: number,
  end: number,
  q: number,
  h: number,
  lo: number,
  hi: number,
): number | null {
  const target = h / (q * q);
  const qa = q / hi;
  const qb = q / lo;
  for (let k = start; k < end - 1; k += 1) {
    const q0 = data.flow[k] as number;
    const q1 = data.flow[k + 1] as number;
    if (q1 < qa || q0 > qb || q1 <= 0) {
      continue;
    }
    const h0 = data.head[k] as number;
    const m = ((data.head[k + 1] as number) - h0) / (q1 - q0);
    const c = h0 - m * q0;
    const from = Math.max(q0, qa);
    const to = Math.min(q1, qb);
    // H(x)/x² at both ends of the overlap.
    if (from > 0 && (c + m * from) / (from * from) >= target && (c + m * to) / (to * to) <= target) {
      const y = Math.abs(c) < 1e-12 ? h / (m * q) : (-m * q + Math.sqrt(m * m * q * q + 4 * c * h)) / (2 * c);
      return Number.isFinite(y) && y >= lo * (1 - 1e-12) && y <= hi * (1 + 1e-12) ? y : null;
    }
  }
  return null;
}

const reject = (index: number, reason: RejectionReason, miss: number, limit: number, actual: number) => ({
  ok: false as const,
  rejection: { index, reason, miss, limit, actual },
});

/** NPSH3 of pump i at flow q and ratio y: a trim keeps the eye (NPSH3 at q), a speed change scales it by y² at q/y. */
function npshAt(data: IndexData, i: number, q: number, y: number): number {
  const start = data.curveStart[i] as number;
  const end = data.curveStart[i + 1] as number;
  const isVfd = data.isVariableSpeed[i] === 1;
  if (Number.isNaN(data.npsh[start] as number)) {
    // Not published: from Nss = 8500 per eye at the running speed (HI EDB Eq. 1.D.4).
    return npshRequiredEstimateFt({
      speedRpm: (isVfd ? y : 1) * (data.nominalRpm[i] as number),
      flowGpm: q / (data.eyes[i] as number),
      suctionSpecificSpeed: DESIGN_SUCTION_SPECIFIC_SPEED,
    });
  }
  return isVfd
    ? y * y * curveAt(data.flow, data.npsh, start, end, q / y)
    : curveAt(data.flow, data.npsh, start, end, q);
}

/** Pump i of a parallel set running alone at ratio y (formulas/parallel.ts, all-friction system curve). */
export function packedRunAlone(data: IndexData, i: number, duty: MatchDuty, y: number): RunAlonePoint {
  const start = data.curveStart[i] as number;
  const end = data.curveStart[i + 1] as number;
  const point = runAloneOnPolyline({
    flow: data.flow,
    head: data.head,
    start,
    end,
    ratio: y,
    pumpFlowGpm: duty.flowGpm,
    systemFlowGpm: duty.flowGpm * duty.rules.runningPumps,
    headFt: duty.headFt,
  });
  const efficiency = curveAt(data.flow, data.efficiency, start, end, point.flowGpm / y);
  return {
    flowGpm: point.flowGpm,
    headFt: point.headFt,
    brakeHp: brakeHorsepower({
      flowGpm: point.flowGpm,
      headFt: point.headFt,
      specificGravity: duty.specificGravity,
      efficiency,
    }),
    percentOfBep: (100 * point.flowGpm) / (y * (data.bepFlow[i] as number)),
    npshRequiredFt: npshAt(data, i, point.flowGpm, y),
    isOnCurve: point.isOnCurve,
  };
}

/**
 * The affinity ratio that puts flow q and head h on pump i's curve within [yMin, yMax], or why none does: the flow past
 * the end of the curve, the head short at the largest ratio, or too much head at the smallest (analyzeWithPump's
 * solveRatio, with the same relative 1e-12 slack).
 */
function placeOnCurve(
  data: IndexData,
  i: number,
  q: number,
  h: number,
  yMin: number,
  yMax: number,
): { ok: true; ratio: number } | { ok: false; rejection: Rejection } {
  const start = data.curveStart[i] as number;
  const end = data.curveStart[i + 1] as number;
  const lastFlow = data.flow[end - 1] as number;
  if (q / yMax > lastFlow) {
    return reject(i, 'flow_beyond_curve', q / (yMax * lastFlow) - 1, yMax * lastFlow, q);
  }
  const yLow = Math.max(yMin, q / lastFlow);
  const headHigh = headAtRatio(data, start, end, q, yMax);
  if (headHigh < h * (1 - 1e-12)) {
    return reject(i, 'head_short', h / headHigh - 1, headHigh, h);
  }
  const headLow = headAtRatio(data, start, end, q, yLow);
  if (headLow > h * (1 + 1e-12)) {
    return reject(i, 'head_excess', headLow / h - 1, headLow, h);
  }
  return {
    ok: true,
    ratio: solveRatio(data, start, end, q, h, yLow, yMax) ?? bisectRatio(data, start, end, q, h, yLow, yMax),
  };
}

/**
 * A viscous duty placed as the full analysis places it (analyzeWithPump): on the water curve at the ANSI/HI 9.6.7
 * water-equivalent flow Q/C_Q and head H/C_H, the factors taken at the pump's BEP at the current ratio, a fixed point of
 * four steps from the water solution. The rejection when that duty is beyond the pump (past the curve, short of head, or
 * too much head at the smallest ratio), else null. Without it a pump the water solve places but the corrected duty does
 * not reach went on to its full analysis only to fail there, and a viscous duty with no pump paid that for every
 * candidate (most of a 'No Matches Found' search's time on hydraulic oil, measured 2026-11-27). The ratio, efficiency
 * and region of a pump that passes are still the water solve's, as before; the analysis has the last word on them.
 */
function viscousReach(
  data: IndexData,
  i: number,
  q: number,
  h: number,
  viscosityCst: number,
  waterRatio: number,
  yMin: number,
  yMax: number,
): { ok: false; rejection: Rejection } | null {
  const isVfd = data.isVariableSpeed[i] === 1;
  const bepFlow = data.bepFlow[i] as number;
  let y = waterRatio;
  for (let step = 0; step < 4; step += 1) {
    // C_Q and C_H only (viscosity-correction.ts): C_η is not needed to place the duty.
    const B = viscosityParameterB({
      flowGpm: (y * bepFlow) / (data.eyes[i] as number),
      headFt: (y * y * (data.bepHead[i] as number)) / (data.stages[i] as number),
      speedRpm: (isVfd ? y : 1) * (data.nominalRpm[i] as number),
      viscosityCst,
    });
    const CQ = flowCorrection(B);
    const placed = placeOnCurve(data, i, q / CQ, h / headCorrection(CQ, q / (y * bepFlow)), yMin, yMax);
    if (!placed.ok) {
      return placed;
    }
    y = placed.ratio;
  }
  return null;
}

/**
 * The exact per-pump solve and the feasibility rules, in the order a selector applies them: the flow on the curve, the
 * head within the trim or speed range (bisection on y²·H(Q/y) = H, HI affinity laws, as analyzeWithPump), the
 * allowable region (40–130 % of BEP and above the minimum stable flow), the ANSI/HI 9.6.1 NPSH margin when NPSHa is
 * known (and, on a suction lift without it, against the most NPSHa a lift gives), one pump of a parallel set running
 * alone (on its curve, inside its allowable region, NPSHa ≥ NPSH3), and a standard motor by the service's practice
 * (motor-sizing.ts) of at most 500 hp, or the single-phase limit.
 */
export function evaluatePump(
  data: IndexData,
  i: number,
  duty: MatchDuty,
): { ok: true; candidate: Candidate } | { ok: false; rejection: Rejection } {
  const start = data.curveStart[i] as number;
  const end = data.curveStart[i + 1] as number;
  const isVfd = data.isVariableSpeed[i] === 1;
  // prefilter.ts ratioRange, without its pair.
  const yMin = data.ratioLo[i] as number;
  const yMax = ratioCeiling(isVfd, data.ratioHi[i] as number, speedCap(data, i, duty.rules));
  const q = duty.flowGpm;
  const h = duty.headFt;
  const placed = placeOnCurve(data, i, q, h, yMin, yMax);
  if (!placed.ok) {
    return placed;
  }
  const y = placed.ratio;

  const percentOfBep = (100 * q) / (y * (data.bepFlow[i] as number));
  if (percentOfBep < AOR_MIN_PERCENT) {
    return reject(i, 'outside_aor', AOR_MIN_PERCENT / percentOfBep - 1, AOR_MIN_PERCENT, percentOfBep);
  }
  if (percentOfBep > AOR_MAX_PERCENT) {
    return reject(i, 'outside_aor', percentOfBep / AOR_MAX_PERCENT - 1, AOR_MAX_PERCENT, percentOfBep);
  }
  // The vendor's minimum continuous stable flow scales with the ratio (affinity), as analyzeWithPump's warning.
  const minFlow = (data.minStableFlow[i] as number) * y;
  if (q < minFlow) {
    return reject(i, 'below_min_flow', minFlow / q - 1, minFlow, q);
  }

  const npshRequiredFt = npshAt(data, i, q, y);
  let npshRule: NpshMarginRule | null = null;
  const available = duty.npshAvailableFt ?? duty.rules.liftNpshCeilingFt;
  if (available !== null) {
    const rule = npshMarginRule({
      service: duty.service,
      temperatureF: duty.temperatureF,
      suctionSpecificSpeed: data.suctionSpecificSpeed[i] as number,
    });
    const needed = npshNeededFt(rule, npshRequiredFt);
    if (available < needed) {
      const miss = available > 0 ? needed / available - 1 : needed;
      return reject(i, duty.npshAvailableFt === null ? 'lift_npsh' : 'npsh_margin', miss, needed, available);
    }
    npshRule = duty.npshAvailableFt === null ? null : rule;
  }

  let runAlone: RunAlonePoint | null = null;
  if (duty.rules.runningPumps > 1) {
    runAlone = packedRunAlone(data, i, duty, y);
    const isNpshShort = duty.npshAvailableFt !== null && duty.npshAvailableFt < runAlone.npshRequiredFt;
    if (!runAlone.isOnCurve || runAlone.percentOfBep > AOR_MAX_PERCENT || isNpshShort) {
      const miss = runAlone.isOnCurve ? runAlone.percentOfBep / AOR_MAX_PERCENT - 1 : 1;
      return reject(i, 'run_alone', Math.max(miss, 1e-6), AOR_MAX_PERCENT, runAlone.percentOfBep);
    }
  }

  // Last of the placement checks, since it is the dearest: only a pump that passes every other rule pays for it.
  if (duty.viscosityCst > CLEAN_WATER_MAX_CST) {
    const viscous = viscousReach(data, i, q, h, duty.viscosityCst, y, yMin, yMax);
    if (viscous !== null) {
      return viscous;
    }
  }
  // A viscous liquid lowers each pump's efficiency by its own HI 9.6.7 C_η, from its BEP at this ratio (per eye, per
  // stage), as analyzeWithPump does, taken once the placement checks have passed; the water curve still places the duty (the analysis has the last word there).
  const cEta =
    duty.viscosityCst > CLEAN_WATER_MAX_CST
      ? efficiencyCorrection(
          viscosityParameterB({
            flowGpm: (y * (data.bepFlow[i] as number)) / (data.eyes[i] as number),
            headFt: (y * y * (data.bepHead[i] as number)) / (data.stages[i] as number),
            speedRpm: (isVfd ? y : 1) * (data.nominalRpm[i] as number),
            viscosityCst: duty.viscosityCst,
          }),
        )
      : 1;
  const efficiency = curveAt(data.flow, data.efficiency, start, end, q / y) * cEta;
  const brakeHp = brakeHorsepower({
    flowGpm: q,
    headFt: h,
    specificGravity: duty.specificGravity,
    efficiency,
  });
  const motor = sizeMotor({
    brakeHp,
    // The curve's largest power at this ratio (P ∝ y³), in the pumped liquid (P ∝ SG, ÷ C_η).
    endOfCurveHp: ((data.maxPowerHp[i] as number) * y ** 3 * duty.specificGravity) / cEta,
    runAloneHp: runAlone?.brakeHp ?? null,
    practice: duty.rules.motorPractice,
  });
  if (motor.ratedHp === null) {
    return reject(i, 'motor_over_500hp', motor.requiredHp / 500 - 1, 500, motor.requiredHp);
  }
  const maxMotorHp = duty.rules.maxMotorHp;
  if (maxMotorHp !== null && motor.ratedHp > maxMotorHp) {
    return reject(i, 'single_phase_motor', motor.ratedHp / maxMotorHp - 1, maxMotorHp, motor.ratedHp);
  }
  return {
    ok: true,
    candidate: {
      index: i,
      ratio: y,
      efficiency,
      percentOfBep,
      npshRequiredFt,
      npshRule,
      brakeHp,
      motorHp: motor.ratedHp,
      motor,
      runAlone,
    },
  };
}
