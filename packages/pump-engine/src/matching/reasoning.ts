import type { CataloguePump } from '../analysis/catalogue.ts';
import type { StructuredOutput } from '../analysis/structured-output.ts';
import type { Candidate } from './feasibility.ts';
import type { ScoreTerms } from './score.ts';
import { SCORE_WEIGHTS } from './score.ts';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

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
  readonly supplyHz: number | null;
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
      `Impeller trimmed to ${a.Impeller_Diameter_BEP_in} in (${round((100 * a.Impeller_Diameter_BEP_in) / pump.impellerDiameterMaxIn, 1)} % of the ${pump.impellerDiameterMaxIn} in maximum) at ${a.RPM} rpm.`,
    );
  } else {
    const referenceRpm = pump.nominalSpeedRpm * candidate.speedScale;
    sentences.push(
      `Runs at ${a.RPM} rpm on its VFD (${round((100 * a.RPM) / referenceRpm, 1)} % of ${Math.round(referenceRpm)} rpm) with the full ${pump.impellerDiameterMaxIn} in impeller.`,
    );
  }
  if (input.supplyHz !== null && input.supplyHz !== pump.frequencyHz) {
    sentences.push(
      `It is rated at ${pump.frequencyHz} Hz; on the ${input.supplyHz} Hz supply its speed, head and power follow the affinity laws.`,
    );
  }
  const rule = candidate.npshRule;
  if (a.NPSH_Available_ft === null || rule === null) {
    sentences.push(
      `NPSHa was not given: NPSH3 is ${a.NPSH_Required_ft} ft at the duty, so check the suction against ANSI/HI 9.6.1.`,
    );
  } else {
    sentences.push(
      `NPSH margin: NPSHa ${a.NPSH_Available_ft} ft against NPSH3 ${a.NPSH_Required_ft} ft, ratio ${round(a.NPSH_Available_ft / a.NPSH_Required_ft, 2)} and ${round(a.NPSH_Available_ft - a.NPSH_Required_ft, 1)} ft, meeting the ANSI/HI 9.6.1 minimum for ${rule.application} (ratio ${rule.ratio} and ${round(rule.marginFt, 1)} ft).`,
    );
  }
  sentences.push(
    `Power ${a.Brake_Horsepower_hp} hp at the shaft on a ${a.Motor_Power_Rating_hp ?? 'non-standard'} hp motor.`,
  );
  const price =
    pump.listPrice === null
      ? `No list price (estimated CapEx ${a.Single_Pump_CapEx} USD)`
      : `List price ${pump.listPrice.amount.toFixed(2)} ${pump.listPrice.currency}`;
  sentences.push(
    `${price}; lead time ${a.Estimated_Lead_Time_weeks} weeks${pump.leadTimeWeeks === null ? ' (estimated)' : ''}; life-cycle cost ${a.Total_Cost_Ownership_with_maintenance} USD over ${a.Estimated_Lifetime} years.`,
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
