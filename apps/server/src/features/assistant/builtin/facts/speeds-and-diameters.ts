import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { type Facts, FROM_QUESTION, type Sourced } from './question-facts.ts';

/** Rotational speeds in the question, rpm, in order. */
export function speedsOf(facts: Facts): number[] {
  return quantitiesOf(facts.quantities, 'speed').map((quantity) => quantity.value);
}

/** Impeller diameters in the question, inches, in order. */
export function diametersInOf(facts: Facts): Sourced[] {
  return quantitiesOf(facts.quantities, 'length')
    .filter((quantity) => quantity.unit === 'in' || quantity.unit === 'mm')
    .map((quantity) => ({
      value: quantity.unit === 'mm' ? quantity.value / 25.4 : quantity.value,
      shown: withUnit(quantity.value, quantity.unit),
      source: FROM_QUESTION,
    }));
}
