import { type Facts, FROM_QUESTION, type Sourced } from '../../facts.ts';
import { formatNumber, withUnit } from '../../format.ts';
import { quantitiesOf } from '../../quantities.ts';
import { FIELDS } from '../../wizard-values.ts';

/** Running hours per year: stated per year, else hours per day × days per year (question, wizard), else continuous. */
export function hoursOf(facts: Facts): { hoursPerYear: number; hoursInput: Sourced } {
  const perYear = quantitiesOf(facts.quantities, 'hoursPerYear')[0];
  if (perYear !== undefined) {
    return {
      hoursPerYear: perYear.value,
      hoursInput: { value: perYear.value, shown: withUnit(perYear.value, 'h/year'), source: FROM_QUESTION },
    };
  }
  const perDay = quantitiesOf(facts.quantities, 'hoursPerDay')[0]?.value;
  const days = quantitiesOf(facts.quantities, 'daysPerYear')[0]?.value;
  const hoursPerDay = perDay ?? facts.wizard.hoursPerDay;
  const daysPerYear = days ?? facts.wizard.daysPerYear;
  const hours = (hoursPerDay ?? 24) * (daysPerYear ?? 365);
  const source =
    perDay !== undefined || days !== undefined
      ? FROM_QUESTION
      : facts.wizard.hoursPerDay !== null || facts.wizard.daysPerYear !== null
        ? `the wizard's '${FIELDS.hoursPerDay}' / '${FIELDS.daysPerYear}' fields`
        : `assumed continuous duty, the engine's default; set '${FIELDS.hoursPerDay}' in the wizard`;
  return {
    hoursPerYear: hours,
    hoursInput: {
      value: hours,
      shown: `${formatNumber(hoursPerDay ?? 24)} h/day × ${formatNumber(daysPerYear ?? 365)} days/year`,
      source,
    },
  };
}
