import { polylineAt } from '../formulas/polyline.ts';
import { flowCorrection, headCorrection, viscosityParameterB } from '../formulas/viscosity-correction.ts';
import type { IndexData } from './index-data.ts';
import type { Rejection } from './rejection.ts';
import { reject } from './rejection.ts';

// Where a duty sits on one pump's packed curve: the affinity ratio that meets it (trim or speed), on water or, for a
// viscous liquid, at HI 9.6.7's water-equivalent duty; evaluatePump (feasibility.ts) checks the rest.

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

/**
 * The affinity ratio that puts flow q and head h on pump i's curve within [yMin, yMax], or why none does: the flow past
 * the end of the curve, the head short at the largest ratio, or too much head at the smallest (analyzeWithPump's
 * solveRatio, with the same relative 1e-12 slack).
 */
export function placeOnCurve(
  data: IndexData,
  i: number,
  q: number,
  h: number,
  yMin: number,
  yMax: number,
): { ok: true; ratio: number } | { ok: false; rejection: Rejection } {
  const start = data.curveStart[i] as number;
  const end = data.curveEnd[i] as number;
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
export function viscousReach(
  data: IndexData,
  i: number,
  q: number,
  h: number,
  viscosityCst: number,
  waterRatio: number,
  yMin: number,
  yMax: number,
): { ok: false; rejection: Rejection } | null {
  const bepFlow = data.bepFlow[i] as number;
  let y = waterRatio;
  for (let step = 0; step < 4; step += 1) {
    // C_Q and C_H only (viscosity-correction.ts): C_η is not needed to place the duty.
    const CQ = flowCorrection(slotViscosityB(data, i, y, viscosityCst));
    const placed = placeOnCurve(data, i, q / CQ, h / headCorrection(CQ, q / (y * bepFlow)), yMin, yMax);
    if (!placed.ok) {
      return placed;
    }
    y = placed.ratio;
  }
  return null;
}

/**
 * HI 9.6.7's parameter B of slot i at affinity ratio y: its BEP scaled to y (Q ∝ y, H ∝ y², N ∝ y on a drive, else
 * fixed), per eye and per stage. The one place the matcher takes B: the placement, the efficiency and its bounds.
 */
export function slotViscosityB(data: IndexData, i: number, y: number, viscosityCst: number): number {
  return viscosityParameterB({
    flowGpm: (y * (data.bepFlow[i] as number)) / (data.eyes[i] as number),
    headFt: (y * y * (data.bepHead[i] as number)) / (data.stages[i] as number),
    speedRpm: (data.isVariableSpeed[i] === 1 ? y : 1) * (data.nominalRpm[i] as number),
    viscosityCst,
  });
}
