import type { QuantityKind } from './quantity.ts';

/** Spellings of speed, power, temperature, viscosity, frequency and percent → canonical unit and kind. */
export const MACHINE_AND_LIQUID_UNITS: ReadonlyArray<readonly [string, string, QuantityKind]> = [
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
];
