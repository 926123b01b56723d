import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { headFtOf } from './head.ts';
import { LABELS, labelled } from './labels.ts';
import { type Facts, FROM_QUESTION, type Sourced, wizardSource } from './question-facts.ts';

/** A labelled head in the question (NPSHa, NPSHr, lift…) in feet, or null. */
export function labelledHeadOf(facts: Facts, label: RegExp): Sourced | null {
  const quantity = quantitiesOf(facts.quantities, 'length').find(
    (candidate) => (candidate.unit === 'ft' || candidate.unit === 'm') && labelled(candidate, label),
  );
  if (quantity === undefined) {
    return null;
  }
  const feet = headFtOf(quantity.value, quantity.unit, 1);
  return feet === null
    ? null
    : { value: feet, shown: withUnit(quantity.value, quantity.unit), source: FROM_QUESTION };
}

/** NPSH available: the question ("NPSHa is 12 ft"), else the wizard's NPSH available. */
export function npshAvailableOf(facts: Facts): Sourced | null {
  const typed = labelledHeadOf(facts, LABELS.npshAvailable);
  if (typed !== null) {
    return typed;
  }
  const wizard = facts.wizard.npshAvailable;
  if (wizard === null) {
    return null;
  }
  const feet = headFtOf(wizard.value, wizard.unit, 1);
  return feet === null
    ? null
    : { value: feet, shown: withUnit(wizard.value, wizard.unit), source: wizardSource(wizard.field) };
}
