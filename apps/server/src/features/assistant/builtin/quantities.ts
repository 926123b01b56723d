import { parseQuantityText } from '@specsource/pump-engine';

// Reads numbers with units out of a free-text question ("what motor for 1,200 gpm at 35 m?"). Each quantity gets
// a kind from its unit and a role from the words just before it ("NPSHa is 12 ft" is an NPSH, not the pump head).

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

/** Unit spellings → canonical unit and kind; longest spellings are tried first. */
const UNIT_SPELLINGS: ReadonlyArray<readonly [string, string, QuantityKind]> = [
  ['us gpm', 'gpm', 'flow'],
  ['usgpm', 'gpm', 'flow'],
  ['gpm', 'gpm', 'flow'],
  ['gal/min', 'gpm', 'flow'],
  ['gallons per minute', 'gpm', 'flow'],
  ['gallons/min', 'gpm', 'flow'],
  ['m3/hr', 'm3/h', 'flow'],
  ['m3/h', 'm3/h', 'flow'],
  ['m³/h', 'm3/h', 'flow'],
  ['m³/hr', 'm3/h', 'flow'],
  ['cmh', 'm3/h', 'flow'],
  ['cubic meters per hour', 'm3/h', 'flow'],
  ['cubic metres per hour', 'm3/h', 'flow'],
  ['m3/s', 'm3/s', 'flow'],
  ['m³/s', 'm3/s', 'flow'],
  ['l/s', 'L/s', 'flow'],
  ['lps', 'L/s', 'flow'],
  ['litres per second', 'L/s', 'flow'],
  ['liters per second', 'L/s', 'flow'],
  ['l/min', 'L/min', 'flow'],
  ['lpm', 'L/min', 'flow'],
  ['litres per minute', 'L/min', 'flow'],
  ['liters per minute', 'L/min', 'flow'],
  ['feet', 'ft', 'length'],
  ['foot', 'ft', 'length'],
  ['ft', 'ft', 'length'],
  ['metres', 'm', 'length'],
  ['meters', 'm', 'length'],
  ['metre', 'm', 'length'],
  ['meter', 'm', 'length'],
  ['m', 'm', 'length'],
  ['inches', 'in', 'length'],
  ['inch', 'in', 'length'],
  ['in', 'in', 'length'],
  ['"', 'in', 'length'],
  ['mm', 'mm', 'length'],
  ['psig', 'psi', 'pressure'],
  ['psia', 'psi', 'pressure'],
  ['psi', 'psi', 'pressure'],
  ['barg', 'bar', 'pressure'],
  ['bar', 'bar', 'pressure'],
  ['kpa', 'kPa', 'pressure'],
  ['mpa', 'MPa', 'pressure'],
  ['rpm', 'rpm', 'speed'],
  ['r/min', 'rpm', 'speed'],
  ['bhp', 'hp', 'power'],
  ['horsepower', 'hp', 'power'],
  ['hp', 'hp', 'power'],
  ['kw', 'kW', 'power'],
  ['°f', 'F', 'temperature'],
  ['°c', 'C', 'temperature'],
  ['deg f', 'F', 'temperature'],
  ['deg c', 'C', 'temperature'],
  ['degf', 'F', 'temperature'],
  ['degc', 'C', 'temperature'],
  ['degrees f', 'F', 'temperature'],
  ['degrees c', 'C', 'temperature'],
  ['fahrenheit', 'F', 'temperature'],
  ['celsius', 'C', 'temperature'],
  ['f', 'F', 'temperature'],
  ['c', 'C', 'temperature'],
  ['cst', 'cSt', 'viscosity'],
  ['cp', 'cP', 'viscosity'],
  ['ssu', 'SSU', 'viscosity'],
  ['hz', 'Hz', 'frequency'],
  ['%', '%', 'percent'],
  ['percent', '%', 'percent'],
  ['$/kwh', '$/kWh', 'energyRate'],
  ['usd/kwh', '$/kWh', 'energyRate'],
  ['cents/kwh', 'c/kWh', 'energyRate'],
  ['cents per kwh', 'c/kWh', 'energyRate'],
  ['¢/kwh', 'c/kWh', 'energyRate'],
  ['per kwh', '$/kWh', 'energyRate'],
  ['/kwh', '$/kWh', 'energyRate'],
  ['kwh', 'kWh', 'energy'],
  ['hours/day', 'h/day', 'hoursPerDay'],
  ['hours per day', 'h/day', 'hoursPerDay'],
  ['hours a day', 'h/day', 'hoursPerDay'],
  ['hrs/day', 'h/day', 'hoursPerDay'],
  ['h/day', 'h/day', 'hoursPerDay'],
  ['h/d', 'h/day', 'hoursPerDay'],
  ['hours/year', 'h/year', 'hoursPerYear'],
  ['hours per year', 'h/year', 'hoursPerYear'],
  ['hours a year', 'h/year', 'hoursPerYear'],
  ['hrs/yr', 'h/year', 'hoursPerYear'],
  ['h/yr', 'h/year', 'hoursPerYear'],
  ['h/year', 'h/year', 'hoursPerYear'],
  ['days/year', 'days/year', 'daysPerYear'],
  ['days per year', 'days/year', 'daysPerYear'],
  ['days a year', 'days/year', 'daysPerYear'],
  ['days/yr', 'days/year', 'daysPerYear'],
  ['gallons', 'gal', 'volume'],
  ['gallon', 'gal', 'volume'],
  ['gal', 'gal', 'volume'],
  ['litres', 'L', 'volume'],
  ['liters', 'L', 'volume'],
  ['m3', 'm3', 'volume'],
  ['m³', 'm3', 'volume'],
];

const SPELLINGS_LONGEST_FIRST = [...UNIT_SPELLINGS].sort((a, b) => b[0].length - a[0].length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// A number (1,200 / 0.5 / .5 / 3550), optional "$" before it, optional space, then a unit; the unit must not run
// on into a word ("10 min" is not 10 m, "5 in the tank" is caught by the caller's plausibility checks).
const QUANTITY_PATTERN = new RegExp(
  `(\\$\\s?)?((?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?|\\.\\d+)\\s?(${SPELLINGS_LONGEST_FIRST.map(
    ([spelling]) => escapeRegExp(spelling).replace(/ /g, '\\s+'),
  ).join('|')})(?![a-z0-9²³])`,
  'gi',
);

const SPELLING_LOOKUP = new Map(UNIT_SPELLINGS.map(([spelling, unit, kind]) => [spelling, { unit, kind }]));

/** Finds every number-with-unit in the text, in order. */
export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(QUANTITY_PATTERN)) {
    const dollar = match[1];
    const numberText = match[2] ?? '';
    const unitText = match[3] ?? '';
    const spelling = unitText.toLowerCase().replace(/\s+/g, ' ');
    const entry = SPELLING_LOOKUP.get(spelling);
    if (entry === undefined) {
      continue;
    }
    // A bare F or C is a temperature only in capitals ("140 F"); "5 c" is more likely a typo than 5 °C.
    if ((spelling === 'f' || spelling === 'c') && unitText !== unitText.toUpperCase()) {
      continue;
    }
    // The engine's splitter checks the number part (it rejects '1.2.3' and the like).
    const parsed = parseQuantityText(`${numberText.replace(/,/g, '')} ${entry.unit}`, entry.unit);
    if (parsed === null) {
      continue;
    }
    const index = match.index ?? 0;
    const unit = dollar && entry.kind === 'energyRate' ? '$/kWh' : entry.unit;
    found.push({
      value: parsed.value,
      unit,
      kind: entry.kind,
      before: '',
      after: '',
      index,
      end: index + match[0].length,
    });
  }
  return withContext(text, found.concat(rangeStarts(text, found), rangeEnds(text, found)));
}

// Each quantity's label is looked for only between it and its neighbours, so "NPSHa 15 ft, head 100 ft" does not
// read the head as an NPSH.
function withContext(text: string, quantities: Quantity[]): Quantity[] {
  const sorted = [...quantities].sort((a, b) => a.index - b.index);
  return sorted.map((quantity, i) => {
    const previousEnd = i > 0 ? (sorted[i - 1]?.end ?? 0) : 0;
    const nextIndex = sorted[i + 1]?.index ?? text.length;
    return {
      ...quantity,
      before: text.slice(Math.max(previousEnd, quantity.index - 40), quantity.index).toLowerCase(),
      after: text.slice(quantity.end, Math.min(nextIndex, quantity.end + 30)).toLowerCase(),
    };
  });
}

// "from 3550 to 2900 rpm", "from 10 to 9 in": the first number borrows the unit of the second.
const RANGE_PATTERN = /from\s+((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s+(?:to|down to|up to)\s+/gi;

function rangeStarts(text: string, found: readonly Quantity[]): Quantity[] {
  const extra: Quantity[] = [];
  for (const match of text.matchAll(RANGE_PATTERN)) {
    const end = (match.index ?? 0) + match[0].length;
    const target = found.find((quantity) => quantity.index === end || quantity.index === end + 1);
    if (target === undefined) {
      continue;
    }
    const numberText = match[1] ?? '';
    const index = (match.index ?? 0) + match[0].indexOf(numberText);
    extra.push({
      ...target,
      value: Number(numberText.replace(/,/g, '')),
      index,
      end: index + numberText.length,
    });
  }
  return extra;
}

// "from 3550 rpm to 2900": the second number borrows the unit of the first.
const RANGE_END_PATTERN =
  /^\s*(?:to|down to|up to|->|→)\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?!\s*[a-z0-9%"$°/])/i;

function rangeEnds(text: string, found: readonly Quantity[]): Quantity[] {
  const extra: Quantity[] = [];
  for (const quantity of found) {
    const match = RANGE_END_PATTERN.exec(text.slice(quantity.end));
    if (match === null || match[1] === undefined) {
      continue;
    }
    const index = quantity.end + match[0].indexOf(match[1]);
    extra.push({
      ...quantity,
      value: Number(match[1].replace(/,/g, '')),
      index,
      end: index + match[1].length,
    });
  }
  return extra;
}

/** All quantities of a kind, in the order they appear. */
export function quantitiesOf(quantities: readonly Quantity[], kind: QuantityKind): Quantity[] {
  return quantities.filter((quantity) => quantity.kind === kind).sort((a, b) => a.index - b.index);
}

/** A bare number after a label, e.g. "SG 1.2", "specific gravity of 0.85", "efficiency 78". */
export function numberAfterLabel(text: string, label: RegExp): number | null {
  const pattern = new RegExp(
    `(?:${label.source})\\s*(?:of|is|=|:|at|about|around)?\\s*(?:of|is|=|:)?\\s*(\\d*\\.?\\d+)`,
    'i',
  );
  const match = pattern.exec(text);
  if (match === null || match[1] === undefined) {
    return null;
  }
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/** Specific gravity stated in the question ("SG 1.2", "specific gravity of 0.85"), or null. */
export function specificGravityIn(text: string): number | null {
  const value = numberAfterLabel(text, /\bs\.?g\.?|specific\s+gravity|relative\s+density/);
  return value !== null && value > 0.2 && value < 5 ? value : null;
}

/** Pump efficiency stated in the question ("at 75 % efficiency", "efficiency of 0.8"), as a fraction, or null. */
export function efficiencyIn(text: string): number | null {
  const before = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:pump\s+)?(?:efficiency|efficient|eff\b)/i.exec(text);
  const value = before ? Number(before[1]) : numberAfterLabel(text, /\b(?:pump\s+)?efficiency|\beff\.?/);
  if (value === null || value <= 0) {
    return null;
  }
  const fraction = value > 1 ? value / 100 : value;
  return fraction > 0.05 && fraction <= 0.95 ? fraction : null;
}
