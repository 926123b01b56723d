import { inputsLine, specificGravityOf } from '../facts.ts';
import { withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { type Calculator, hasAny } from './calculator.ts';
import { convert } from './unit-factors.ts';

// "Convert 30 m3/h to gpm", "how many feet of head is 50 psi": one quantity into the unit asked for, or into the
// usual units of its kind when none is named.

const TARGET_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:us\s*)?gpm\b|gallons per minute/, 'gpm'],
  [/m3\/h|m³\/h|m3\/hr|cubic met(?:er|re)s? per hour/, 'm3/h'],
  [/\bl\/s\b|\blps\b|lit(?:er|re)s? per second/, 'L/s'],
  [/\bl\/min\b|\blpm\b|lit(?:er|re)s? per minute/, 'L/min'],
  [/\bpsi\b/, 'psi'],
  [/\bbar\b/, 'bar'],
  [/\bkpa\b/, 'kPa'],
  [/\bfeet\b|\bft\b|\bfoot\b/, 'ft'],
  [/\bmet(?:er|re)s?\b|\bm\b/, 'm'],
  [/\binch(?:es)?\b|\bin\b/, 'in'],
  [/\bmm\b/, 'mm'],
  [/\bhp\b|horsepower/, 'hp'],
  [/\bkw\b/, 'kW'],
  [/°\s?f\b|fahrenheit|\bdeg(?:rees)?\s?f\b|\bf\b/, 'F'],
  [/°\s?c\b|celsius|\bdeg(?:rees)?\s?c\b|\bc\b/, 'C'],
  [/\bcst\b|centistokes/, 'cSt'],
  [/\bcp\b|centipoise/, 'cP'],
  [/gallons?\b|\bgal\b/, 'gal'],
  [/lit(?:er|re)s?\b/, 'L'],
  [/\bm3\b|cubic met/, 'm3'],
];

/** The unit asked for: the words after the last " to " / " in " / " into ". */
function targetUnitOf(lower: string, from: number): string | null {
  const tail = lower.slice(from);
  const match = /(?:\bto\b|\binto\b|\bin\b|\bas\b)\s+([^?!]*)$/.exec(tail);
  if (match === null || match[1] === undefined) {
    return null;
  }
  for (const [pattern, unit] of TARGET_UNITS) {
    if (pattern.test(match[1])) {
      return unit;
    }
  }
  return null;
}

const DEFAULT_TARGETS: Record<string, string[]> = {
  flow: ['gpm', 'm3/h', 'L/s'],
  pressure: ['psi', 'bar', 'kPa', 'ft'],
  length: ['ft', 'm'],
  power: ['hp', 'kW'],
  temperature: ['F', 'C'],
  volume: ['gal', 'L', 'm3'],
  viscosity: ['cSt', 'cP'],
};

const CONVERSION_WORDS =
  /\bconvert|conversion|how many|equals?\b|equivalent|what is .+ in\b|\b(?:to|in|into) (?:us )?(?:gpm|m3\/h|l\/s|l\/min|psi|bar|kpa|feet|ft|met(?:er|re)s?|hp|horsepower|kw|°\s?[fc]|cst|cp|gallons?|lit(?:er|re)s?)(?![a-z])/;

export const unitConversion: Calculator = (facts) => {
  const isHeadFromPressure =
    hasAny(facts, /\bhead\b|feet of|ft of|how many feet|in feet/) &&
    quantitiesOf(facts.quantities, 'pressure').length > 0 &&
    quantitiesOf(facts.quantities, 'flow').length === 0;
  if (!hasAny(facts, CONVERSION_WORDS) && !isHeadFromPressure) {
    return null;
  }
  // One quantity to convert; "how many hp for 1200 gpm at 180 ft" is a duty, not a conversion.
  const quantity = facts.quantities[0];
  if (quantity === undefined || facts.quantities.length > 1) {
    return null;
  }
  const specificGravity = specificGravityOf(facts);
  const asked =
    targetUnitOf(facts.lower, quantity.end) ?? targetUnitOf(facts.lower.slice(0, quantity.index), 0);
  const targets =
    asked !== null ? [asked] : (DEFAULT_TARGETS[quantity.kind] ?? []).filter((u) => u !== quantity.unit);
  const from = withUnit(quantity.value, unitLabel(quantity.unit));
  const results: string[] = [];
  const notes = new Set<string>();
  for (const target of targets) {
    const converted = convert(quantity.value, quantity.unit, target, specificGravity.value);
    if (converted === null) {
      continue;
    }
    results.push(`**${withUnit(converted.value, unitLabel(target))}**`);
    notes.add(converted.formula);
  }
  if (results.length === 0) {
    return null;
  }
  const usesGravity = [...notes].some((note) => note.includes('SG'));
  return [
    `${from} = ${results.join(' = ')}`,
    ...(usesGravity ? [inputsLine([['specific gravity', specificGravity]])] : []),
    `Formula: ${[...notes].join('; ')}.`,
  ].join('\n\n');
};

function unitLabel(unit: string): string {
  return unit === 'F' ? '°F' : unit === 'C' ? '°C' : unit;
}
