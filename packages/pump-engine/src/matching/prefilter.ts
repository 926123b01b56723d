import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import type { MatchRules } from './match-rules.ts';
import { traitsPass } from './match-rules.ts';

// Off-nominal speed is capped at 120 % of the reference speed (analyzeWithPump's bound).
const MAX_OVERSPEED = 1.2;

/**
 * The reachable affinity ratio y against the published curve (analyzeWithPump's bounds): a trim pump runs at its rated
 * speed (on its supply, or from a drive at its rated frequency) with D/D_max in [ratioLo, 1]; a VFD pump at N/N_ref in
 * [ratioLo, min(ratioHi, 1.2)], and no faster than a requested speed.
 */
export function ratioRange(data: IndexData, i: number, rules: MatchRules): [number, number] {
  const isVfd = data.isVariableSpeed[i] === 1;
  return [
    data.ratioLo[i] as number,
    ratioCeiling(isVfd, data.ratioHi[i] as number, speedCap(data, i, rules)),
  ];
}

/** The highest y from the ratio range's high end `hi` and the pump's speed cap (ratio of a requested speed). */
export function ratioCeiling(isVfd: boolean, hi: number, cap: number): number {
  return isVfd ? Math.min(hi, MAX_OVERSPEED, cap) : 1;
}

/** A requested speed as a ratio of pump i's reference speed (infinite when none was requested). */
export function speedCap(data: IndexData, i: number, rules: MatchRules): number {
  return rules.speedCeilingRpm === null
    ? Number.POSITIVE_INFINITY
    : rules.speedCeilingRpm / (data.nominalRpm[i] as number);
}

/**
 * The constraints checked on the index before any solve: the attribute rules (type, orientation, materials, seal,
 * suction lift) and a requested speed the pump's slowest speed already exceeds (its nominal speed on a trim, its lowest
 * on a VFD). The supply frequency and the drive are per group (match-rules.ts groupServes).
 */
export function isAdmitted(data: IndexData, i: number, rules: MatchRules): boolean {
  if (!traitsPass(data.traits[i] as number, rules)) {
    return false;
  }
  if (rules.speedCeilingRpm === null) {
    return true;
  }
  const slowest = data.isVariableSpeed[i] === 1 ? (data.ratioLo[i] as number) : 1;
  return slowest * (data.nominalRpm[i] as number) <= rules.speedCeilingRpm;
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
  const [yMin, yMax] = ratioRange(data, i, duty.rules);
  return plausibleLow(data, i, duty, yMin) <= plausibleHigh(data, i, duty, yMax) * PLAUSIBLE_SLACK;
}
