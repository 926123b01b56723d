import { type Facts, FROM_QUESTION, type Sourced, wizardSource } from '../../facts.ts';
import { quantitiesOf } from '../../quantities.ts';
import { FIELDS } from '../../wizard-values.ts';

/** $0.10, $0.125: cents always shown, fractions of a cent kept. */
export function rateText(rate: number): string {
  return `$${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

/** The electricity rate, $/kWh: the question's (in $ or cents), else the wizard's. */
export function rateOf(facts: Facts): Sourced | null {
  const typed = quantitiesOf(facts.quantities, 'energyRate')[0];
  if (typed !== undefined) {
    const value = typed.unit === 'c/kWh' ? typed.value / 100 : typed.value;
    return { value, shown: `${rateText(value)}/kWh`, source: FROM_QUESTION };
  }
  const wizard = facts.wizard.electricityRate;
  return wizard === null
    ? null
    : { value: wizard, shown: `${rateText(wizard)}/kWh`, source: wizardSource(FIELDS.electricityRate) };
}
