import type { FluidService } from '../fluids/library.ts';
import { api610DriverMarginFactor, NEMA_RATINGS_HP } from '../formulas/motor.ts';
import { hpToKw } from '../units/power.ts';
import { roundSignificant } from '../units/significant.ts';

/**
 * How the motor is sized (docs/decisions/0003-motor-sizing.md): API 610 driver margins only in petroleum service, where
 * API 610 governs; the NEMA MG 1 general-service rule everywhere else.
 */
export type MotorSizingPractice = 'nema-general-service' | 'api-610';

/** API 610 covers petroleum, petrochemical and natural-gas service: hydrocarbons and the oils of that industry. */
export function motorSizingPractice(service: FluidService): MotorSizingPractice {
  return service === 'hydrocarbon' || service === 'lube-oil' ? 'api-610' : 'nema-general-service';
}

/**
 * Service factor of a general-purpose TEFC motor, NEMA MG 1 Table 12-4 / §12.51 [R]: 1.15 up to 200 hp; larger
 * machines (MG 1 Part 20) are rated at 1.0.
 */
export function nemaServiceFactor(ratedHp: number): number {
  return ratedHp <= 200 ? 1.15 : 1.0;
}

/**
 * The largest single-phase motor, hp: NEC (NFPA 70) Table 430.248 lists single-phase full-load currents only to 10 hp,
 * and makers' single-phase TEFC ranges (NEMA MG 1 frames; e.g. WEG, ABB Baldor) stop there. Beyond it a site needs a
 * three-phase supply (or a drive made for single-phase input, derated).
 */
export const SINGLE_PHASE_MAX_HP = 10;

/** The least motor need, as a multiple of brake power, a practice can ask for (the cost floor of score-bound.ts). */
export function minimumMotorFactor(practice: MotorSizingPractice): number {
  return practice === 'api-610' ? 1.1 : 1;
}

export interface MotorSizing {
  /** Next NEMA rating meeting the rule; null above 500 hp (an engineered motor). */
  readonly ratedHp: number | null;
  /** The power the rule asks the rating to cover at service factor 1.0, hp. */
  readonly requiredHp: number;
  readonly practice: MotorSizingPractice;
}

/**
 * The motor for a pump at the duty. Both practices keep the duty (and, for a parallel set, one pump running alone) at
 * service factor 1.0 — the reference says not to spend the 1.15 on continuous duty.
 * - NEMA general service: the smallest rating R ≥ the operating brake power with R × service factor ≥ the largest power
 *   on the curve at this trim or speed (run-out), so the motor cannot overload anywhere on its curve.
 * - API 610: R ≥ brake power × the driver margin (125 % ≤ 22 kW, 115 % to 55 kW, 110 % above); run-out is checked by
 *   the caller and warned about, not silently upsized (ADR 0003).
 */
export function sizeMotor(input: {
  brakeHp: number;
  /** Largest shaft power on the curve at the operating trim or speed, hp; null when no curve is known. */
  endOfCurveHp: number | null;
  /** Shaft power of one pump of a parallel set running alone, hp; null for a single pump. */
  runAloneHp: number | null;
  practice: MotorSizingPractice;
}): MotorSizing {
  const continuousHp = Math.max(input.brakeHp, input.runAloneHp ?? 0);
  if (input.practice === 'api-610') {
    const requiredHp = Math.max(
      input.brakeHp * api610DriverMarginFactor(hpToKw(input.brakeHp)),
      continuousHp,
    );
    return { ratedHp: nextRating(requiredHp, 0), requiredHp, practice: input.practice };
  }
  const runOutHp = input.endOfCurveHp ?? 0;
  return {
    ratedHp: nextRating(continuousHp, runOutHp),
    requiredHp: Math.max(continuousHp, runOutHp / 1.15),
    practice: input.practice,
  };
}

/** First NEMA rating R with R ≥ continuous and R × service factor ≥ run-out (1e-9 slack for rounding). */
function nextRating(continuousHp: number, runOutHp: number): number | null {
  return (
    NEMA_RATINGS_HP.find(
      (rating) => rating >= continuousHp - 1e-9 && rating * nemaServiceFactor(rating) >= runOutHp - 1e-9,
    ) ?? null
  );
}

/** One sentence on how the motor was sized, with the numbers, for assumptions and reasoning. */
export function motorSizingText(sizing: MotorSizing, brakeHp: number): string {
  const rated = sizing.ratedHp === null ? 'above 500 hp (an engineered motor)' : `${sizing.ratedHp} hp`;
  return sizing.practice === 'api-610'
    ? `Motor ${rated} by API 610 practice (petroleum service): brake power × the API 610 driver margin, ${roundSignificant(sizing.requiredHp)} hp needed.`
    : `Motor ${rated} by NEMA MG 1 general-service practice: at least the ${roundSignificant(brakeHp)} hp at the duty at service factor 1.0, with its 1.15 service factor covering the curve's run-out power.`;
}
