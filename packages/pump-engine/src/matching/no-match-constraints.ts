import type { CataloguePump } from '../analysis/catalogue.ts';
import type { NormalisedDuty } from '../analysis/duty.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import { numberText } from '../units/number-text.ts';
import { roundSignificant } from '../units/significant.ts';
import type { MatchDuty } from './match-duty.ts';
import { noMatchEntry } from './no-match.ts';
import type { RelaxedSearch } from './relaxation.ts';
import { constraintRemovals, relaxesOf } from './relaxation.ts';
import type { NoMatch, PumpMatch, RelaxedAlternative } from './types.ts';

/** What to change to bring back pumps a constraint removed. */
const RELAX_ADVICE: Record<ConstraintId, string> = {
  supply_frequency:
    'add a variable-frequency drive: pumps rated for the other frequency then run from it at their rated speed',
  supply_phase: 'provide a three-phase supply, or a drive made for single-phase input',
  fluid_materials:
    'none safely: the fluid rules out those materials; ask for an engineered pump in a suitable alloy',
  materials: 'accept a lower material class where the fluid allows it',
  pump_type: 'accept another pump type',
  orientation: 'accept the other mounting orientation',
  suction_lift: 'flood the suction (liquid level above the pump) or use a self-priming pump',
  shaft_seal: 'accept another shaft seal',
  variable_speed: 'allow a variable-frequency drive',
  speed: 'allow a faster speed',
  redundancy:
    'use duty/standby (2 × 100 %), or give the static head so one pump running alone stays on its curve',
};

const r = (value: number) => roundSignificant(value);

/**
 * The 'No Matches Found' entry when pumps meet the flow and head but the stated constraints removed all of them: how
 * many each constraint removed (and removed alone), the best relaxed alternative clearly marked with what it relaxes,
 * and what to change.
 */
export function explainConstraintMiss(input: {
  duty: MatchDuty;
  normalised: NormalisedDuty;
  search: RelaxedSearch;
  alternative: { match: PumpMatch; pump: CataloguePump; broken: readonly ConstraintId[] } | null;
}): NoMatch {
  const { duty, search, alternative } = input;
  const total = search.candidates.length;
  const removals = constraintRemovals(search.candidates);
  const among =
    search.examined < search.plausible
      ? `Of the ${numberText(search.examined)} pumps nearest the duty (of ${numberText(search.plausible)} sized near it), ${numberText(total)}`
      : `${numberText(total)} catalogue pump${total === 1 ? '' : 's'}`;
  const points = [
    `${among} ${total === 1 ? 'meets' : 'meet'} the flow and head; the stated constraints removed every one:`,
    ...removals.map(
      (removal) =>
        `${removal.label}: removed ${removal.removed} of ${total}${removal.removed_alone > 0 ? ` (${removal.removed_alone} by this constraint alone)` : ''}.`,
    ),
  ];
  let relaxed: RelaxedAlternative | null = null;
  let advice = `What to change: ${RELAX_ADVICE[removals[0]?.constraint ?? 'pump_type']}; or contact us for an engineered selection.`;
  if (alternative !== null) {
    const relaxes = relaxesOf(alternative.pump, alternative.broken, input.normalised);
    const relaxedText = relaxes.map((item) => `the ${item.label} (${item.reason})`).join('; ');
    relaxed = {
      ...alternative.match,
      ai_reasoning: `RELAXED ALTERNATIVE — it does not meet ${relaxedText}. ${alternative.match.ai_reasoning}`,
      relaxes,
    };
    points.push(
      `Best relaxed alternative, relaxing the ${relaxes.map((item) => item.label).join(' and the ')}: ${alternative.match.Manufacturer} ${alternative.match.Series} ${alternative.match.Model} (${alternative.match.pump_id}) — ${relaxedText}; it runs at ${alternative.match.analysis.Percent_of_BEP_Flow} % of BEP, ${alternative.match.analysis.Pump_Efficiency_pct} % efficient.`,
    );
    advice = `What to change: ${alternative.broken.map((id) => RELAX_ADVICE[id]).join('; ')} — then the alternative above qualifies; or contact us for an engineered selection.`;
  }
  const entry = noMatchEntry(
    `No catalogue pump meets every constraint of ${r(duty.flowGpm)} gpm at ${r(duty.headFt)} ft.`,
    points,
    advice,
  );
  return {
    ...entry,
    hydraulic_matches: total,
    pumps_examined: search.examined,
    constraint_removals: removals,
    relaxed_alternative: relaxed,
  };
}
