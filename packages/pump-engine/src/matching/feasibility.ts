import type { FluidService } from '../fluids/library.ts';
import { api610DriverMarginFactor, nemaMotorRatingHp } from '../formulas/motor.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import { DESIGN_SUCTION_SPECIFIC_SPEED, npshRequiredEstimateFt } from '../formulas/specific-speed.ts';
import { hpToKw } from '../units/power.ts';
import type { IndexData } from './catalogue-index.ts';
import { AOR_MAX_FRACTION, AOR_MIN_FRACTION } from './catalogue-index.ts';

/** The duty as the matcher needs it (engine units, after normaliseDuty). */
export interface MatchDuty {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly specificGravity: number;
  readonly service: FluidService;
  readonly temperatureF: number;
  readonly npshAvailableFt: number | null;
  /** The supply frequency when the duty gives one; null: each pump at its own rating (analyzeWithPump's rule). */
  readonly frequencyHz: number | null;
}

/** Why a pump cannot take the duty. */
export type RejectionReason =
  | 'flow_beyond_curve'
  | 'head_short'
  | 'head_excess'
  | 'outside_aor'
  | 'below_min_flow'
  | 'npsh_margin'
  | 'motor_over_500hp'
  | 'analysis_failed';

/** A rejected pump and by how much it missed: `miss` is the relative change the duty would need (0.12 = 12 %). */
export interface Rejection {
  readonly index: number;
  readonly reason: RejectionReason;
  readonly miss: number;
  /** The reason's own numbers, quoted in the no-match text (ft, gpm, %, hp). */
  readonly limit: number;
  readonly actual: number;
}

/** ANSI/HI 9.6.1 minimum NPSH margin: NPSHa ≥ max(ratio·NPSH3, NPSH3 + marginFt). */
export interface NpshMarginRule {
  readonly ratio: number;
  readonly marginFt: number;
  readonly application: string;
}

/** A pump that meets the duty, with the numbers the score and the reasoning use. */
export interface Candidate {
  readonly index: number;
  /** Affinity ratio against the pump's reference speed (D/D_max for a trim, N/N_ref on a VFD), as analyzeWithPump. */
  readonly ratio: number;
  /** Supply over rated frequency (1 when the duty gives none). */
  readonly speedScale: number;
  readonly efficiency: number;
  readonly percentOfBep: number;
  readonly npshRequiredFt: number;
  readonly npshRule: NpshMarginRule | null;
  readonly brakeHp: number;
  readonly motorHp: number;
}

const M_TO_FT = 1 / 0.3048;

/**
 * ANSI/HI 9.6.1-2012 margin by application (reference §2.4, [R]): petroleum 1.1 or 1 m; water, wastewater and general
 * service 1.1 or 0.6 m below Nss 7500 (US), 1.2 or 1 m above; HVAC (glycol) 1.0 below 7500, 1.1 or 0.6 m above; hot
 * water over 300 °F (high suction energy) 2.0 or 1 m, the low end of the reference's 2.0–2.5.
 */
export function npshMarginRule(input: {
  service: FluidService;
  temperatureF: number;
  suctionSpecificSpeed: number;
}): NpshMarginRule {
  const high = input.suctionSpecificSpeed > 7500;
  if (input.service === 'hydrocarbon' || input.service === 'lube-oil') {
    return { ratio: 1.1, marginFt: 1 * M_TO_FT, application: 'petroleum process service' };
  }
  if (input.temperatureF > 300) {
    return { ratio: 2, marginFt: 1 * M_TO_FT, application: 'hot water above 300 °F' };
  }
  if (input.service === 'glycol') {
    return high
      ? { ratio: 1.1, marginFt: 0.6 * M_TO_FT, application: 'HVAC service, Nss above 7500' }
      : { ratio: 1, marginFt: 0, application: 'HVAC service, Nss below 7500' };
  }
  return high
    ? { ratio: 1.2, marginFt: 1 * M_TO_FT, application: 'water service, Nss above 7500' }
    : { ratio: 1.1, marginFt: 0.6 * M_TO_FT, application: 'water service, Nss below 7500' };
}

/** NPSHa the rule asks for, ft. */
export function npshNeededFt(rule: NpshMarginRule, npshRequiredFt: number): number {
  return Math.max(rule.ratio * npshRequiredFt, npshRequiredFt + rule.marginFt);
}

/** Linear interpolation over the packed curve [start, end) — the same clamped rule as interpolateCurve. */
export function curveAt(xs: Float64Array, ys: Float64Array, start: number, end: number, x: number): number {
  if (x <= (xs[start] as number)) {
    return ys[start] as number;
  }
  for (let k = start + 1; k < end; k += 1) {
    const x1 = xs[k] as number;
    if (x <= x1) {
      const x0 = xs[k - 1] as number;
      const y0 = ys[k - 1] as number;
      return x === x1 ? (ys[k] as number) : y0 + (((ys[k] as number) - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return ys[end - 1] as number;
}

/** The reachable range of y = x·s (affinity ratio against the published curve) for pump i at speed scale s. */
export function ratioRange(data: IndexData, i: number, s: number): [number, number] {
  return [
    ratioFloor(data.isVariableSpeed[i] === 1, data.ratioLo[i] as number, s),
    ratioCeiling(data.isVariableSpeed[i] === 1, data.ratioHi[i] as number, s),
  ];
}

// Trim: x in [D_min/D_max, 1]; VFD: x in [N_min, min(N_max, 1.2·N_ref)]/N_ref (analyzeWithPump's bounds); y = x·s.
/** Lowest y from the ratio range's low end `lo` (ratioLo). */
export function ratioFloor(isVfd: boolean, lo: number, s: number): number {
  return isVfd ? lo : lo * s;
}

/** Highest y from the ratio range's high end `hi` (ratioHi). */
export function ratioCeiling(isVfd: boolean, hi: number, s: number): number {
  return isVfd ? Math.min(hi, 1.2 * s) : s;
}

/** Speed scale s = supply/rated frequency for pump i (affinity laws; 1 when the duty gives no frequency). */
export function speedScale(data: IndexData, i: number, duty: MatchDuty): number {
  return duty.frequencyHz === null ? 1 : duty.frequencyHz / (data.frequencyHz[i] as number);
}

/** Bisection on y²·H(Q/y) = H over [lo, hi] (analyzeWithPump's method): the fallback for curves that droop. */
function bisectRatio(headAt: (y: number) => number, h: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let k = 0; k < 48; k += 1) {
    const mid = 0.5 * (a + b);
    if (headAt(mid) < h) {
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
    const f = (x: number) => (c + m * x) / (x * x);
    if (from > 0 && f(from) >= target && f(to) <= target) {
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

/**
 * The exact per-pump solve and the feasibility rules, in the order a selector applies them: the flow on the curve, the
 * head within the trim or speed range (bisection on y²·H(Q/y) = H, HI affinity laws, as analyzeWithPump), the
 * allowable region (40–130 % of BEP and above the minimum stable flow), the ANSI/HI 9.6.1 NPSH margin when NPSHa is
 * known, and a standard motor of at most 500 hp (NEMA; API 610 driver margin).
 */
export function evaluatePump(
  data: IndexData,
  i: number,
  duty: MatchDuty,
): { ok: true; candidate: Candidate } | { ok: false; rejection: Rejection } {
  const start = data.curveStart[i] as number;
  const end = data.curveStart[i + 1] as number;
  const s = speedScale(data, i, duty);
  const [yMin, yMax] = ratioRange(data, i, s);
  const q = duty.flowGpm;
  const h = duty.headFt;
  const lastFlow = data.flow[end - 1] as number;
  const headAt = (y: number) => y * y * curveAt(data.flow, data.head, start, end, q / y);

  if (q / yMax > lastFlow) {
    return reject(i, 'flow_beyond_curve', q / (yMax * lastFlow) - 1, yMax * lastFlow, q);
  }
  const yLow = Math.max(yMin, q / lastFlow);
  const headHigh = headAt(yMax);
  if (headHigh < h * (1 - 1e-12)) {
    return reject(i, 'head_short', h / headHigh - 1, headHigh, h);
  }
  const headLow = headAt(yLow);
  if (headLow > h * (1 + 1e-12)) {
    return reject(i, 'head_excess', headLow / h - 1, headLow, h);
  }
  const y = solveRatio(data, start, end, q, h, yLow, yMax) ?? bisectRatio(headAt, h, yLow, yMax);

  const percentOfBep = (100 * q) / (y * (data.bepFlow[i] as number));
  if (percentOfBep < 100 * AOR_MIN_FRACTION) {
    return reject(
      i,
      'outside_aor',
      (100 * AOR_MIN_FRACTION) / percentOfBep - 1,
      100 * AOR_MIN_FRACTION,
      percentOfBep,
    );
  }
  if (percentOfBep > 100 * AOR_MAX_FRACTION) {
    return reject(
      i,
      'outside_aor',
      percentOfBep / (100 * AOR_MAX_FRACTION) - 1,
      100 * AOR_MAX_FRACTION,
      percentOfBep,
    );
  }
  // The vendor's minimum continuous stable flow scales with the ratio (affinity), as analyzeWithPump's warning.
  const minFlow = (data.minStableFlow[i] as number) * y;
  if (q < minFlow) {
    return reject(i, 'below_min_flow', minFlow / q - 1, minFlow, q);
  }

  const efficiency = curveAt(data.flow, data.efficiency, start, end, q / y);
  const isVfd = data.isVariableSpeed[i] === 1;
  const hasNpsh = !Number.isNaN(data.npsh[start] as number);
  // A trim keeps the eye (NPSH3 of the full-diameter curve at the flow); a speed change scales it by y² at Q/y.
  const npshRequiredFt = !hasNpsh
    ? npshRequiredEstimateFt({
        speedRpm: (isVfd ? y : s) * (data.nominalRpm[i] as number),
        flowGpm: q / (data.eyes[i] as number),
        suctionSpecificSpeed: DESIGN_SUCTION_SPECIFIC_SPEED,
      })
    : isVfd
      ? y * y * curveAt(data.flow, data.npsh, start, end, q / y)
      : s * s * curveAt(data.flow, data.npsh, start, end, q / s);
  let npshRule: NpshMarginRule | null = null;
  if (duty.npshAvailableFt !== null) {
    npshRule = npshMarginRule({
      service: duty.service,
      temperatureF: duty.temperatureF,
      suctionSpecificSpeed: data.suctionSpecificSpeed[i] as number,
    });
    const needed = npshNeededFt(npshRule, npshRequiredFt);
    if (duty.npshAvailableFt < needed) {
      const miss = duty.npshAvailableFt > 0 ? needed / duty.npshAvailableFt - 1 : needed;
      return reject(i, 'npsh_margin', miss, needed, duty.npshAvailableFt);
    }
  }

  const brakeHp = brakeHorsepower({
    flowGpm: q,
    headFt: h,
    specificGravity: duty.specificGravity,
    efficiency,
  });
  const motorNeedHp = brakeHp * api610DriverMarginFactor(hpToKw(brakeHp));
  const motorHp = nemaMotorRatingHp(motorNeedHp);
  if (motorHp === null) {
    return reject(i, 'motor_over_500hp', motorNeedHp / 500 - 1, 500, motorNeedHp);
  }
  return {
    ok: true,
    candidate: {
      index: i,
      ratio: y / s,
      speedScale: s,
      efficiency,
      percentOfBep,
      npshRequiredFt,
      npshRule,
      brakeHp,
      motorHp,
    },
  };
}

/** The pre-filter's lower end of y: the ratio range, the AOR's high flow end, and the head over the AOR span. */
export function plausibleLow(data: IndexData, i: number, duty: MatchDuty, yMin: number): number {
  return Math.max(
    yMin,
    duty.flowGpm / (data.aorFlowHi[i] as number),
    Math.sqrt(duty.headFt / (data.aorHeadMax[i] as number)),
  );
}

/** The pre-filter's upper end of y (the counterpart of plausibleLow). */
export function plausibleHigh(data: IndexData, i: number, duty: MatchDuty, yMax: number): number {
  return Math.min(
    yMax,
    duty.flowGpm / (data.aorFlowLo[i] as number),
    Math.sqrt(duty.headFt / (data.aorHeadMin[i] as number)),
  );
}

// Slack for rounding at the pre-filter's bounds; the exact solve decides.
export const PLAUSIBLE_SLACK = 1 + 1e-9;

/**
 * Pre-filter (necessary conditions only, so it never drops a feasible pump): some y in the pump's range must put the
 * duty at 40–130 % of BEP flow on the curve (Q/y within the AOR span) with H/y² inside the curve's head over that span.
 */
export function isPlausible(data: IndexData, i: number, duty: MatchDuty): boolean {
  const [yMin, yMax] = ratioRange(data, i, speedScale(data, i, duty));
  return plausibleLow(data, i, duty, yMin) <= plausibleHigh(data, i, duty, yMax) * PLAUSIBLE_SLACK;
}
