import { ENERGY_TIME_VOLUME_UNITS } from './energy-time-volume-units.ts';
import { HYDRAULIC_UNITS } from './hydraulic-units.ts';
import { MACHINE_AND_LIQUID_UNITS } from './machine-and-liquid-units.ts';
import type { QuantityKind } from './quantity.ts';

// The one regular expression that finds a number with a unit, built from the unit spellings, and the lookup from a
// matched spelling back to its canonical unit and kind.

/** Unit spellings → canonical unit and kind; longest spellings are tried first. */
const UNIT_SPELLINGS: ReadonlyArray<readonly [string, string, QuantityKind]> = [
  ...HYDRAULIC_UNITS,
  ...MACHINE_AND_LIQUID_UNITS,
  ...ENERGY_TIME_VOLUME_UNITS,
];

const SPELLINGS_LONGEST_FIRST = [...UNIT_SPELLINGS].sort((a, b) => b[0].length - a[0].length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// A number (1,200 / 0.5 / .5 / 3550), optional "$" before it, optional space, then a unit; the unit must not run
// on into a word ("10 min" is not 10 m, "5 in the tank" is caught by the caller's plausibility checks).
export const QUANTITY_PATTERN = new RegExp(
  `(\\$\\s?)?((?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?|\\.\\d+)\\s?(${SPELLINGS_LONGEST_FIRST.map(
    ([spelling]) => escapeRegExp(spelling).replace(/ /g, '\\s+'),
  ).join('|')})(?![a-z0-9²³])`,
  'gi',
);

export const SPELLING_LOOKUP = new Map(
  UNIT_SPELLINGS.map(([spelling, unit, kind]) => [spelling, { unit, kind }]),
);
