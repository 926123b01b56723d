import type { IssuePath, Result } from '../issues.ts';
import { fail, ok } from '../issues.ts';
import type { UsGpm } from './brand.ts';
import { asUnit, isFiniteNumber } from './brand.ts';

// NIST SP 811 App. B: 1 US gallon = 3.785411784 L exactly.
const LITRES_PER_GALLON = 3.785411784;

export const FLOW_UNITS = ['gpm', 'm3/h', 'L/s', 'L/min', 'm3/s'] as const;
export type FlowUnit = (typeof FLOW_UNITS)[number];

/** Litres per minute in one unit of each flow unit (exact, NIST SP 811). */
const LITRES_PER_MINUTE: Record<FlowUnit, number> = {
  gpm: LITRES_PER_GALLON,
  'm3/h': 1000 / 60,
  'L/s': 60,
  'L/min': 1,
  'm3/s': 60_000,
};

/** Finds the canonical flow unit for user text (`GPM`, `m³/h`, `l/s`…), or null. */
export function flowUnitFrom(text: string): FlowUnit | null {
  const key = text.trim().toLowerCase().replace('³', '3').replace('usgpm', 'gpm');
  return FLOW_UNITS.find((unit) => unit.toLowerCase() === key) ?? null;
}

/** Converts a flow in any supported unit to US gpm (exact factors, NIST SP 811). */
export function flowToGpm(value: number, unit: FlowUnit): UsGpm {
  return asUnit<UsGpm>((value * LITRES_PER_MINUTE[unit]) / LITRES_PER_GALLON);
}

/** Converts US gpm to any supported flow unit (exact factors, NIST SP 811). */
export function gpmToFlow(flowGpm: UsGpm, unit: FlowUnit): number {
  return (flowGpm * LITRES_PER_GALLON) / LITRES_PER_MINUTE[unit];
}

/** Validates a `{value, unit}` flow from user input and returns gpm, or an issue at `path`. */
export function parseFlow(input: { value: unknown; unit: unknown }, path: IssuePath): Result<UsGpm> {
  const unit = typeof input.unit === 'string' ? flowUnitFrom(input.unit) : null;
  if (unit === null) {
    return fail('unknown_unit', [...path, 'unit'], `Flow unit must be one of ${FLOW_UNITS.join(', ')}.`);
  }
  if (!isFiniteNumber(input.value)) {
    return fail('invalid_number', [...path, 'value'], 'Flow must be a finite number.');
  }
  if (input.value <= 0) {
    return fail('out_of_range', [...path, 'value'], 'Flow must be greater than 0.');
  }
  return ok(flowToGpm(input.value, unit));
}
