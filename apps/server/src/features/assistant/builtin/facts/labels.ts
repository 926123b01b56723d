import { type Quantity, quantitiesOf } from '../quantities.ts';
import type { Facts } from './question-facts.ts';

// What a number is for, told by the words next to it: "NPSHa is 12 ft" is an NPSH, "lift 10 ft" is not the head.

export const LABELS = {
  npshAvailable: /npsh\s*-?\s*a\b|npsha|npsh\s*\(a\)|npsh\s+avail|available\s+npsh|npsh_a/,
  npshRequired: /npsh\s*-?\s*r\b|npshr|npsh\s*3|npsh\s*\(r\)|npsh\s+req|required\s+npsh|npsh_r/,
  elevation: /elevation|altitude|above sea|\basl\b|sea level/,
  lift: /\blift\b|below the pump|below pump/,
  submergence: /submergence|above the pump|above pump|liquid level|static suction|flooded|suction head|level/,
  friction: /friction|\bloss(es)?\b/,
  diameter: /impeller|diameter|trim|pipe|nozzle|suction size|discharge size|\bdia\b/,
  bep: /\bbep\b|best efficiency/,
};

/** How far a label may sit from its number: "NPSHa is 12 ft", "12 ft of NPSHa" — not "NPSHa if the tank is 8 ft". */
export const LABEL_REACH = 16;

export function labelled(quantity: Quantity, label: RegExp): boolean {
  const afterWords = quantity.after.split(/[,;]| and | at | with /)[0] ?? '';
  return label.test(quantity.before.slice(-LABEL_REACH)) || label.test(afterWords.slice(0, LABEL_REACH));
}

export function hasAnyLabel(quantity: Quantity, labels: readonly RegExp[]): boolean {
  return labels.some((label) => labelled(quantity, label));
}

/** The quantities of a kind that carry a label ("NPSHa is 12 ft"). */
export function labelledQuantities(facts: Facts, kind: Quantity['kind'], label: RegExp): Quantity[] {
  return quantitiesOf(facts.quantities, kind).filter((quantity) => labelled(quantity, label));
}
