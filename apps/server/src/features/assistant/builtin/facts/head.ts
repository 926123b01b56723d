import { headToFeet } from '@specsource/pump-engine';
import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { hasAnyLabel, LABELS } from './labels.ts';
import { type Facts, FROM_QUESTION, type Sourced, wizardSource } from './question-facts.ts';

/** A head or a pressure in feet of liquid, or null for a unit that is neither. */
export function headFtOf(value: number, unit: string, specificGravity: number): number | null {
  const key = unit === 'MPa' ? 'kPa' : unit;
  if (!['ft', 'm', 'psi', 'bar', 'kPa'].includes(key)) {
    return null;
  }
  return headToFeet(unit === 'MPa' ? value * 1000 : value, key as 'ft', specificGravity);
}

const NOT_PUMP_HEAD = [
  LABELS.npshAvailable,
  LABELS.npshRequired,
  LABELS.elevation,
  LABELS.lift,
  LABELS.submergence,
  LABELS.friction,
];

/** The pump's differential head: a length (or a pressure, through SG) not labelled NPSH, lift, diameter…, else the wizard. */
export function headOf(facts: Facts, specificGravity: number): Sourced | null {
  const lengths = quantitiesOf(facts.quantities, 'length').filter(
    (quantity) => (quantity.unit === 'ft' || quantity.unit === 'm') && !hasAnyLabel(quantity, NOT_PUMP_HEAD),
  );
  const pressures = quantitiesOf(facts.quantities, 'pressure').filter(
    (quantity) => !hasAnyLabel(quantity, NOT_PUMP_HEAD),
  );
  const first = lengths[0] ?? pressures[0];
  if (first !== undefined) {
    const feet = headFtOf(first.value, first.unit, specificGravity);
    if (feet !== null) {
      return { value: feet, shown: withUnit(first.value, first.unit), source: FROM_QUESTION };
    }
  }
  const wizard = facts.wizard.head;
  if (wizard !== null) {
    const feet = headFtOf(wizard.value, wizard.unit, specificGravity);
    if (feet !== null) {
      return { value: feet, shown: withUnit(wizard.value, wizard.unit), source: wizardSource(wizard.field) };
    }
  }
  return null;
}
