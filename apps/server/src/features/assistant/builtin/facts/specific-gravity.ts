import { namedLiquidOf, specificGravityAt } from '../named-liquid.ts';
import { specificGravityIn } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Facts, FROM_QUESTION, type Sourced, wizardSource } from './question-facts.ts';

/** Specific gravity: typed in the question, a library liquid the question names, the wizard, else water. */
export function specificGravityOf(facts: Facts): Sourced {
  const typed = specificGravityIn(facts.text);
  if (typed !== null) {
    return { value: typed, shown: `SG ${typed}`, source: FROM_QUESTION };
  }
  const named = namedLiquidOf(facts.text, facts.quantities, facts.wizard.temperatureF);
  if (named !== null) {
    const gravity = specificGravityAt(named.liquid, named.temperatureF);
    return {
      value: gravity.value,
      shown: `SG ${gravity.value.toFixed(3)}`,
      source: `${named.liquid.name} at ${Math.round(gravity.atF)} °F in the engine's fluid library; your question names it`,
    };
  }
  const wizard = facts.wizard.specificGravity;
  if (wizard !== null) {
    return {
      value: wizard.value,
      shown: `SG ${wizard.value.toFixed(3)}`,
      source: wizardSource(wizard.field),
    };
  }
  return {
    value: 1,
    shown: 'SG 1.0',
    source: `assumed: water; set '${FIELDS.specificGravity}' in the wizard`,
  };
}
