import {
  CEPCI_1982,
  CEPCI_CURRENT,
  CORRIPIO_S_RANGE,
  corripioPumpCostUsd,
  corripioSizeFactor,
  LIFE_CYCLE_HORIZON_YEARS,
  presentValueFactor,
} from '../formulas/economics.ts';
import { annualEnergyKwh, motorInputKw } from '../formulas/energy.ts';
import { nemaPremiumEfficiency } from '../formulas/motor.ts';

/**
 * The ranking score S in [0, 1] (higher is better), a weighted sum of five terms each in [0, 1]:
 *
 *   S = 0.30·T_eff + 0.25·T_bep + 0.15·T_npsh + 0.20·T_lcc + 0.10·T_lead
 *
 * - T_eff  = min(η_duty, 0.90)/0.90 — pump efficiency at the duty point (0.90 is about the best a large pump reaches).
 * - T_bep  = max(0, 1 − |%BEP − 100|/60) — 1 at BEP, 0.5 at the POR edges 70 %/130 %, 0 at the AOR floor 40 %.
 * - T_npsh = min(1, max(0, (NPSHa/NPSH3 − 1)/1.5)) — 0 at no margin, 1 at a ratio of 2.5; 0.5 when NPSHa is unknown.
 * - T_lcc  = LCC_min/LCC — life-cycle cost relative to the cheapest feasible pump of the same query (1 for it).
 * - T_lead = 1 − min(lead weeks, 26)/26 — stock is 1, half a year or more is 0; 0.5 when the lead time is unknown.
 *
 * Weights [J]: energy dominates a pump's life-cycle cost (HI/Europump LCC guide), so efficiency and cost together
 * carry half; staying near BEP protects reliability (HI 9.6.3) and comes next; NPSH margin beyond the HI 9.6.1 minimum
 * (already a hard rule) and delivery refine the order. Ties are broken by pump id.
 */
export const SCORE_WEIGHTS = {
  efficiency: 0.3,
  bep: 0.25,
  npsh: 0.15,
  lifeCycleCost: 0.2,
  leadTime: 0.1,
} as const;

export type ScoreTerms = { readonly [K in keyof typeof SCORE_WEIGHTS]: number };

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** T_eff: efficiency at duty (fraction) over 0.90, capped at 1. */
export function efficiencyTerm(efficiency: number): number {
  return clamp01(efficiency / 0.9);
}

/** T_bep: 1 − |%BEP − 100|/60, floored at 0. */
export function bepTerm(percentOfBep: number): number {
  return clamp01(1 - Math.abs(percentOfBep - 100) / 60);
}

/** T_npsh: (NPSHa/NPSH3 − 1)/1.5 in [0, 1]; 0.5 when NPSHa is unknown. */
export function npshTerm(npshAvailableFt: number | null, npshRequiredFt: number): number {
  if (npshAvailableFt === null) {
    return 0.5;
  }
  return clamp01((npshAvailableFt / npshRequiredFt - 1) / 1.5);
}

/** T_lcc: the cheapest feasible life-cycle cost over this one's. */
export function lifeCycleCostTerm(lifeCycleCostUsd: number, cheapestUsd: number): number {
  return lifeCycleCostUsd > 0 ? clamp01(cheapestUsd / lifeCycleCostUsd) : 1;
}

/** T_lead: 1 − weeks/26 in [0, 1]; 0.5 when unknown. */
export function leadTimeTerm(weeks: number | null): number {
  return weeks === null ? 0.5 : clamp01(1 - weeks / 26);
}

/** S = Σ weight·term (SCORE_WEIGHTS). */
export function scoreFromTerms(terms: ScoreTerms): number {
  return (
    SCORE_WEIGHTS.efficiency * terms.efficiency +
    SCORE_WEIGHTS.bep * terms.bep +
    SCORE_WEIGHTS.npsh * terms.npsh +
    SCORE_WEIGHTS.lifeCycleCost * terms.lifeCycleCost +
    SCORE_WEIGHTS.leadTime * terms.leadTime
  );
}

/** The cost facts of one query: electricity rate, hours and the present-value basis (from the normalised duty). */
export interface CostBasis {
  readonly ratePerKwh: number;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly lifetimeYears: number | null;
  readonly discountRate: number;
  readonly energyEscalation: number;
  readonly isCleanService: boolean;
}

/**
 * Equipment of an unpriced pump for ranking only: Corripio escalated by CEPCI plus a motor at 300·hp^0.78 and 10 % for
 * base and coupling [J], with S held inside the correlation's range (CORRIPIO_S_RANGE) — outside it the analysis shows
 * no estimate, and the ranking uses the correlation's value at the nearer end of its range rather than an absurd one.
 */
export function estimatedEquipmentUsd(input: {
  flowGpm: number;
  headPerStageFt: number;
  motorHp: number;
}): number {
  const s = corripioSizeFactor({ flowGpm: input.flowGpm, headFt: input.headPerStageFt });
  const held = Math.min(CORRIPIO_S_RANGE.max, Math.max(CORRIPIO_S_RANGE.min, s));
  return (
    (corripioPumpCostUsd({ flowGpm: (input.flowGpm * held) / s, headFt: input.headPerStageFt }) *
      (CEPCI_CURRENT / CEPCI_1982) +
      300 * input.motorHp ** 0.78) *
    1.1
  );
}

/** What the life-cycle cost reads of a pump (the index keeps the same facts in its columns: catalogue-index.ts). */
export interface PumpCostFacts {
  /** List price when it is in USD, else null (then estimatedEquipmentUsd). */
  readonly listUsd: number | null;
  readonly stages: number;
  readonly poles: number;
}

/**
 * Life-cycle cost, $, with the analysis's structure (costs.ts; HI/Europump): equipment × 1.5 (installation 0.5×) +
 * maintenance 3 % (clean) or 5 %/yr of equipment + energy, each over the present-value factor of the query's one horizon.
 * Equipment is the USD list price, else estimatedEquipmentUsd.
 */
export function lifeCycleCostUsd(input: {
  pump: PumpCostFacts;
  flowGpm: number;
  headFt: number;
  brakeHp: number;
  motorHp: number;
  basis: CostBasis;
}): number {
  const { pump, basis } = input;
  const equipment =
    pump.listUsd ??
    estimatedEquipmentUsd({
      flowGpm: input.flowGpm,
      headPerStageFt: input.headFt / pump.stages,
      motorHp: input.motorHp,
    });
  const poles = pump.poles;
  const motorEfficiency = nemaPremiumEfficiency({ ratedHp: input.motorHp, poles }) ?? 0.96;
  const kwh = annualEnergyKwh({
    inputKw: motorInputKw({ brakeHp: input.brakeHp, motorEfficiency }),
    hoursPerDay: basis.hoursPerDay,
    daysPerYear: basis.daysPerYear,
  });
  // One horizon for every pump of the query (economics.ts), as the analysis.
  const years = basis.lifetimeYears ?? LIFE_CYCLE_HORIZON_YEARS;
  const maintenance = presentValueFactor({ rate: basis.discountRate, years, escalation: 0 });
  const energy = presentValueFactor({ rate: basis.discountRate, years, escalation: basis.energyEscalation });
  return (
    equipment * 1.5 +
    equipment * (basis.isCleanService ? 0.03 : 0.05) * maintenance +
    kwh * basis.ratePerKwh * energy
  );
}

/** The data behind a match: what was measured or given, and what had to be assumed. */
export interface ConfidenceFacts {
  readonly npshAvailableKnown: boolean;
  readonly npshCurvePublished: boolean;
  readonly pricePublished: boolean;
  readonly leadTimePublished: boolean;
  readonly inPreferredRegion: boolean;
}

/**
 * confidence_level = round(100 · S · k), k = 1 − 0.15 when NPSHa is unknown − 0.05 without a published NPSH3 curve
 * − 0.05 without a list price − 0.05 without a lead time − 0.10 outside the preferred region (70–120 % of BEP);
 * at least 1 for a feasible match. S rates the pump; k discounts what the data could not confirm.
 */
export function confidenceLevel(
  score: number,
  facts: ConfidenceFacts,
): { level: number; factor: number; reasons: string[] } {
  const reasons: string[] = [];
  let factor = 1;
  const cut = (when: boolean, amount: number, reason: string) => {
    if (when) {
      factor -= amount;
      reasons.push(reason);
    }
  };
  cut(!facts.npshAvailableKnown, 0.15, 'NPSHa not given');
  cut(!facts.npshCurvePublished, 0.05, 'NPSH3 estimated, not published');
  cut(!facts.pricePublished, 0.05, 'no list price');
  cut(!facts.leadTimePublished, 0.05, 'no published lead time');
  cut(!facts.inPreferredRegion, 0.1, 'outside the preferred operating region');
  return { level: Math.max(1, Math.min(100, Math.round(100 * score * factor))), factor, reasons };
}
