import type { CataloguePump } from '../analysis/catalogue.ts';
import { constraintsMetText } from '../analysis/constraint-text.ts';
import type { NormalisedDuty } from '../analysis/duty.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import type { StructuredOutput } from '../analysis/structured-output.ts';
import { roundSignificant as sig } from '../units/significant.ts';
import type { Candidate } from './feasibility.ts';
import type { ScoreTerms } from './score.ts';
import { SCORE_WEIGHTS } from './score.ts';

function regionText(percent: number): string {
  if (percent >= 70 && percent <= 120) {
    return 'inside the preferred operating region (70–120 % of BEP, ANSI/HI 9.6.3)';
  }
  return 'outside the preferred 70–120 % but inside the allowable operating region (40–130 % of BEP)';
}

/** Everything the sentences quote: the analysis numbers plus the matcher's own score and confidence. */
export interface ReasoningInput {
  readonly pump: CataloguePump;
  readonly candidate: Candidate;
  readonly analysis: StructuredOutput;
  readonly terms: ScoreTerms;
  /** The ranking score as reported (4 decimals). */
  readonly score: number;
  readonly confidence: { level: number; factor: number; reasons: string[] };
  readonly duty: NormalisedDuty;
  /** Constraints a relaxed alternative breaks (said first by its caller); empty for a match. */
  readonly broken: readonly ConstraintId[];
}

/** The parallel-set sentence: each pump's share and the point where one runs alone. */
function arrangementText(a: StructuredOutput): string | null {
  if (a.Pumps_Installed === 1) {
    return null;
  }
  if (a.Pumps_Running === 1) {
    return `Duty/standby: ${a.Pumps_Installed} of this pump, each sized for the full ${a.System_Flow_gpm} gpm; one runs.`;
  }
  const alone =
    a.Run_Alone_Flow_gpm === null
      ? ''
      : ` Running alone (all-friction system curve, the run-out worst case) one gives ${a.Run_Alone_Flow_gpm} gpm at ${a.Run_Alone_Head_ft} ft, ${a.Run_Alone_Percent_of_BEP} % of its BEP flow, absorbing ${a.Run_Alone_Power_hp} hp, inside its allowable region and its motor.`;
  return `${a.Pumps_Installed} × 50 %: ${a.Pumps_Running} pumps in parallel share ${a.System_Flow_gpm} gpm, each sized for ${a.Flow_gpm} gpm at ${a.Head_ft} ft.${alone}`;
}

/**
 * ai_reasoning: plain sentences built from the numbers — % of BEP, efficiency, trim or speed, NPSH margin, power,
 * price and lead time, then the score and confidence arithmetic. Every figure is an analysis field (or the pump's own
 * data), so the text agrees with `analysis`.
 */
export function matchReasoning(input: ReasoningInput): string {
  const { pump, candidate, analysis: a, terms } = input;
  const sentences: string[] = [];
  sentences.push(`Runs at ${a.Percent_of_BEP_Flow} % of BEP flow, ${regionText(a.Percent_of_BEP_Flow)}.`);
  sentences.push(
    `Pump efficiency at the duty is ${a.Pump_Efficiency_pct} % (${a.Best_Efficiency_Point_BEP} % at BEP).`,
  );
  if (pump.variableSpeed === null) {
    sentences.push(
      `Impeller trimmed to ${a.Impeller_Diameter_BEP_in} in (${sig((100 * a.Impeller_Diameter_BEP_in) / pump.impellerDiameterMaxIn)} % of the ${pump.impellerDiameterMaxIn} in maximum) at ${a.RPM} rpm.`,
    );
  } else {
    sentences.push(
      `Runs at ${a.RPM} rpm on its VFD (${sig((100 * a.RPM) / pump.nominalSpeedRpm)} % of ${pump.nominalSpeedRpm} rpm) with the full ${pump.impellerDiameterMaxIn} in impeller.`,
    );
  }
  sentences.push(
    constraintsMetText(pump, input.duty, {
      runningRpm: a.RPM,
      motorHp: a.Motor_Power_Rating_hp,
      broken: input.broken,
    }),
  );
  const arrangement = arrangementText(a);
  if (arrangement !== null) {
    sentences.push(arrangement);
  }
  const rule = candidate.npshRule;
  if (a.NPSH_Available_ft === null || rule === null) {
    sentences.push(
      `NPSHa was not given: NPSH3 is ${a.NPSH_Required_ft} ft at the duty, so check the suction against ANSI/HI 9.6.1.`,
    );
  } else {
    sentences.push(
      `NPSH margin: NPSHa ${a.NPSH_Available_ft} ft against NPSH3 ${a.NPSH_Required_ft} ft, ratio ${sig(a.NPSH_Available_ft / a.NPSH_Required_ft, 3)} and ${sig(a.NPSH_Available_ft - a.NPSH_Required_ft, 3)} ft, meeting the ANSI/HI 9.6.1 minimum for ${rule.application} (ratio ${rule.ratio} and ${sig(rule.marginFt, 3)} ft).`,
    );
  }
  sentences.push(`Power ${a.Brake_Horsepower_hp} hp at the shaft. ${a.Motor_Sizing_Basis}`);
  const price =
    pump.listPrice === null
      ? `No list price (${a.Single_Pump_CapEx === null ? 'no CapEx estimate' : `estimated CapEx ${a.Single_Pump_CapEx} USD`})`
      : `List price ${pump.listPrice.amount.toFixed(2)} ${pump.listPrice.currency}`;
  const lifeCycle =
    a.Total_Cost_Ownership_with_maintenance === null
      ? 'no life-cycle cost estimate'
      : `life-cycle cost ${a.Total_Cost_Ownership_with_maintenance} USD over the search's ${a.Life_Cycle_Horizon_years}-year horizon at ${a.Discount_Rate_pct} % discount, as every pump compared`;
  sentences.push(
    `${price}; lead time ${a.Estimated_Lead_Time_weeks} weeks${pump.leadTimeWeeks === null ? ' (estimated)' : ''}; ${lifeCycle}.`,
  );
  const w = SCORE_WEIGHTS;
  sentences.push(
    `Score ${input.score} = ${w.efficiency} × efficiency ${terms.efficiency.toFixed(2)} + ${w.bep} × BEP ${terms.bep.toFixed(2)} + ${w.npsh} × NPSH ${terms.npsh.toFixed(2)} + ${w.lifeCycleCost} × life-cycle cost ${terms.lifeCycleCost.toFixed(2)} + ${w.leadTime} × lead time ${terms.leadTime.toFixed(2)}.`,
  );
  const { level, factor, reasons } = input.confidence;
  sentences.push(
    `Confidence ${level} % = score × ${factor.toFixed(2)}${reasons.length === 0 ? ' (all data published or given)' : ` (${reasons.join(', ')})`}.`,
  );
  return sentences.join(' ');
}
