// A number with its unit as read from the question, and the pick of the ones of one kind.

export type QuantityKind =
  | 'flow'
  | 'length'
  | 'pressure'
  | 'speed'
  | 'power'
  | 'temperature'
  | 'viscosity'
  | 'frequency'
  | 'percent'
  | 'energyRate'
  | 'hoursPerDay'
  | 'daysPerYear'
  | 'hoursPerYear'
  | 'volume'
  | 'energy';

export interface Quantity {
  readonly value: number;
  /** Canonical unit, e.g. 'gpm', 'm3/h', 'ft', 'm', 'in', 'psi', 'rpm', 'hp', 'F', 'cSt'. */
  readonly unit: string;
  readonly kind: QuantityKind;
  /** Lower-cased words between the previous quantity and this one, used to tell NPSHa from head, lift from elevation… */
  readonly before: string;
  /** Lower-cased words after the unit up to the next quantity ("12 ft of NPSHa", "120 ft head"). */
  readonly after: string;
  /** Position in the question, so "from X to Y" keeps its order. */
  readonly index: number;
  readonly end: number;
}

/** All quantities of a kind, in the order they appear. */
export function quantitiesOf(quantities: readonly Quantity[], kind: QuantityKind): Quantity[] {
  return quantities.filter((quantity) => quantity.kind === kind).sort((a, b) => a.index - b.index);
}
