import { flowToGpm } from '@specsource/pump-engine';
import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { LABELS, labelled } from './labels.ts';
import { type Facts, FROM_QUESTION, type Sourced, wizardSource } from './question-facts.ts';

const FLOW_UNITS = new Set(['gpm', 'm3/h', 'L/s', 'L/min', 'm3/s']);

function flowGpmOf(value: number, unit: string): number | null {
  const key = unit === 'm³/h' ? 'm3/h' : unit;
  return FLOW_UNITS.has(key) ? flowToGpm(value, key as 'gpm') : null;
}

/** The pump flow: a flow in the question not labelled BEP, else the wizard's Flow rate. */
export function flowOf(facts: Facts, options: { excludeBep?: boolean } = {}): Sourced | null {
  const candidates = quantitiesOf(facts.quantities, 'flow').filter(
    (quantity) => !(options.excludeBep && labelled(quantity, LABELS.bep)),
  );
  const first = candidates[0];
  if (first !== undefined) {
    const gpm = flowGpmOf(first.value, first.unit);
    if (gpm !== null) {
      return { value: gpm, shown: withUnit(first.value, first.unit), source: FROM_QUESTION };
    }
  }
  const wizard = facts.wizard.flow;
  if (wizard !== null) {
    const gpm = flowGpmOf(wizard.value, wizard.unit);
    if (gpm !== null) {
      return { value: gpm, shown: withUnit(wizard.value, wizard.unit), source: wizardSource(wizard.field) };
    }
  }
  return null;
}
