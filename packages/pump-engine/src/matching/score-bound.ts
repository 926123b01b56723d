import { CLEAN_WATER_MAX_CST } from '../analysis/ideal-design.ts';
import { minimumMotorFactor } from '../analysis/motor-sizing.ts';
import { LIFE_CYCLE_HORIZON_YEARS, presentValueFactor } from '../formulas/economics.ts';
import { annualEnergyKwh, motorInputKw } from '../formulas/energy.ts';
import { NEMA_RATINGS_HP, nemaPremiumEfficiency, poleColumn } from '../formulas/motor.ts';
import { polylineMaxOver } from '../formulas/polyline.ts';
import { waterHorsepower } from '../formulas/power.ts';
import { efficiencyCorrection } from '../formulas/viscosity-correction.ts';
import { slotViscosityB } from './curve-placement.ts';
import { coefficientCeiling } from './head-coefficient-envelope.ts';
import { blockEfficiencyCeiling } from './index-blocks.ts';
import type { IndexData } from './index-data.ts';
import type { MatchDuty } from './match-duty.ts';
import { PLAUSIBLE_SLACK } from './prefilter.ts';
import type { CostBasis } from './score.ts';
import { bepTerm, efficiencyTerm, estimatedEquipmentUsd, SCORE_WEIGHTS } from './score.ts';
import type { PlausibleBlock } from './search.ts';

/**
 * Admissible bounds for the pruned ranking (ranking.ts): from the index alone, a bound that no feasible operating point
 * of the pump can beat. Why each holds, term by term (score.ts has the terms):
 *
 * - T_eff: η at the duty is the curve interpolated at Q/y (times C_η ≤ 1 for a viscous liquid, HI 9.6.7), never above the
 *   curve's highest value over the flows Q/y that y in the interval below can give (efficiencyCeiling).
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

/**
 * The most efficiency slot i can have at the duty: the packed efficiency curve's highest value over the flows Q/y for y in
 * the pre-filter's interval [lo, hi] (widened by its slack), interpolated as curveAt does — a piecewise-linear curve
 * peaks at an end of the span or at a published point inside it. At most the BEP efficiency.
 */
export function efficiencyCeiling(
  data: IndexData,
  i: number,
  duty: MatchDuty,
  lo: number,
  hi: number,
): number {
  const start = data.curveStart[i] as number;
  const end = data.curveEnd[i] as number;
  const qa = duty.flowGpm / (hi * PLAUSIBLE_SLACK);
  const qb = (duty.flowGpm * PLAUSIBLE_SLACK) / lo;
  const best = polylineMaxOver(data.flow, data.efficiency, start, end, qa, qb);
  return best * viscousEfficiencyCeiling(data, i, duty, hi * PLAUSIBLE_SLACK);
}

/**
 * The most of its water efficiency slot i keeps in a viscous liquid at any ratio up to `yMax`: HI 9.6.7's C_η at the
 * pump's BEP scaled to yMax (evaluatePump takes C_η at the solved ratio, never above yMax). C_η = B^(−0.0547·B^0.69)
 * falls as B rises (B > 1; 1 below), and B = 26.6·ν^0.5·H^0.0625/(Q^0.375·N^0.25) with Q ∝ y, H ∝ y², N ∝ y on a drive
 * (else fixed) goes as y^−0.25 or y^−0.5: smallest, so C_η largest, at the largest ratio. 1 for a clean liquid.
 */
function viscousEfficiencyCeiling(data: IndexData, i: number, duty: MatchDuty, yMax: number): number {
  if (duty.viscosityCst <= CLEAN_WATER_MAX_CST) {
    return 1;
  }
  return efficiencyCorrection(slotViscosityB(data, i, yMax, duty.viscosityCst));
}

/**
 * The bound on 0.30·T_eff + 0.25·T_bep + 0.15·T_npsh + 0.10·T_lead for slot i with pre-filter interval [lo, hi] and
 * efficiency ceiling `efficiency` (efficiencyCeiling).
 */
export function partialScoreBound(
  data: IndexData,
  i: number,
  duty: MatchDuty,
  lo: number,
  hi: number,
  efficiency: number,
): number {
  const bep = data.bepFlow[i] as number;
  const a = (100 * duty.flowGpm) / (hi * PLAUSIBLE_SLACK * bep);
  const b = (100 * duty.flowGpm) / ((lo / PLAUSIBLE_SLACK) * bep);
  const nearest = Math.min(Math.max(100, Math.min(a, b)), Math.max(a, b));
  return (
    SCORE_WEIGHTS.efficiency * efficiencyTerm(efficiency) +
    SCORE_WEIGHTS.bep * bepTerm(nearest) +
    SCORE_WEIGHTS.npsh * (duty.npshAvailableFt === null ? 0.5 : 1) +
    SCORE_WEIGHTS.leadTime * (data.leadTerm[i] as number) +
    BOUND_SLACK
  );
}

/**
 * partialScoreBound for every slot a plausible block may hand out: the same terms at the block's best inputs — its best
 * BEP efficiency and lead-time term, and %BEP over the block's interval of y (which holds each slot's) and its BEP-flow
 * range clipped to the group's window (which holds each admitted slot's BEP flow). Each term is at least the slot's.
 */
export function blockPartialScoreBound(data: IndexData, block: PlausibleBlock, duty: MatchDuty): number {
  const b = block.block;
  const [a, c] = blockPercentOfBep(data, block, duty);
  const nearest = Math.min(Math.max(100, Math.min(a, c)), Math.max(a, c));
  return (
    SCORE_WEIGHTS.efficiency *
      efficiencyTerm(
        blockWaterEfficiencyCeiling(data, block, duty, a, c) * blockViscousCeiling(data, block, duty),
      ) +
    SCORE_WEIGHTS.bep * bepTerm(nearest) +
    SCORE_WEIGHTS.npsh * (duty.npshAvailableFt === null ? 0.5 : 1) +
    SCORE_WEIGHTS.leadTime * (data.blocks.leadTermMax[b] as number) +
    BOUND_SLACK
  );
}

/**
 * The most of its water efficiency any slot of a plausible block keeps in a viscous liquid (viscousEfficiencyCeiling's
 * argument over the block): B = B₁·ν^0.5·y^−0.25 (y^−0.5 on a drive), B₁ a pump's B for 1 cSt at its BEP, is least at the
 * block's largest ratio and its smallest B₁ (index-blocks.ts viscousBMin), and C_η falls as B rises. 1 for a clean
 * liquid.
 */
function blockViscousCeiling(data: IndexData, block: PlausibleBlock, duty: MatchDuty): number {
  if (duty.viscosityCst <= CLEAN_WATER_MAX_CST) {
    return 1;
  }
  const yMax = block.hi * PLAUSIBLE_SLACK;
  const B =
    (data.blocks.viscousBMin[block.block] as number) *
    duty.viscosityCst ** 0.5 *
    yMax ** (block.isVfd ? -0.5 : -0.25);
  return efficiencyCorrection(B);
}

/**
 * The most water efficiency any slot of a plausible block can have at the duty, %BEP span [a, c]: the lower of two
 * bounds that each hold, the efficiency envelope over that span of %BEP (index-blocks.ts) and the one over the duty's
 * head coefficient on the block's pumps (head-coefficient-envelope.ts).
 */
function blockWaterEfficiencyCeiling(
  data: IndexData,
  block: PlausibleBlock,
  duty: MatchDuty,
  a: number,
  c: number,
): number {
  const blocks = data.blocks;
  const b = block.block;
  return Math.min(blockEfficiencyCeiling(blocks, b, a / 100, c / 100), coefficientCeiling(blocks, b, duty));
}

/**
 * The %BEP span holding every feasible point of a plausible block's slots: %BEP = 100·Q/(y·Q_BEP) over the block's
 * interval of y (widened by the pre-filter's slack) and its BEP-flow range clipped to the group's window.
 */
function blockPercentOfBep(data: IndexData, block: PlausibleBlock, duty: MatchDuty): [number, number] {
  const b = block.block;
  const bepMin = Math.max(data.blocks.bepFlowMin[b] as number, block.from);
  const bepMax = Math.min(data.blocks.bepFlowMax[b] as number, block.upper);
  return [
    (100 * duty.flowGpm) / (block.hi * PLAUSIBLE_SLACK * bepMax),
    (100 * duty.flowGpm) / ((block.lo / PLAUSIBLE_SLACK) * bepMin),
  ];
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
// The same over every pole column (a block mixes speeds).
const BEST_MOTOR_EFFICIENCY_ANY = NEMA_RATINGS_HP.map((_, k) =>
  Math.max(...BEST_MOTOR_EFFICIENCY.map((column) => column[k] ?? 0.96)),
);

/** What the cost floor needs from the query, computed once: water power and the present-value factors. */
export interface FloorBasis {
  readonly duty: MatchDuty;
  readonly basis: CostBasis;
  readonly waterHp: number;
  /** Present-value factors (maintenance, energy) over the query's one horizon. */
  readonly factors: readonly [number, number];
  /** The least motor need as a multiple of brake power under the query's sizing practice. */
  readonly motorFactor: number;
}

export function floorBasis(duty: MatchDuty, basis: CostBasis): FloorBasis {
  const years = basis.lifetimeYears ?? LIFE_CYCLE_HORIZON_YEARS;
  return {
    duty,
    basis,
    waterHp: waterHorsepower(duty),
    factors: [
      presentValueFactor({ rate: basis.discountRate, years, escalation: 0 }),
      presentValueFactor({ rate: basis.discountRate, years, escalation: basis.energyEscalation }),
    ],
    motorFactor: minimumMotorFactor(duty.rules.motorPractice),
  };
}

/**
 * A floor under lifeCycleCostUsd (score.ts) at any feasible point of slot i: the same formula with every input at its
 * cheapest. Brake power is at least Q·H·SG/(3960·η_max), η_max the efficiency ceiling (at most η_BEP); the motor need is at least brake power × the practice's least
 * factor (1 for NEMA general service, 1.10 for API 610), so the motor is at least the NEMA rating of that floor (and its
 * efficiency at most the best of the larger ratings); equipment grows with the motor; one horizon for every pump.
 * Returns 0 (no information) if a coefficient could be negative.
 */
export function lifeCycleCostFloorUsd(data: IndexData, i: number, f: FloorBasis, efficiency: number): number {
  const { duty, basis } = f;
  const brakeHp = f.waterHp / efficiency;
  // nemaMotorRatingHp's rule, keeping the rating's position.
  const need = brakeHp * f.motorFactor;
  const k = NEMA_RATINGS_HP.findIndex((rating) => rating >= need - 1e-9);
  if (k < 0) {
    // Over 500 hp whatever the efficiency: never feasible, so any floor holds.
    return Number.POSITIVE_INFINITY;
  }
  const motorHp = NEMA_RATINGS_HP[k] as number;
  const listUsd = data.listUsd[i] as number;
  const equipment = Number.isNaN(listUsd)
    ? estimatedEquipmentUsd({
        flowGpm: duty.flowGpm,
        headPerStageFt: duty.headFt / (data.stages[i] as number),
        motorHp,
      })
    : listUsd;
  const motorEfficiency = BEST_MOTOR_EFFICIENCY[poleColumn(data.poles[i] as number)]?.[k] ?? 0.96;
  const kwh = annualEnergyKwh({
    inputKw: motorInputKw({ brakeHp, motorEfficiency }),
    hoursPerDay: basis.hoursPerDay,
    daysPerYear: basis.daysPerYear,
  });
  const [maintenance, energy] = f.factors;
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

/**
 * A floor under lifeCycleCostFloorUsd of every slot of a plausible block: the same formula with the block's best inputs.
 * Brake power from the block's efficiency envelope over its %BEP span (blockEfficiencyCeiling: no slot's efficiency
 * ceiling is higher, so the motor rating k is no larger than any slot's), the best motor efficiency of
 * rating k or larger over every pole column, and equipment no dearer than the cheapest USD list price or, when some pump
 * is unpriced, than the motor part of estimatedEquipmentUsd alone (its Corripio part is positive, and grows with k).
 * Returns 0 (no information) where the slot's floor would.
 */
export function blockCostFloorUsd(data: IndexData, block: PlausibleBlock, f: FloorBasis): number {
  const { basis } = f;
  const b = block.block;
  const [a, c] = blockPercentOfBep(data, block, f.duty);
  const brakeHp =
    f.waterHp /
    (blockWaterEfficiencyCeiling(data, block, f.duty, a, c) * blockViscousCeiling(data, block, f.duty));
  const need = brakeHp * f.motorFactor;
  const k = NEMA_RATINGS_HP.findIndex((rating) => rating >= need - 1e-9);
  if (k < 0) {
    return Number.POSITIVE_INFINITY;
  }
  const motorHp = NEMA_RATINGS_HP[k] as number;
  const motorOnlyUsd =
    data.blocks.hasUnpriced[b] === 1 ? 300 * motorHp ** 0.78 * 1.1 : Number.POSITIVE_INFINITY;
  const equipment = Math.min(data.blocks.listUsdMin[b] as number, motorOnlyUsd);
  const kwh = annualEnergyKwh({
    inputKw: motorInputKw({ brakeHp, motorEfficiency: BEST_MOTOR_EFFICIENCY_ANY[k] ?? 0.96 }),
    hoursPerDay: basis.hoursPerDay,
    daysPerYear: basis.daysPerYear,
  });
  const [maintenance, energy] = f.factors;
  if (!(maintenance >= 0 && energy >= 0 && basis.ratePerKwh >= 0 && equipment >= 0 && kwh >= 0)) {
    return 0;
  }
  const floor =
    equipment * 1.5 +
    equipment * (basis.isCleanService ? 0.03 : 0.05) * maintenance +
    kwh * basis.ratePerKwh * energy;
  // Twice the slot floor's slack: the slot's own floor is already lowered by it.
  return floor * (1 - 2e-9);
}
