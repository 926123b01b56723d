import { cavitationRisk, npshRequiredEstimateFt } from '@specsource/pump-engine';
import {
  FROM_QUESTION,
  flowOf,
  inputsLine,
  LABELS,
  labelledHeadOf,
  npshAvailableOf,
  type Sourced,
  speedsOf,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, candidateSpeeds, DESIGN_NSS, hasAny, missing } from './calculator.ts';
import { NPSH_GUIDANCE, npshAvailableFromTank } from './npsh-available.ts';

// NPSH margin and cavitation risk: NPSHa against a stated NPSHr, or against NPSH3 estimated from the design suction
// specific speed; a question about a tank goes to NPSH available instead.

export const npsh: Calculator = (facts) => {
  if (!hasAny(facts, /npsh|cavitat/)) {
    return null;
  }
  const hasNumbers = facts.quantities.length > 0;
  const asksNumber = hasAny(
    facts,
    /margin|enough|will (?:it|my pump|the pump) cavitate|risk|ratio|calculate|compute|what is my|is .* ok|sufficient/,
  );
  const fromTank = quantitiesOf(facts.quantities, 'length').some((quantity) =>
    /elevation|altitude|lift|submergence|above the pump|below the pump|friction|loss|level/.test(
      quantity.before + quantity.after,
    ),
  );
  const npsha = npshAvailableOf(facts);
  if (fromTank && npsha?.source !== FROM_QUESTION) {
    return npshAvailableFromTank(facts);
  }
  if (!hasNumbers && !(asksNumber && (npsha !== null || facts.wizard.flow !== null))) {
    return null;
  }
  if (npsha === null) {
    return missing('the NPSH margin', [FIELDS.npshAvailable], 'NPSH margin if NPSHa is 12 ft at 400 gpm');
  }
  const typedRequired = labelledHeadOf(facts, LABELS.npshRequired);
  const flow = flowOf(facts);
  const inputs: Array<readonly [string, Sourced]> = [['NPSHa', npsha]];
  const rows: string[] = [];
  if (typedRequired !== null) {
    inputs.push(['NPSHr (NPSH3)', typedRequired]);
    rows.push(marginRow(npsha.value, typedRequired.value, 'NPSHr'));
  } else {
    if (flow === null) {
      return missing(
        'the NPSH margin',
        [FIELDS.flow, "or the pump's NPSHr"],
        'NPSH margin if NPSHa is 12 ft at 400 gpm',
      );
    }
    inputs.push(['flow', flow]);
    const typedSpeed = speedsOf(facts)[0];
    const speeds = candidateSpeeds(facts);
    if (typedSpeed !== undefined) {
      inputs.push([
        'speed',
        { value: typedSpeed, shown: withUnit(typedSpeed, 'rpm'), source: FROM_QUESTION },
      ]);
    }
    for (const speed of speeds) {
      const required = npshRequiredEstimateFt({
        speedRpm: speed,
        flowGpm: flow.value,
        suctionSpecificSpeed: DESIGN_NSS,
      });
      rows.push(
        marginRow(
          npsha.value,
          required,
          `at ${formatNumber(speed)} rpm, estimated NPSH3 = (N·√Q/${formatNumber(DESIGN_NSS)})^(4/3) = ${withUnit(required, 'ft')}`,
        ),
      );
    }
  }
  return [
    '**NPSH margin**',
    inputsLine(inputs),
    rows.join('\n'),
    ...(typedRequired === null
      ? [
          `NPSH3 is estimated from a suction specific speed of ${formatNumber(DESIGN_NSS)} (Nss = N·√Q/NPSH3^0.75, Hydraulic Institute ANSI/HI 9.6.1; single-suction impeller, flow at BEP) — the pump engine's design value. The selected pump's own NPSH3 curve replaces this estimate.`,
        ]
      : []),
    `Margin = NPSHa − NPSH3; ratio = NPSHa/NPSH3. ${NPSH_GUIDANCE}`,
  ].join('\n\n');
};

export function marginRow(available: number, required: number, label: string): string {
  const { ratio, marginFt, risk } = cavitationRisk({ npshAvailableFt: available, npshRequiredFt: required });
  return `- ${label}: margin **${withUnit(marginFt, 'ft')}**, ratio **${ratio.toFixed(2)}** → cavitation risk **${risk}**`;
}
