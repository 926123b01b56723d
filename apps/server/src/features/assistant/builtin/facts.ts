import { flowToGpm, headToFeet } from '@specsource/pump-engine';
import { withUnit } from './format.ts';
import { namedLiquidOf, specificGravityAt } from './named-liquid.ts';
import { findQuantities, type Quantity, quantitiesOf, specificGravityIn } from './quantities.ts';
import { FIELDS, type WizardValues } from './wizard-values.ts';

// The inputs of a calculation, each with where it came from: the question, a wizard field, or a stated assumption.
// Answers show the source next to every input so the user can tell a typed value from a default.

export interface Sourced {
  /** In engine units: gpm, ft, rpm, hp, °F, fraction… */
  readonly value: number;
  /** As the user gave it, e.g. "30 m3/h". */
  readonly shown: string;
  readonly source: string;
}

export interface Facts {
  readonly text: string;
  readonly lower: string;
  readonly quantities: readonly Quantity[];
  readonly wizard: WizardValues;
}

export const FROM_QUESTION = 'your question';

export function wizardSource(field: string): string {
  return `the wizard's '${field}' field`;
}

export function factsOf(question: string, wizard: WizardValues): Facts {
  return { text: question, lower: question.toLowerCase(), quantities: findQuantities(question), wizard };
}

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

function labelled(quantity: Quantity, label: RegExp): boolean {
  const afterWords = quantity.after.split(/[,;]| and | at | with /)[0] ?? '';
  return label.test(quantity.before.slice(-LABEL_REACH)) || label.test(afterWords.slice(0, LABEL_REACH));
}

function hasAnyLabel(quantity: Quantity, labels: readonly RegExp[]): boolean {
  return labels.some((label) => labelled(quantity, label));
}

/** The quantities of a kind that carry a label ("NPSHa is 12 ft"). */
export function labelledQuantities(facts: Facts, kind: Quantity['kind'], label: RegExp): Quantity[] {
  return quantitiesOf(facts.quantities, kind).filter((quantity) => labelled(quantity, label));
}

const NOT_PUMP_HEAD = [
  LABELS.npshAvailable,
  LABELS.npshRequired,
  LABELS.elevation,
  LABELS.lift,
  LABELS.submergence,
  LABELS.friction,
];

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

const FLOW_UNITS = new Set(['gpm', 'm3/h', 'L/s', 'L/min', 'm3/s']);

function flowGpmOf(value: number, unit: string): number | null {
  const key = unit === 'm³/h' ? 'm3/h' : unit;
  return FLOW_UNITS.has(key) ? flowToGpm(value, key as 'gpm') : null;
}

function headFtOf(value: number, unit: string, specificGravity: number): number | null {
  const key = unit === 'MPa' ? 'kPa' : unit;
  if (!['ft', 'm', 'psi', 'bar', 'kPa'].includes(key)) {
    return null;
  }
  return headToFeet(unit === 'MPa' ? value * 1000 : value, key as 'ft', specificGravity);
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

/** "Inputs: flow 500 gpm (your question); head 120 ft (the wizard's 'Differential head' field)". */
export function inputsLine(inputs: ReadonlyArray<readonly [string, Sourced]>): string {
  return `**Inputs:** ${inputs.map(([name, input]) => `${name} ${input.shown} (${input.source})`).join('; ')}.`;
}
