import type { Facts } from '../facts.ts';
import { affinity } from './affinity.ts';
import { bepPercent } from './bep-percent.ts';
import { type Calculator, MISSING_INPUT_PREFIX } from './calculator.ts';
import { energyCost } from './energy-cost.ts';
import { motorSizing } from './motor-sizing.ts';
import { motorSpeed } from './motor-speed.ts';
import { npsh } from './npsh-margin.ts';
import { specificSpeed } from './specific-speed.ts';
import { unitConversion } from './unit-conversion.ts';
import { viscosity } from './viscosity-correction.ts';

// The calculators, one per file, tried in order: each returns null when the question is not its kind.

/** In the order they are tried: the first that recognises the question answers it. */
export const CALCULATORS: readonly Calculator[] = [
  motorSpeed,
  unitConversion,
  specificSpeed,
  bepPercent,
  npsh,
  viscosity,
  affinity,
  energyCost,
  motorSizing,
];

const CONCEPTUAL =
  /^\s*(?:what is|what's|what are|what does|explain|why|how does|how do .+ work|define|meaning|difference|tell me about|when should|should i)\b/;
// "What motor do I need?" asks for a number; "do I need an inverter-duty motor?" does not.
const ASKS_FOR_NUMBER =
  /\bmy\b|\bour\b|\bthis\b|calculat|comput|estimat|how much|how many|what size|which size|(?:what|which|how big|how large)\b.{0,30}\bdo i need|what motor|size (?:the|a|my) motor/;

/** "What is specific speed?" is a knowledge question even though a calculator knows the words. */
function isConceptual(facts: Facts): boolean {
  return facts.quantities.length === 0 && CONCEPTUAL.test(facts.lower) && !ASKS_FOR_NUMBER.test(facts.lower);
}

/** The calculation's answer, or null when the question is not a calculation. */
export function calculate(facts: Facts): string | null {
  if (isConceptual(facts)) {
    return null;
  }
  const asksForNumber = facts.quantities.length > 0 || ASKS_FOR_NUMBER.test(facts.lower);
  for (const calculator of CALCULATORS) {
    const answer = calculator(facts);
    if (answer !== null && (asksForNumber || !answer.startsWith(MISSING_INPUT_PREFIX))) {
      return answer;
    }
  }
  return null;
}
