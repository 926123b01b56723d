import { CEPCI_1982, CEPCI_CURRENT, corripioPumpCostUsd, presentValueFactor } from '../formulas/economics.ts';
import { annualEnergyKwh, motorInputKw } from '../formulas/energy.ts';
import { NEMA_RATINGS_HP, nemaPremiumEfficiency, poleColumn } from '../formulas/motor.ts';
import { waterHorsepower } from '../formulas/power.ts';
import type { IndexData } from './catalogue-index.ts';
import type { MatchDuty } from './feasibility.ts';
import { PLAUSIBLE_SLACK } from './feasibility.ts';
import type { CostBasis } from './score.ts';
import { bepTerm, efficiencyTerm, SCORE_WEIGHTS } from './score.ts';

/**
 * Admissible bounds for the pruned ranking (ranking.ts): from the index alone, a bound that no feasible operating point
 * of the pump can beat. Why each holds, term by term (score.ts has the terms):
 *
 * - T_eff: η at the duty is the curve interpolated at Q/y, never above the curve's highest point, the BEP efficiency.
 * - T_bep: the exact y lies in the pre-filter's interval [lo, hi] (up to the solver's 1e-12), so %BEP = 100·Q/(y·Q_BEP)
 *   lies in [100·Q/(hi·Q_BEP), 100·Q/(lo·Q_BEP)]; T_bep is best at the point of that range nearest 100 %.
 * - T_npsh: at most 1 (0.5 exactly when NPSHa is unknown).
 * - T_lead: exact (the pump's own lead time).
 * - T_lcc = LCC_min/LCC: at most LCC_min/floor, floor ≤ LCC (lifeCycleCostFloorUsd), once LCC_min is known exactly.
 *
 * The terms are summed in another order than scoreFromTerms, and the interval is widened by the pre-filter's slack, so
 * BOUND_SLACK absorbs rounding: every bound exceeds the exact score, ties included.
 */
export const BOUND_SLACK = 1e-9;

/** The bound on 0.30·T_eff + 0.25·T_bep + 0.15·T_npsh + 0.10·T_lead for slot i with pre-filter interval [lo, hi]. */
export function partialScoreBound(
  data: IndexData,
  i: number,
  duty: MatchDuty,
  lo: number,
  hi: number,
): number {
  const bep = data.bepFlow[i] as number;
  const a = (100 * duty.flowGpm) / (hi * PLAUSIBLE_SLACK * bep);
  const b = (100 * duty.flowGpm) / ((lo / PLAUSIBLE_SLACK) * bep);
  const nearest = Math.min(Math.max(100, Math.min(a, b)), Math.max(a, b));
  return (
    SCORE_WEIGHTS.efficiency * efficiencyTerm(data.bepEfficiency[i] as number) +
    SCORE_WEIGHTS.bep * bepTerm(nearest) +
    SCORE_WEIGHTS.npsh * (duty.npshAvailableFt === null ? 0.5 : 1) +
    SCORE_WEIGHTS.leadTime * (data.leadTerm[i] as number) +
    BOUND_SLACK
  );
}

/** The bound on 0.20·T_lcc given the exact cheapest life-cycle cost of the query and the pump's floor. */
export function costScoreBound(cheapestUsd: number, floorUsd: number): number {
  return SCORE_WEIGHTS.lifeCycleCost * (floorUsd > 0 ? Math.min(1, cheapestUsd / floorUsd) : 1);
}

// Per pole column (2, 4, 6+ poles) and NEMA rating k: the best NEMA Premium efficiency of rating k or larger.
const BEST_MOTOR_EFFICIENCY = [2, 4, 6].map((poles) =>
  NEMA_RATINGS_HP.map((_, k) =>
    Math.max(...NEMA_RATINGS_HP.slice(k).map((ratedHp) => nemaPremiumEfficiency({ ratedHp, poles }) ?? 0.96)),
  ),
);

/** What the cost floor needs from the query, computed once: water power and the present-value factors. */
export interface FloorBasis {
  readonly duty: MatchDuty;
  readonly basis: CostBasis;
  readonly waterHp: number;
  /** Present-value factors (maintenance, energy) for a 15- and a 20-year life, or both the given life. */
  readonly short: readonly [number, number];
  readonly long: readonly [number, number];
}

export function floorBasis(duty: MatchDuty, basis: CostBasis): FloorBasis {
  const factors = (years: number): [number, number] => [
    presentValueFactor({ rate: basis.discountRate, years, escalation: 0 }),
    presentValueFactor({ rate: basis.discountRate, years, escalation: basis.energyEscalation }),
  ];
  return {
    duty,
    basis,
    waterHp: waterHorsepower(duty),
    short: factors(basis.lifetimeYears ?? 15),
    long: factors(basis.lifetimeYears ?? 20),
  };
}

/**
 * A floor under lifeCycleCostUsd (score.ts) at any feasible point of slot i: the same formula with every input at its
 * cheapest. Brake power is at least Q·H·SG/(3960·η_BEP); the motor need is brake power × an API 610 margin of at least
 * 1.10, so the motor is at least the NEMA rating of 1.10 × that floor (and its efficiency at most the best of the larger
 * ratings); equipment grows with the motor; the life is the shorter one whenever the motor size could decide it, and
 * present-value factors are the smaller of the two lives'. Returns 0 (no information) if a coefficient could be negative.
 */
export function lifeCycleCostFloorUsd(data: IndexData, i: number, f: FloorBasis): number {
  const { duty, basis } = f;
  const brakeHp = f.waterHp / (data.bepEfficiency[i] as number);
  // nemaMotorRatingHp's rule, keeping the rating's position.
  const need = brakeHp * 1.1;
  const k = NEMA_RATINGS_HP.findIndex((rating) => rating >= need - 1e-9);
  if (k < 0) {
    // Over 500 hp whatever the efficiency: never feasible, so any floor holds.
    return Number.POSITIVE_INFINITY;
  }
  const motorHp = NEMA_RATINGS_HP[k] as number;
  const listUsd = data.listUsd[i] as number;
  const equipment = Number.isNaN(listUsd)
    ? (corripioPumpCostUsd({ flowGpm: duty.flowGpm, headFt: duty.headFt / (data.stages[i] as number) }) *
        (CEPCI_CURRENT / CEPCI_1982) +
        300 * motorHp ** 0.78) *
      1.1
    : listUsd;
  const motorEfficiency = BEST_MOTOR_EFFICIENCY[poleColumn(data.poles[i] as number)]?.[k] ?? 0.96;
  const kwh = annualEnergyKwh({
    inputKw: motorInputKw({ brakeHp, motorEfficiency }),
    hoursPerDay: basis.hoursPerDay,
    daysPerYear: basis.daysPerYear,
  });
  const [maintenance, energy] =
    basis.lifetimeYears !== null || data.isInline[i] === 1
      ? f.short
      : motorHp >= 5
        ? f.long
        : [Math.min(f.short[0], f.long[0]), Math.min(f.short[1], f.long[1])];
  if (!(maintenance >= 0 && energy >= 0 && basis.ratePerKwh >= 0 && equipment >= 0)) {
    return 0;
  }
  const floor =
    equipment * 1.5 +
    equipment * (basis.isCleanService ? 0.03 : 0.05) * maintenance +
    kwh * basis.ratePerKwh * energy;
  // Relative slack for rounding in pow/exp (not guaranteed monotone to the last bit).
  return floor * (1 - 1e-9);
}
