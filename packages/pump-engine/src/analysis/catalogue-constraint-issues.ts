import { AOR_MAX_PERCENT } from '../formulas/bep.ts';
import type { Issue } from '../issues.ts';
import { issueWarning } from '../issues.ts';
import { roundSignificant } from '../units/significant.ts';
import type { CataloguePump } from './catalogue.ts';
import { CONSTRAINT_LABELS, violationText } from './constraint-text.ts';
import type { NormalisedDuty } from './duty.ts';
import type { RunAlonePoint } from './pump-design.ts';
import type { ConstraintId } from './selection-rules.ts';
import { CONSTRAINT_FIELDS, pumpViolations } from './selection-rules.ts';
import { liftNpshCeilingFt } from './suction.ts';

/**
 * The stated constraints a catalogue pump breaks at the duty, as warnings keyed to the duty field they come from (the
 * analysis of a relaxed alternative says what it relaxes): the pump's own attributes (selection-rules.ts), a parallel
 * pump running out when alone, and, on a suction lift without a given NPSHa, an NPSH3 above the most any lift allows.
 */
export function catalogueConstraintIssues(input: {
  pump: CataloguePump;
  duty: NormalisedDuty;
  runAlone: RunAlonePoint | null;
  npshRequiredFt: number;
  assumptions: string[];
}): { issues: Issue[]; violations: ConstraintId[] } {
  const { pump, duty } = input;
  const violations = pumpViolations(pump, duty);
  const runAlone = input.runAlone;
  const liftChecked = duty.constraints.suctionCondition === 'lift' && duty.npshAvailableFt === null;
  if (violations.length === 0 && runAlone === null && !liftChecked) {
    return { issues: [], violations };
  }
  const texts = new Map(violations.map((id) => [id, violationText(id, pump, duty)]));
  if (runAlone !== null && (!runAlone.isOnCurve || runAlone.percentOfBep > AOR_MAX_PERCENT)) {
    violations.push('redundancy');
    texts.set(
      'redundancy',
      `running alone it ${runAlone.isOnCurve ? `would run at ${roundSignificant(runAlone.percentOfBep)} % of its BEP flow, beyond the allowable ${AOR_MAX_PERCENT} %` : 'would run out past the end of its curve'}`,
    );
  }
  if (liftChecked) {
    const ceiling = liftNpshCeilingFt(duty);
    if (input.npshRequiredFt >= ceiling && !violations.includes('suction_lift')) {
      violations.push('suction_lift');
      texts.set(
        'suction_lift',
        `its NPSH3 of ${roundSignificant(input.npshRequiredFt)} ft is at or above the ${roundSignificant(ceiling)} ft NPSHa a lift can give at this site`,
      );
    } else if (input.npshRequiredFt < ceiling) {
      input.assumptions.push(
        `Suction lift: NPSHa is at most ${roundSignificant(ceiling)} ft here (liquid at the centreline), so with NPSH3 ${roundSignificant(input.npshRequiredFt)} ft the static lift plus suction losses must stay under ${roundSignificant(ceiling - input.npshRequiredFt)} ft before the ANSI/HI 9.6.1 margin; prime it with a foot valve or a priming system.`,
      );
    }
  }
  const issues = violations.map((id) =>
    issueWarning(
      'constraint_not_met',
      CONSTRAINT_FIELDS[id],
      `Does not meet the ${CONSTRAINT_LABELS[id]}: ${texts.get(id) ?? ''}.`,
    ),
  );
  return { issues, violations };
}
