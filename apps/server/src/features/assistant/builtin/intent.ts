import type { FluidProperty } from './calculators/fluid-property-lines.ts';
import { suctionSpecificSpeedIn } from './calculators/npsh-required-from-nss.ts';
import { type Facts, LABELS, labelledHeadOf } from './facts.ts';
import { fluidNamedIn } from './fluid-named.ts';
import { quantitiesOf, specificGravityIn } from './quantities.ts';
import { selectionTopicOf } from './selection-topic.ts';

// What the question asks, decided before anything answers it: a property of a liquid at a temperature, NPSHr from
// a suction specific speed, a qualitative choice (speed for abrasive service, materials for seawater), or else a
// calculation or an article. Without this the nearest calculator or article answered whatever words it knew.

export type Intent =
  | { readonly kind: 'fluid-property'; readonly properties: readonly FluidProperty[] }
  | { readonly kind: 'npsh-required-from-nss'; readonly suctionSpecificSpeed: number }
  | { readonly kind: 'selection'; readonly topic: string }
  /** The calculators in order, then the knowledge base. */
  | { readonly kind: 'calculation-or-article' };

const PROPERTY_WORDS: ReadonlyArray<readonly [FluidProperty, RegExp]> = [
  ['vapourPressure', /vapou?r[\s-]+pressure|saturation pressure|boiling pressure/],
  [
    'density',
    /\bdensity\b|\bdense\b|specific gravity|relative density|\bs\.?g\.?(?![a-z])|how heavy|\bweight\b/,
  ],
  ['viscosity', /viscosity|\bviscous\b|how thick/],
  ['specificHeat', /specific heat|heat capacity/],
];
const ALL_PROPERTIES = /\bproperties\b|\bproperty\b/;

/** "Why…", "how does…", "explain…": the question wants the idea, not a number out of the library. */
const EXPLAINS =
  /^\s*(?:why|how (?:does|do|is|are|can|will)|explain|define|what does|does|do|is|are|can|could|should)\b/;
/** The wizard's liquid: "my fluid", "the liquid", "at the pumping temperature". */
const REFERS_TO_WIZARD =
  /\b(?:my|our|the|this) (?:fluid|liquid|product)\b|pumping temperature|my temperature/;

/** "Density of ammonia": a liquid named after the property, even one the library does not hold. */
const NAMES_A_LIQUID = /^\s*(?:of|for)\s+(?!(?:a|an|the|any|liquids?|fluids?|it|that|this)\b)[a-z]/;

/** The properties a question asks for in the fluid library, or null when it is not such a question. */
export function fluidPropertiesAsked(facts: Facts): FluidProperty[] | null {
  const lower = facts.lower;
  if (EXPLAINS.test(lower) || /\bconvert\b/.test(lower)) {
    return null;
  }
  // A duty in the question ("viscosity correction at 300 gpm…", "NPSHa with a 5 ft lift") is a calculation.
  const isDuty = (['flow', 'length', 'power', 'speed', 'energyRate'] as const).some(
    (kind) => quantitiesOf(facts.quantities, kind).length > 0,
  );
  if (isDuty || /npsh|correction|cavitat/.test(lower)) {
    return null;
  }
  const named = PROPERTY_WORDS.filter(([, pattern]) => pattern.test(lower)).map(([property]) => property);
  const properties: FluidProperty[] =
    named.length > 0 ? named : ALL_PROPERTIES.test(lower) ? PROPERTY_WORDS.map(([property]) => property) : [];
  // A property the question states as a number ("SG 1.2", "5 cP", "vapour pressure of 3 psia") is an input.
  const given = properties.filter(
    (property) =>
      (property === 'density' && specificGravityIn(facts.text) !== null) ||
      (property === 'viscosity' && quantitiesOf(facts.quantities, 'viscosity').length > 0) ||
      (property === 'vapourPressure' && quantitiesOf(facts.quantities, 'pressure').length > 0),
  );
  if (properties.length === 0 || given.length > 0) {
    return null;
  }
  const hasSubject =
    fluidNamedIn(facts.text) !== null ||
    quantitiesOf(facts.quantities, 'temperature').length > 0 ||
    REFERS_TO_WIZARD.test(lower) ||
    NAMES_A_LIQUID.test(
      lower.replace(/^.*?(?:pressure|density|gravity|viscosity|heat|capacity|properties)\b/, ''),
    );
  return hasSubject ? properties : null;
}

/** The suction specific speed of a question that asks the NPSH it implies, or null. */
function npshRequiredFromNssAsked(facts: Facts): number | null {
  const nss = suctionSpecificSpeedIn(facts.text);
  // NPSHr given as a length ("NPSHr 15 ft") makes Nss the unknown: that is the specific-speed calculator's question.
  return nss !== null && /npsh/.test(facts.lower) && labelledHeadOf(facts, LABELS.npshRequired) === null
    ? nss
    : null;
}

/** The question's intent; the first that fits wins, in the order a reader would check them. */
export function intentOf(facts: Facts): Intent {
  const properties = fluidPropertiesAsked(facts);
  if (properties !== null) {
    return { kind: 'fluid-property', properties };
  }
  const suctionSpecificSpeed = npshRequiredFromNssAsked(facts);
  if (suctionSpecificSpeed !== null) {
    return { kind: 'npsh-required-from-nss', suctionSpecificSpeed };
  }
  const topic = selectionTopicOf(facts.lower);
  if (topic !== null) {
    return { kind: 'selection', topic };
  }
  return { kind: 'calculation-or-article' };
}
