import { type Facts, FROM_QUESTION, headOf, inputsLine, type Sourced } from '../../facts.ts';
import { formatNumber, withUnit } from '../../format.ts';
import { quantitiesOf } from '../../quantities.ts';
import { FIELDS } from '../../wizard-values.ts';
import { missing } from '../calculator.ts';

// The diameter that gives a wanted head ("trim a 10 in impeller from 120 ft to 100 ft"), when the question names
// one diameter and a head to reach; null when it does not, so the trim is worked as a ratio of diameters.

export function trimToHeadAnswer(
  facts: Facts,
  diameters: readonly Sourced[],
  fromIn: Sourced,
  specificGravity: number,
): string | null {
  const targetHead = labelledTargetHead(facts);
  // The wanted head is the labelled one ("to reach 100 ft") or the second of two; the present head is the other
  // one in the question, else the wizard's.
  const heads = quantitiesOf(facts.quantities, 'length')
    .filter((quantity) => quantity.unit === 'ft' || quantity.unit === 'm')
    .map((quantity) => ({
      value: quantity.unit === 'm' ? quantity.value / 0.3048 : quantity.value,
      shown: withUnit(quantity.value, quantity.unit),
      source: FROM_QUESTION,
    }));
  const wantedHead = targetHead ?? (heads.length >= 2 ? (heads[1] ?? null) : null);
  const presentHead =
    heads.find((candidate) => wantedHead !== null && candidate.shown !== wantedHead.shown) ??
    (facts.wizard.head !== null ? headOf({ ...facts, quantities: [] }, specificGravity) : null);
  if (diameters.length < 2 && wantedHead !== null && presentHead === null) {
    return missing(
      `the diameter for ${wantedHead.shown}`,
      [FIELDS.head],
      'trim a 10 in impeller from 120 ft to 100 ft',
    );
  }
  if (diameters.length < 2 && wantedHead !== null && presentHead !== null) {
    const targetHead = wantedHead;
    const head = presentHead;
    const toIn = fromIn.value * Math.sqrt(targetHead.value / head.value);
    return [
      `**Impeller trim to reach ${targetHead.shown}**`,
      inputsLine([
        ['present diameter', fromIn],
        ['present head', head],
        ['wanted head', targetHead],
      ]),
      `D₂ = D₁·√(H₂/H₁) = ${formatNumber(fromIn.value)} in × √(${formatNumber(targetHead.value)}/${formatNumber(head.value)}) = **${toIn.toFixed(2)} in** (${withUnit(toIn * 25.4, 'mm')}); ${toIn <= fromIn.value ? `a trim of ${formatNumber(100 * (1 - toIn / fromIn.value))} %` : 'larger than the present impeller: check the largest diameter the casing takes'}.`,
      "Source: affinity laws for diameter (Hydraulic Institute; Karassik, Pump Handbook). They are approximate: trims beyond about 10–15 % lose efficiency and the real head falls a little less than predicted, so trim in steps and confirm on the maker's curve for that impeller.",
    ].join('\n\n');
  }
  return null;
}

function labelledTargetHead(facts: Facts): Sourced | null {
  const target = quantitiesOf(facts.quantities, 'length').find(
    (quantity) =>
      (quantity.unit === 'ft' || quantity.unit === 'm') &&
      /(?:\bto|\breach|\btarget(?: head)?|\bget|\bneed(?:ed)?|\bwant(?:ed)?)\s*(?:of|is|only)?\s*$/.test(
        quantity.before,
      ),
  );
  if (target === undefined) {
    return null;
  }
  const feet = target.unit === 'm' ? target.value / 0.3048 : target.value;
  return { value: feet, shown: withUnit(target.value, target.unit), source: FROM_QUESTION };
}
