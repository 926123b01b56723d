import { CLEAN_WATER_MAX_CST } from '../analysis/ideal-design.ts';
import type { MotorSizing } from '../analysis/motor-sizing.ts';
import { sizeMotor } from '../analysis/motor-sizing.ts';
import type { RunAlonePoint } from '../analysis/pump-design.ts';
import { AOR_MAX_PERCENT, AOR_MIN_PERCENT } from '../formulas/bep.ts';
import { runAloneOnPolyline } from '../formulas/parallel.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import { DESIGN_SUCTION_SPECIFIC_SPEED, npshRequiredEstimateFt } from '../formulas/specific-speed.ts';
import { efficiencyCorrection } from '../formulas/viscosity-correction.ts';
import { curveAt, placeOnCurve, slotViscosityB, viscousReach } from './curve-placement.ts';
import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import type { NpshMarginRule } from './npsh-margin.ts';
import { npshMarginRule, npshNeededFt } from './npsh-margin.ts';
import { ratioCeiling, speedCap } from './prefilter.ts';
import type { Rejection } from './rejection.ts';
import { reject } from './rejection.ts';

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

/** NPSH3 of pump i at flow q and ratio y: a trim keeps the eye (NPSH3 at q), a speed change scales it by y² at q/y. */
function npshAt(data: IndexData, i: number, q: number, y: number): number {
  const start = data.curveStart[i] as number;
  const end = data.curveEnd[i] as number;
  const isVfd = data.isVariableSpeed[i] === 1;
  if (data.hasNpsh[i] === 0) {
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
  const end = data.curveEnd[i] as number;
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
  const end = data.curveEnd[i] as number;
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
      ? efficiencyCorrection(slotViscosityB(data, i, y, duty.viscosityCst))
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
