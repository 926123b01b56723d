import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { type Facts, FROM_QUESTION, type Sourced } from './question-facts.ts';

/** Shaft power in the question, hp (kW converted at 1 hp = 0.7457 kW, NIST SP 811). */
export function powerHpOf(facts: Facts): Sourced | null {
  const quantity = quantitiesOf(facts.quantities, 'power')[0];
  if (quantity === undefined) {
    return null;
  }
  const hp = quantity.unit === 'kW' ? quantity.value / KW_PER_HP : quantity.value;
  return { value: hp, shown: withUnit(quantity.value, quantity.unit), source: FROM_QUESTION };
}

/** NIST SP 811: 1 hp (550 ft·lbf/s) = 0.745699872 kW. */
export const KW_PER_HP = 0.745699872;
